import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { cutVersion, DevanagariFaces, sendFace } from './devanagari-faces';
import { faceOfFile, pageFaceKey } from './page-faces';

/**
 * /fonts/devanagari/{characters}.{signature}.woff2 (and `.400.woff2`, the regular cut): a page's
 * own cut of the Devanāgarī face.
 */
@ApiExcludeController()
@Public()
@RateLimit('read')
@Controller('fonts')
export class FontsController {
  private readonly key: Buffer;

  constructor(
    private readonly faces: DevanagariFaces,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = pageFaceKey(config.jwtSecret);
  }

  @Get('devanagari/:file')
  async page(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const face = faceOfFile(file, this.key);
    if (!face) throw new NotFoundException('There is no such font.');
    const { characters, weights } = face;
    sendFace(req, res, await this.faces.face(characters, weights), cutVersion(characters, weights));
  }
}
