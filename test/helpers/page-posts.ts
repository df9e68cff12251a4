import request from 'supertest';

/**
 * Forms posted natively (no JavaScript) as a browser sends them from one of the site's own pages:
 * same-origin headers and the form cookie a page set (docs/decisions/0070-cross-site-form-posts.md).
 * Call `loadCookie()` once the app is up; `sameOrigin(extra)` adds a cookie such as the session's.
 */
export function pagePosts(base: () => string) {
  let formCookie = '';
  return {
    async loadCookie(): Promise<void> {
      const page = await request(base()).get('/contact').expect(200);
      formCookie = String(page.headers['set-cookie']?.[0]).split(';')[0];
    },
    sameOrigin: (extra = '') => ({
      Origin: base(),
      'Sec-Fetch-Site': 'same-origin',
      Cookie: [formCookie, extra].filter(Boolean).join('; '),
    }),
    post: (path: string, headers: Record<string, string>) =>
      request(base()).post(path).set(headers).type('form'),
  };
}
