import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BadRequestException,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/env';

export const MAX_RECORDING_BYTES = 300 * 1024 * 1024;

/** The upload ceiling; one instance per app, so a test can lower it for the app it started. */
@Injectable()
export class RecordingLimits {
  maxBytes = MAX_RECORDING_BYTES;
}

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} kB`;

function sentenceFor(error: MulterError, limit: number): string {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return `The recording is larger than ${megabytes(limit)}, the most the site takes; nothing was stored.`;
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return 'Send one recording at a time, in the field named "file".';
    default:
      return 'The upload could not be read: send the form as multipart/form-data with its fields.';
  }
}

/**
 * Receives the multipart body before the DTO is validated: the file goes to a temporary file in
 * the data folder as it arrives (never all in memory), the fields to req.body. The temporary file
 * is removed when the call ends, whatever its outcome. Guards have run by then, so a visitor
 * without the admin role never gets a byte written.
 */
@Injectable()
export class RecordingUploadInterceptor implements NestInterceptor {
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limits: RecordingLimits,
  ) {
    this.dir = join(config.dataDir, 'uploads');
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return from(this.handle(req, res, next));
  }

  private async handle(req: Request, res: Response, next: CallHandler): Promise<unknown> {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const limit = this.limits.maxBytes;
    const upload = multer({
      storage: multer.diskStorage({ destination: this.dir }),
      limits: { fileSize: limit, files: 1, fields: 12, fieldSize: 8000, parts: 14 },
    }).single('file');
    try {
      await new Promise<void>((resolve, reject) =>
        upload(req, res, (error: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      if (error instanceof MulterError) throw new BadRequestException(sentenceFor(error, limit));
      throw new BadRequestException(
        'The upload could not be read: it was cut off or is not multipart/form-data.',
      );
    }
    try {
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      if (req.file) await unlink(req.file.path).catch(() => undefined);
    }
  }
}
