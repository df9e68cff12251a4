import { AccountMail } from '../../src/auth/account-mail';
import { ContactService } from '../../src/contact/contact.service';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { signUpWithCode } from './accounts';
import { TestSmtpServer } from './smtp';
import { startTestApp, type RunningApp, type TestApp } from './test-app';

type Env = Record<string, string | undefined>;

export interface StackOptions {
  /**
   * The app's environment on top of the test defaults (and SMTP_URL). A function when a value is
   * known only once the spec's earlier beforeAll hooks have run: a mock provider, a free port.
   */
  env?: Env | (() => Env | Promise<Env>);
  /** false: no SMTP_URL, so the app writes its mail to DATA_DIR/outbox (default: a real server). */
  smtp?: boolean;
  /**
   * RateLimitPolicy.factor, for a spec that sends more requests from one address than a person
   * would; 1 (the default) where the limits themselves are tested.
   */
  rateLimitFactor?: number;
}

/** The app under test and its SMTP server, running from the describe block's beforeAll on. */
export interface Stack extends RunningApp {
  /**
   * The SMTP server the app sends through. Made when useStack is called (listening from
   * beforeAll), so a spec may keep it in a const while describing.
   */
  readonly smtp: TestSmtpServer;
  /** A verified, signed-in account made as the sign-up form makes it (signUpWithCode). */
  signUp(
    email: string,
    password: string,
    name?: string,
  ): Promise<{ token: string; user: Record<string, unknown> }>;
  /**
   * Resolves once the app has no mail left to send: the work after the answers (AccountMail) and
   * the contact messages being sent or retried (ContactService). Mail sent inside a request is in
   * smtp.messages by the time its answer is. So after this, a mail that is not there was never
   * sent, which a fixed wait could only make likely.
   */
  drainMail(): Promise<void>;
}

/**
 * Starts an SMTP server on loopback and the app sending through it in beforeAll, and closes both
 * in afterAll, of the describe block it is called in. A spec's own beforeAll hooks declared after
 * the call run once the app is up (jest runs hooks in the order they are declared).
 */
export function useStack(options: StackOptions = {}): Stack {
  const smtp = options.smtp === false ? undefined : new TestSmtpServer();
  let running: TestApp | undefined;

  const inbox = (): TestSmtpServer => {
    if (!smtp) throw new Error('This stack has no SMTP server (useStack({ smtp: false }))');
    return smtp;
  };
  const started = (): TestApp => {
    // A field read while describing would be undefined and fail far from here.
    if (!running) throw new Error('The stack starts in beforeAll: use it in hooks and tests');
    return running;
  };

  beforeAll(async () => {
    await smtp?.start();
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    running = await startTestApp({ ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env });
    if (options.rateLimitFactor !== undefined) {
      running.app.get(RateLimitPolicy).factor = options.rateLimitFactor;
    }
  });

  afterAll(async () => {
    await running?.close();
    running = undefined;
    await smtp?.stop();
  });

  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get url() {
      return started().url;
    },
    get smtp() {
      return inbox();
    },
    signUp(email, password, name) {
      return signUpWithCode(started().url, inbox(), email, password, name);
    },
    async drainMail() {
      const { app } = started();
      await Promise.all([app.get(AccountMail).idle(), app.get(ContactService).idle()]);
    },
  };
}
