import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { MediaFiles } from './media-files.service';
import { VARIANT_FORMATS, type VariantFormat } from './media.entity';

const NO_SUCH_IMAGE = 'There is no such image.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpeg)$/;

const TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * /media/{id}/{width}.{format}: the bytes of a photograph's variant, outside /api and before the
 * pages' catch-all. The type comes from the stored format, never from what was uploaded; the
 * address never changes its bytes, so browsers and caches keep them for a year.
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
    const match = FILE.exec(file);
    const format = match?.[2] as VariantFormat | undefined;
    if (!UUID.test(id) || !match || !format || !VARIANT_FORMATS.includes(format)) {
      throw new NotFoundException(NO_SUCH_IMAGE);
    }
    const variant = await this.files.variant(id.toLowerCase(), Number(match[1]), format);
    if (!variant) throw new NotFoundException(NO_SUCH_IMAGE);
    res.setHeader('Content-Type', TYPES[variant.format]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', variant.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.bytes.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : variant.bytes);
  }
}
