import type { ApiAddress, ApiAnswer, ApiArgs, ApiMethodOf, DefaultMethod } from './api-paths';
import type { Schema } from './api-schema';

/** Every error answer of the API (docs/api.md): the same sentence under three names. */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  error?: string;
  msg?: string;
  errors?: { field: string; message: string }[];
}

export type ApiResult<T> =
  | { kind: 'ok'; ok: true; status: number; data: T }
  | { kind: 'error'; ok: false; status: number; data: ApiErrorBody }
  | { kind: 'network'; ok: false; status: 0; data: null };

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * A call for the signed-in member. The session cookie authenticates it (the stored token is
   * never sent from the site's pages); kept so each call says what it needs.
   */
  auth?: boolean;
  /** Send this token as a Bearer header (e.g. one just received, not yet stored). */
  token?: string;
  signal?: AbortSignal;
}

/** What a call sends besides its method and body. */
export type ApiCallOptions = Pick<ApiOptions, 'auth' | 'token' | 'signal'>;

/** Answers that carry a user. */
export type UserAnswer = Schema<'UserResponse'>;
export type MessageAnswer = Partial<Schema<'MessageResponse'> & Schema<'MsgResponse'>>;
export type LoginAnswer = Schema<'LoginResponse'>;

/**
 * How long a call that others wait behind gives its answer before it is given up as unanswered
 * (the practice journal's sends go one after another, after the session cookie's exchange): one
 * request left hanging would hold every later one.
 */
export const ANSWER_WAIT_MS = 20_000;

/**
 * The answer's JSON (null when empty or not JSON); `undefined` when its body could not be read in
 * full (the connection cut, or the call's signal aborted while it arrived).
 */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Calls the API with a JSON body and reads a JSON answer. Never throws: a failed connection, or a
 * read whose body was cut off, is `kind: 'network'`; any non-2xx answer is `kind: 'error'` with the
 * error body (or `{}`).
 */
export async function api<
  Written extends ApiAddress,
  Method extends ApiMethodOf<Written> = DefaultMethod<Written>,
>(
  path: Written,
  ...options: ApiArgs<Written, Method, ApiCallOptions>
): Promise<ApiResult<ApiAnswer<Written, Method>>>;
export async function api(path: string, options?: ApiOptions): Promise<ApiResult<unknown>> {
  return uncheckedApi(path, options);
}

/**
 * `api()` without its types, for the loaders' wrappers (`publicApi`, `memberApi`, `adminApi`):
 * their own signatures have checked the path, method and body against the document.
 */
export async function uncheckedApi(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResult<unknown>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The site's own calls are authenticated by the HttpOnly session cookie (same-origin fetch):
  // the token in localStorage is kept for the specification's clients, never sent from here, so
  // a script that read it would hold a day's token at most (docs/decisions/0110).
  const token = options.token ?? null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch {
    return { kind: 'network', ok: false, status: 0, data: null };
  }
  const data = await readJson(response);
  // A read cut off mid-body brought nothing, and may simply be asked again: an empty success would
  // pass for the data itself. A cut-off change keeps its status, since the server has acted on it
  // and asking again would act twice; so does a refusal, whose status says enough.
  if (data === undefined && response.ok && method === 'GET') {
    return { kind: 'network', ok: false, status: 0, data: null };
  }
  if (response.ok) return { kind: 'ok', ok: true, status: response.status, data: data ?? {} };
  const body = data && typeof data === 'object' ? (data as ApiErrorBody) : {};
  return { kind: 'error', ok: false, status: response.status, data: body };
}

/**
 * The sentence to show for a failed call: the field the specification names first, then the
 * other two names of the same sentence, else the page's fallback; `network` when unreachable.
 */
export function errorText(
  result: ApiResult<unknown>,
  field: 'msg' | 'error' | 'message',
  fallback: string,
  network: string,
): string {
  if (result.kind === 'network') return network;
  if (result.kind === 'ok') return fallback;
  const body = result.data;
  const pick = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  return pick(body[field]) ?? pick(body.msg) ?? pick(body.message) ?? pick(body.error) ?? fallback;
}

/** Per-field validation messages of an error answer, keyed by field name. */
export function fieldErrors(result: ApiResult<unknown>): Record<string, string> {
  if (result.kind !== 'error' || !Array.isArray(result.data.errors)) return {};
  const out: Record<string, string> = {};
  for (const item of result.data.errors) {
    if (item && typeof item.field === 'string' && !out[item.field]) out[item.field] = item.message;
  }
  return out;
}
