import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { DomainError, type DomainErrorCode } from './domain-error';
import { HttpExceptionFilter, STATUS_OF_CODE } from './http-exception.filter';

const filter = new HttpExceptionFilter();

// The exception each code replaced: the body must not tell them apart (decision 0185).
const BEFORE: Array<[DomainErrorCode, (sentence: string) => HttpException]> = [
  ['invalid', (s) => new BadRequestException(s)],
  ['unauthenticated', (s) => new UnauthorizedException(s)],
  ['forbidden', (s) => new ForbiddenException(s)],
  ['not-found', (s) => new NotFoundException(s)],
  ['conflict', (s) => new ConflictException(s)],
  ['unavailable', (s) => new ServiceUnavailableException(s)],
];

describe('a DomainError through the error filter', () => {
  it.each(BEFORE)('answers %s as the HTTP exception it replaced did', (code, before) => {
    const sentence = 'That cannot be done.';
    expect(filter.toBody(new DomainError(code, sentence))).toEqual(filter.toBody(before(sentence)));
  });

  it('keeps the fields it carries, as an exception given an object did', () => {
    const errors = [{ field: 'password', message: 'Wrong.' }];
    expect(filter.toBody(new DomainError('invalid', 'Wrong.', { errors }))).toEqual(
      filter.toBody(new BadRequestException({ message: 'Wrong.', errors })),
    );
  });

  it('says the status default when it carries no sentence', () => {
    expect(filter.toBody(new DomainError('not-found', '')).message).toBe(
      'There is nothing at this address.',
    );
  });

  it('maps every code to a 4xx or 503, never a 500', () => {
    for (const status of Object.values(STATUS_OF_CODE)) {
      expect(status === 503 || (status >= 400 && status < 500)).toBe(true);
    }
  });
});
