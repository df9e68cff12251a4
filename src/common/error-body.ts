/** A validation problem with one field, as sent in `errors`. */
export interface FieldError {
  field: string;
  message: string;
}

/** The API's error shape (docs/api.md): one sentence under all three names the front end reads. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  msg: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

export function errorBody(
  statusCode: number,
  sentence: string,
  extra: Record<string, unknown> = {},
): ErrorBody {
  return { ...extra, statusCode, message: sentence, error: sentence, msg: sentence };
}

/** Sentences for statuses whose exception carried no sentence of its own. */
export const DEFAULT_SENTENCES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in to continue.',
  403: 'You do not have permission to do that.',
  404: 'There is nothing at this address.',
  405: 'That method is not allowed here.',
  409: 'That conflicts with existing data.',
  413: 'The request is too large.',
  415: 'Please send JSON.',
  429: 'Too many requests. Please wait a little and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is briefly unavailable. Please try again in a moment.',
};

export function defaultSentence(status: number): string {
  return (
    DEFAULT_SENTENCES[status] ?? (status >= 500 ? DEFAULT_SENTENCES[500] : DEFAULT_SENTENCES[400])
  );
}
