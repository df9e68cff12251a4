import type { IncomingMessage } from 'node:http';
import type { OAuth2Server } from 'oauth2-mock-server' with { 'resolution-mode': 'import' };

/** What the mock provider's user-info endpoint answers next. */
export interface MockProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/**
 * oauth2-mock-server on 127.0.0.1 standing in for Google: /authorize, /token and /userinfo, set
 * through GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL. `profile` is what userinfo
 * answers; `authorizeError` makes /authorize send the user back with ?error=… instead of a code.
 */
export class MockGoogle {
  profile: MockProfile = { sub: 'google-1', email_verified: true };
  authorizeError?: string;
  /** The token requests the app made (form fields), newest last. */
  readonly tokenRequests: Array<Record<string, string>> = [];

  constructor(private readonly server: OAuth2Server) {
    server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
      response.body = { ...this.profile };
      response.statusCode = 200;
    });
    server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      if (!this.authorizeError) return;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', this.authorizeError);
    });
    server.service.on(
      'beforeResponse',
      (_response: unknown, req: IncomingMessage & { body?: Record<string, string> }) => {
        if (req.body) this.tokenRequests.push({ ...req.body });
      },
    );
  }

  get issuer(): string {
    return this.server.issuer.url!;
  }

  /** The GOOGLE_* settings that point the app at this server. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: 'pragya-test-client',
      GOOGLE_CLIENT_SECRET: 'pragya-test-secret',
      GOOGLE_AUTH_URL: `${this.issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${this.issuer}/token`,
      GOOGLE_USERINFO_URL: `${this.issuer}/userinfo`,
    };
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

export async function startMockGoogle(): Promise<MockGoogle> {
  const { OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return new MockGoogle(server);
}
