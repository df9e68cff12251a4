import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { MediaFiles } from './media-files.service';
import { sendVariant, variantAddress } from './media-response';

const NO_SUCH_IMAGE = 'There is no such image.';

/**
 * /media/{id}/{width}.{format}: the bytes of a photograph's variant, outside /api and before the
 * pages' catch-all, read from the database the first time (later ones are answered from this
 * process's cache by cachedMediaFiles, before Nest).
 */
@Public()
@ApiExcludeController()
@Controller('media')
export class MediaFilesController {
  constructor(private readonly files: MediaFiles) {}

  @Get(':id/:file')
  async file(
    @Param('id') id: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const address = variantAddress(id, file);
    if (!address) throw new NotFoundException(NO_SUCH_IMAGE);
    const variant = await this.files.variant(address.id, address.width, address.format);
    if (!variant) throw new NotFoundException(NO_SUCH_IMAGE);
    sendVariant(req, res, variant);
  }
}
