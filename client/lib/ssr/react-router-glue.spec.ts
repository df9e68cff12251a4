import {
  createBrowserRouter,
  createStaticHandler,
  data,
  isRouteErrorResponse,
  redirect,
  type StaticHandlerContext,
} from 'react-router';
import type { AppContextValue } from '../../app-context';
import { hydrationData, pageDocument, routeFailure } from './document';

/**
 * What the server glue (client/entry-server.tsx, ./document.ts) takes from React Router, on a tiny
 * route table: the data router's query, a form posted to an action, a redirect, route errors, and
 * the hydration data `createBrowserRouter` reads back. A React Router upgrade that changes any of
 * it fails here, not on the first page a visitor opens.
 */
const routes = [
  {
    id: 'root',
    path: '/',
    loader: () => ({ site: 'Pragya Trust' }),
    children: [
      {
        id: 'page',
        path: 'page',
        loader: () => ({ title: 'A page', kept: { body: 'Text the HTML already shows' } }),
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData();
          const name = String(form.get('name') ?? '');
          return name
            ? redirect('/page?done=1')
            : data({ message: 'Please enter your name.' }, 400);
        },
        handle: { head: () => ({ title: 'A page', jsonLd: [{ '@type': 'WebPage' }] }) },
      },
      {
        id: 'missing',
        path: 'missing',
        loader: () => {
          throw data('Not here', { status: 404, statusText: 'Not Found' });
        },
      },
      {
        id: 'broken',
        path: 'broken',
        loader: () => {
          throw new Error('the database went away');
        },
      },
    ],
  },
];

const handler = createStaticHandler(routes);

async function query(path: string, init?: RequestInit): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://localhost${path}`, init), {
    requestContext: {},
  });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context;
}

/** createBrowserRouter on a stand-in window holding the page's hydration data. */
function hydratedRouter(path: string, hydration: unknown) {
  const location = { pathname: path, search: '', hash: '', href: `http://localhost${path}` };
  const stand = {
    window: {
      location,
      history: { state: null, replaceState() {}, pushState() {} },
      addEventListener() {},
      removeEventListener() {},
      __staticRouterHydrationData: hydration,
    },
    document: { defaultView: undefined as unknown },
  };
  stand.document.defaultView = stand.window;
  Object.assign(globalThis, stand);
  try {
    return createBrowserRouter(routes);
  } finally {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  }
}

describe("React Router as the server's glue uses it", () => {
  it('answers a page with its loaders’ data, its status and its matches', async () => {
    const context = await query('/page');
    expect(context.statusCode).toBe(200);
    expect(context.loaderData).toEqual({
      root: { site: 'Pragya Trust' },
      page: { title: 'A page', kept: { body: 'Text the HTML already shows' } },
    });
    expect(context.actionData).toBeNull();
    expect(context.errors).toBeNull();
    expect(context.matches.map((match) => match.route.id)).toEqual(['root', 'page']);
    expect(context.matches[1].pathname).toBe('/page');
  });

  it('sends a posted form to the action: a redirect as a Response, a refusal as action data', async () => {
    const body = 'name=Asha';
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await handler.query(
      new Request('http://localhost/page', { method: 'POST', headers, body }),
    );
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(302);
    expect((sent as Response).headers.get('Location')).toBe('/page?done=1');

    const refused = await query('/page', { method: 'POST', headers, body: 'name=' });
    expect(refused.statusCode).toBe(400);
    expect(refused.actionData).toEqual({ page: { message: 'Please enter your name.' } });
  });

  it('keeps a thrown 4xx as a route error response and an exception as an error', async () => {
    const missing = await query('/missing');
    expect(missing.statusCode).toBe(404);
    // Without a boundary of its own, the error is kept at the root's (the site's pages do the same).
    expect(isRouteErrorResponse(missing.errors?.root)).toBe(true);
    expect(routeFailure(missing)).toBeUndefined();

    const broken = await query('/broken');
    expect(broken.statusCode).toBe(500);
    expect(routeFailure(broken)).toMatchObject({ message: 'the database went away' });
  });

  it('hydrates the browser router from the data the page carries, errors revived', async () => {
    const page = hydratedRouter(
      '/page',
      JSON.parse(JSON.stringify(hydrationData(await query('/page')))),
    );
    expect(page.state.initialized).toBe(true);
    // The text the HTML already shows is not sent again (client/lib/kept.tsx).
    expect(page.state.loaderData.page).toEqual({ title: 'A page' });

    const missing = hydratedRouter(
      '/missing',
      JSON.parse(JSON.stringify(hydrationData(await query('/missing')))),
    );
    const error = missing.state.errors?.root;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, data: 'Not here' });

    const broken = hydratedRouter(
      '/broken',
      JSON.parse(JSON.stringify(hydrationData(await query('/broken')))),
    );
    // The server's message never reaches the page.
    expect((broken.state.errors?.root as Error).message).toBe('Unexpected error');
  });

  /** What the server hands a page, with the stylesheet's address where the page inlines its own rules. */
  const appFor = (stylesheet?: string) =>
    ({
      appUrl: 'http://localhost',
      assets: {
        entry: '/assets/entry.js',
        preload: [],
        inlineStyles: true,
        ...(stylesheet ? { stylesheet } : {}),
      },
      contact: { email: 'info@example.org' },
    }) as unknown as AppContextValue;

  it('puts the hydration data where the client reads it, and the start script after it', async () => {
    const context = await query('/page');
    const app = appFor();
    const html = pageDocument({
      body: "<html><head><title>A page</title></head><body><main>$' text</main></body></html>",
      app,
      context,
      assets: { entry: '/assets/entry.js', preload: [], routes: {}, styles: 'main{color:navy}' },
      jsonLd: [{ '@type': 'WebPage' }],
    });
    expect(html.startsWith('<!DOCTYPE html><html><head><title>A page</title><script nonce=')).toBe(
      true,
    );
    expect(html).toContain('<style>main{color:navy}</style>');
    expect(html).toContain("<main>$' text</main>");
    const script =
      /<script nonce="__CSP_NONCE__">window\.__APP__=(.*?);window\.__staticRouterHydrationData=(.*?);\(function startClient\(/.exec(
        html,
      );
    expect(script).not.toBeNull();
    expect(JSON.parse(script![1])).toEqual(app);
    expect(JSON.parse(script![2])).toEqual(hydrationData(context));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('inlines a page’s own rules in place of the whole sheet, which scripts-off visitors link', async () => {
    const context = await query('/page');
    const app = appFor('/assets/app.css');
    const html = pageDocument({
      body: '<html><head><title>A page</title></head><body><main>text</main></body></html>',
      app,
      context,
      assets: {
        entry: '/assets/entry.js',
        preload: [],
        routes: {},
        styles: 'main{color:navy}.x{}',
      },
      jsonLd: [],
      ownStyles: { text: 'main{color:navy}', href: '/assets/app.css' },
    });
    expect(html).toContain(
      '<style>main{color:navy}</style><noscript><link rel="stylesheet" href="/assets/app.css"></noscript>',
    );
    expect(html).not.toContain('.x{}');
  });
});
