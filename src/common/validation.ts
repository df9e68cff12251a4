import { BadRequestException } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { FieldError } from './error-body';

function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A 400 whose sentence is the first problem and whose `errors` list every field's problem. */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const list = fieldErrors(errors).map((e) => ({ field: e.field, message: sentence(e.message) }));
  const first = list[0]?.message ?? 'The request is not valid.';
  return new BadRequestException({ message: first, errors: list });
}
