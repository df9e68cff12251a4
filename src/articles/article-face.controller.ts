import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { cutVersion, DevanagariFaces, sendFace } from '../fonts/devanagari-faces';
import { SLUG_PATTERN } from './article-slugs';
import { PublicArticles } from './public-articles.service';

const NO_SUCH_FACE = 'There is no such font.';
const FILE = /^devanagari-([A-Za-z0-9_-]{12})(\.400)?\.woff2$/;

/**
 * /blog/{slug}/devanagari-{version}.woff2 (and `.400.woff2`, the cut at 400 alone): a published
 * article's own cut of the Devanāgarī face.
 * The characters come from the article, never from the address, so only as many faces can be asked
 * for as there are published articles; the version in the address is what makes it immutable.
 */
@ApiExcludeController()
@Public()
@RateLimit('read')
@Controller('blog')
export class ArticleFaceController {
  constructor(
    private readonly articles: PublicArticles,
    private readonly faces: DevanagariFaces,
  ) {}

  @Get(':slug/:file')
  async face(
    @Param('slug') slug: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const [, version, regular] = FILE.exec(file) ?? [];
    if (!version || !SLUG_PATTERN.test(slug)) throw new NotFoundException(NO_SUCH_FACE);
    const face = await this.articles.devanagariFace(slug);
    // A page cached before the article changed asks for a cut that no longer exists: the page's
    // stylesheet then falls back to the next face of its stack.
    if (!face || face.version !== version) throw new NotFoundException(NO_SUCH_FACE);
    const weights = regular ? 'regular' : 'variable';
    sendFace(
      req,
      res,
      await this.faces.face(face.characters, weights),
      cutVersion(face.characters, weights),
    );
  }
}
