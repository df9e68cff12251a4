import {
  BadRequestException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES, UPLOAD_SENTENCES } from './media-processing';

const MULTER_SENTENCES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_SIZE: UPLOAD_SENTENCES.tooLarge,
  LIMIT_UNEXPECTED_FILE: 'Send one photograph per request, in the form field named file.',
  LIMIT_FILE_COUNT: 'Send one photograph per request, in the form field named file.',
};
const MALFORMED = 'The upload was not a well-formed multipart form with a photograph in it.';

/**
 * Reads the multipart upload of /api/admin/media with multer into memory, within limits that
 * hold on this route only (the rest of the API still takes JSON of at most 16 kB): one file of at
 * most 20 MB and a few short text fields. multer is called directly rather than through Nest's
 * FileInterceptor so that each refusal is a 400 with its own sentence (FileInterceptor answers an
 * oversized file with a 413 and a malformed body with a 500).
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (!req.is('multipart/form-data')) {
      throw new BadRequestException(
        'Send the photograph as multipart/form-data, with the fields file and alt.',
      );
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error: unknown) => {
        if (!error) return resolve();
        const sentence =
          error instanceof MulterError ? (MULTER_SENTENCES[error.code] ?? MALFORMED) : MALFORMED;
        reject(new BadRequestException(sentence));
      });
    });
    return next.handle();
  }
}
