import type { paths } from './api-types';

/**
 * The API's calls typed by path and method from the OpenAPI document (client/lib/api-types.ts):
 * an address a page writes is matched to the path the server declares, so the body and the answer
 * come from the document rather than from a copy beside the page.
 */

/** The document also describes the pages, feeds and robots.txt; the client calls only `/api/…`. */
export type ApiPathKey = Extract<keyof paths, `/api/${string}`>;

/** `/api/events/{slug}` as the addresses it stands for: `/api/events/${string}`. */
type Template<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Template<Tail>}`
  : Path;

/** The addresses of one path: its parameters filled in, with or without a query string. */
type Address<Key extends ApiPathKey> = Template<Key> | `${Template<Key>}?${string}`;

/** Every address a call may name. */
export type ApiAddress = { [Key in ApiPathKey]: Address<Key> }[ApiPathKey];

/** The paths whose addresses include `Written`'s. */
type Matches<Written extends string> = {
  [Key in ApiPathKey]: [Written] extends [Address<Key>] ? Key : never;
}[ApiPathKey];

/**
 * Of the paths an address matches, the one no other is narrower than: `/api/events/mine` is its
 * own path, not a slug of `/api/events/{slug}`, as the server's router decides.
 */
type MostSpecific<Found extends ApiPathKey> = {
  [Key in Found]: true extends NarrowerThan<Exclude<Found, Key>, Key> ? never : Key;
}[Found];

type NarrowerThan<Other extends ApiPathKey, Key extends ApiPathKey> = Other extends Other
  ? Template<Other> extends Template<Key>
    ? true
    : never
  : never;

/** The path of the document an address written at a call site stands for (each, for a union). */
export type ApiPathOf<Written extends string> = Written extends Written
  ? MostSpecific<Matches<Written>>
  : never;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods the document gives a path (`get?: never` where it has none). */
export type ApiMethodOf<Written extends string> = {
  [Method in ApiMethod]: paths[ApiPathOf<Written>][Lowercase<Method>] extends undefined
    ? never
    : Method;
}[ApiMethod];

type Operation<Written extends string, Method extends ApiMethod> = NonNullable<
  paths[ApiPathOf<Written>][Lowercase<Method>]
>;

type JsonBody<Called> = [NonNullable<Called>] extends [never]
  ? never
  : NonNullable<Called> extends { content: { 'application/json': infer Body } }
    ? Body
    : never;

/**
 * A field the document leaves open (a WebAuthn answer) takes any object: the browser's types for
 * it are interfaces, which TypeScript does not let stand for an index signature.
 */
type OpenFieldsTakeObjects<Body> = {
  [Field in keyof Body]: Record<string, unknown> extends Body[Field] ? object : Body[Field];
};

/** The JSON body the document gives a call, else none. */
export type ApiBody<Written extends string, Method extends ApiMethod> = OpenFieldsTakeObjects<
  JsonBody<Operation<Written, Method>['requestBody']>
>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

/**
 * The `data` of a call's ok answer: its 2xx JSON answer in the document. A call without one
 * (204, a CSV) reads nothing from it; `api()` gives `{}` there.
 */
export type ApiAnswer<Written extends string, Method extends ApiMethod> =
  Operation<Written, Method> extends { responses: infer Responses }
    ? Responses[Extract<keyof Responses, SuccessStatus>] extends infer Ok
      ? Ok extends { content: { 'application/json': infer Json } }
        ? Json
        : unknown
      : never
    : never;

/** What a call sends: its method, when it is not a GET, and the body the document gives it. */
export type ApiSend<Written extends string, Method extends ApiMethod> = {
  method?: Method;
} & ([ApiBody<Written, Method>] extends [never]
  ? { body?: undefined }
  : undefined extends Operation<Written, Method>['requestBody']
    ? { body?: ApiBody<Written, Method> }
    : { body: ApiBody<Written, Method> });

/**
 * A GET may leave its options out; any other call names its method (the path alone does not say
 * which of its methods is meant, and a body alone would not make a PATCH).
 */
export type ApiArgs<Written extends string, Method extends ApiMethod, Options> = ['GET'] extends [
  Method,
]
  ? [options?: ApiSend<Written, Method> & Options]
  : [options: ApiSend<Written, Method> & { method: Method } & Options];

/** The method a call without one means: GET, where the path has it. */
export type DefaultMethod<Written extends string> = Extract<ApiMethodOf<Written>, 'GET'>;
