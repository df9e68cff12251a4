import {
  BadRequestException,
  Injectable,
  ValidationPipe,
  type PipeTransform,
} from '@nestjs/common';
import { validationExceptionFactory } from '../common/validation';
import { PracticeSessionsDto } from './dto/practice-session.dto';

export const ONE_OR_A_BATCH = 'Send one session, or a batch as { "sessions": [...] }.';

/**
 * POST /practice/sessions takes one session or a batch `{ sessions: [...] }`: one is read as a
 * batch of one, then both are checked as the app's ValidationPipe checks every body.
 */
@Injectable()
export class PracticeSessionsPipe implements PipeTransform<unknown, Promise<PracticeSessionsDto>> {
  private readonly validation = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationExceptionFactory,
  });

  async transform(body: unknown): Promise<PracticeSessionsDto> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException(ONE_OR_A_BATCH);
    }
    const batch = 'sessions' in body ? body : { sessions: [body] };
    return (await this.validation.transform(batch, {
      type: 'body',
      metatype: PracticeSessionsDto,
    })) as PracticeSessionsDto;
  }
}
