import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { CurrentPrincipal, type Principal } from '../common/principal';
import { uuidParam } from '../common/uuid-param';
import { RateLimit } from '../throttle/rate-limit.decorator';
import {
  AlbumView,
  CreateAlbumDto,
  MediaLibraryView,
  MediaView,
  UpdateAlbumDto,
  UpdateMediaDto,
  UploadMediaDto,
} from './dto/media.dto';
import { MediaLibraryService } from './media-library.service';
import { UPLOAD_SENTENCES } from './media-processing';
import { PhotoUploadInterceptor } from './upload.interceptor';

const photoId = uuidParam('A photograph is named by its id (a UUID).');
const albumId = uuidParam('An album is named by its id (a UUID).');

/** The media library: photographs and albums (admin pages /admin/media and the cover picker). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/media')
export class AdminMediaController {
  constructor(private readonly library: MediaLibraryService) {}

  @Post()
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiOperation({
    summary:
      'Upload a JPEG, PNG or WebP photograph (multipart: file, alt, caption?, album?), at most ' +
      '20 MB and 40 megapixels; it is turned upright, stripped of EXIF and GPS, and served as ' +
      'AVIF, WebP and JPEG at /media/{id}/{width}.{format} (audited)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'alt'],
      properties: {
        file: { type: 'string', format: 'binary' },
        alt: { type: 'string' },
        caption: { type: 'string' },
        album: { type: 'string', description: 'An album’s id or title' },
      },
    },
  })
  @ApiCreatedResponse({ type: MediaView })
  @ApiBadRequestResponse({ description: 'No file, or a corrupt, disguised or oversized one' })
  upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: UploadMediaDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<MediaView> {
    if (!file?.buffer.length) throw new BadRequestException(UPLOAD_SENTENCES.missing);
    return this.library.upload(file.buffer, fields, admin);
  }

  @Get()
  @ApiOperation({ summary: 'Every photograph (newest first) and every album' })
  @ApiOkResponse({ type: MediaLibraryView })
  list(): Promise<MediaLibraryView> {
    return this.library.library();
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a photograph’s alt text, caption or album (audited)' })
  @ApiOkResponse({ type: MediaView })
  @ApiNotFoundResponse({ description: 'No such photograph' })
  update(
    @Param('id', photoId) id: string,
    @Body() change: UpdateMediaDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<MediaView> {
    return this.library.update(id, change, admin);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a photograph and its variants (audited)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such photograph' })
  remove(@Param('id', photoId) id: string, @CurrentPrincipal() admin: Principal): Promise<void> {
    return this.library.remove(id, admin);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@RateLimit('session')
@Controller('admin/media/albums')
export class AdminAlbumsController {
  constructor(private readonly library: MediaLibraryService) {}

  @Post()
  @ApiOperation({ summary: 'Make an album (audited)' })
  @ApiCreatedResponse({ type: AlbumView })
  create(@Body() dto: CreateAlbumDto, @CurrentPrincipal() admin: Principal): Promise<AlbumView> {
    return this.library.createAlbum(dto.title, admin);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename an album, choose its cover, order its photographs or move it (audited)',
  })
  @ApiOkResponse({ type: AlbumView })
  @ApiNotFoundResponse({ description: 'No such album' })
  update(
    @Param('id', albumId) id: string,
    @Body() change: UpdateAlbumDto,
    @CurrentPrincipal() admin: Principal,
  ): Promise<AlbumView> {
    return this.library.updateAlbum(id, change, admin);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an album; its photographs stay in the library (audited)' })
  @ApiNoContentResponse()
  remove(@Param('id', albumId) id: string, @CurrentPrincipal() admin: Principal): Promise<void> {
    return this.library.removeAlbum(id, admin);
  }
}
