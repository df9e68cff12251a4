import type { Request } from 'express';

/** The value of one cookie of the request, or undefined. */
export function cookieValue(req: Pick<Request, 'headers'>, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether the site is served over https (cookies then get the __Host- prefix and Secure). */
export function isHttps(config: { appUrl: string }): boolean {
  return config.appUrl.startsWith('https:');
}
