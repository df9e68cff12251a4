import type { LoaderFunctionArgs } from 'react-router';
import { api, type ApiResult } from './api';
import type { ApiPathOf } from './api-paths';
import type { Schema } from './api-schema';
import { memberApi } from './member-loader';
import { publicApi } from './public-api';

/**
 * The seam's types are checked by `tsc -p tsconfig.client.json` (npm run lint): each line below
 * compiles only while the typing it names holds. The calls are built, never awaited.
 */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<Check extends true>(): Check | undefined {
  return undefined;
}
type DataOf<Call> = Call extends Promise<ApiResult<infer Data>> ? Data : never;

function typings(slug: string, id: string, args: LoaderFunctionArgs) {
  // @ts-expect-error a path the API does not have
  void api('/api/nothing-here');
  // @ts-expect-error a method the path does not have
  void api('/api/contact', { method: 'PATCH', body: {} });
  // @ts-expect-error a POST only path called without its method
  void api('/api/auth/logout');
  // @ts-expect-error a body the document does not give
  void api('/api/practice/sessions', { method: 'POST', body: { nothing: true } });
  // @ts-expect-error a GET sends no body
  void api('/api/auth/me', { body: { x: 1 } });

  const me = api('/api/auth/me', { auth: true });
  expectType<Equal<DataOf<typeof me>, Schema<'UserResponse'>>>();
  const run = api(`/api/admin/courses/${slug}/runs/${id}`, { method: 'PATCH', body: {} });
  expectType<Equal<DataOf<typeof run>, Schema<'AdminCourseRunView'>>>();
  const messages = api(`/api/admin/messages?page=${id}`);
  expectType<Equal<DataOf<typeof messages>, Schema<'AdminMessagesPage'>>>();
  const event = api(`/api/events/${slug}`);
  expectType<Equal<DataOf<typeof event>, Schema<'EventDetail'>>>();
  const mine = api('/api/events/registrations/mine');
  expectType<Equal<DataOf<typeof mine>, Schema<'MyRegistrationView'>[]>>();
  void [me, run, messages, event, mine];

  // The loaders' wrappers take the same paths.
  // @ts-expect-error a path the API does not have
  void memberApi(args, '/api/users/nobody');
  // @ts-expect-error publicApi sends GET or POST only
  void publicApi(args, `/api/interest/${slug}`, { method: 'DELETE' });
  const articles = publicApi(args, '/api/articles?page=2');
  expectType<Equal<DataOf<typeof articles>, Schema<'ArticleListView'>>>();
  void articles;

  // A literal path before a template it also matches; the longer template before the shorter.
  expectType<
    Equal<ApiPathOf<'/api/events/registrations/mine'>, '/api/events/registrations/mine'>
  >();
  expectType<Equal<ApiPathOf<`/api/events/${string}`>, '/api/events/{slug}'>>();
  expectType<
    Equal<
      ApiPathOf<`/api/admin/events/${string}/registrations`>,
      '/api/admin/events/{id}/registrations'
    >
  >();
  expectType<Equal<ApiPathOf<'/api/admin/media/albums'>, '/api/admin/media/albums'>>();
}

describe('the typed seam', () => {
  it('is checked by the compiler', () => {
    expect(typeof typings).toBe('function');
  });
});
