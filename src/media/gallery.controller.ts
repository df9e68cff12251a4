import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { GalleryAlbumPage, GalleryView } from './dto/media.dto';
import { ALBUM_NOT_FOUND, MediaLibraryService } from './media-library.service';

/** What /gallery shows: the albums that have photographs, and each album's photographs. */
@ApiTags('gallery')
@Public()
@RateLimit('read')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly library: MediaLibraryService) {}

  @Get()
  @ApiOperation({ summary: 'The albums with at least one photograph, in order, with covers' })
  @ApiOkResponse({ type: GalleryView })
  async albums(): Promise<GalleryView> {
    return { albums: await this.library.publicAlbums() };
  }

  @Get(':album')
  @ApiOperation({ summary: 'One album by its slug, with its photographs in order' })
  @ApiOkResponse({ type: GalleryAlbumPage })
  @ApiNotFoundResponse({ description: 'No album of that slug with photographs' })
  async album(@Param('album') slug: string): Promise<GalleryAlbumPage> {
    const page = /^[a-z0-9-]{1,80}$/.test(slug) ? await this.library.publicAlbum(slug) : undefined;
    if (!page) throw new NotFoundException(ALBUM_NOT_FOUND);
    return page;
  }
}
