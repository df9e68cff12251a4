import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { deriveEncryptionKey, parseKey } from '../common/encryption';
import { normaliseEmail } from '../common/email-address';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './data-dir';

/**
 * The configuration the whole server reads, as the app validates it (also when a caller builds or
 * adjusts it by hand before createApp): nothing else touches process.env.
 */
export const appConfigSchema = z.object({
  nodeEnv: z.enum(['development', 'production', 'test']),
  port: z.number().int().min(1).max(65535),
  appUrl: z.url({ protocol: /^https?$/ }),
  dataDir: z.string().min(1),
  databaseUrl: z.string().optional(),
  smtpUrl: z.string().optional(),
  mailFrom: z.string(),
  contactInbox: z.string(),
  jwtSecret: z.string().min(32),
  google: z
    .object({
      clientId: z.string(),
      clientSecret: z.string(),
      authUrl: z.url(),
      tokenUrl: z.url(),
      userInfoUrl: z.url(),
    })
    .optional(),
  trustProxy: z.number().int().min(0).max(10),
  redisUrl: z.string().optional(),
  /** The trust's public phone and e-mail, shown on the pages. */
  publicContact: z.object({ phone: z.string().optional(), email: z.string() }),
  /** Reuse the rendered HTML of pages that are the same for every visitor. */
  renderCache: z.boolean(),
  /** Bearer token for /metrics on the main port; without it (and without a port) /metrics is 404. */
  metricsToken: z.string().optional(),
  /** A separate listener for /metrics, on every interface, for the cluster's scraper. */
  metricsPort: z.number().int().min(1).max(65535).optional(),
  /** The 32-byte AES-256-GCM key for secrets kept readable (authenticator apps), base64. */
  encryptionKey: z
    .string()
    .refine((value) => parseKey(value) !== null, { error: 'must be 32 bytes as base64' }),
  /** How many list mails (announcements) all processes together send per minute. */
  mailRatePerMinute: z.number().int().min(1).max(100000),
  /**
   * How long a process's claim on an announcement mail or an event reminder holds, renewed while
   * the mail is at the SMTP server: what a killed process's mails wait before another sends them.
   */
  mailClaimMs: z.number().int().min(1000).max(600_000),
  /** Addresses (normalised) whose accounts become admins once the address is verified. */
  adminEmails: z.array(z.string()),
  /** How long the process keeps serving after SIGTERM, reporting not ready (docs/decisions/0053). */
  shutdownDelayMs: z.number().int().min(0).max(60_000),
  siteRevisionPollMs: z.number().int().min(100).max(60_000),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Thrown for a configuration value that cannot be used; its message is one line naming the variable. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Quotes a value in an error message; secrets (URLs with passwords, keys) are never echoed. */
const got = (issue: { input?: unknown }) => ` (got "${String(issue.input)}")`;

/** An unset or blank variable counts as not set, so `FOO=` in an env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    schema.optional(),
  );

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, {
      error: (issue) => `must be a whole number from ${min} to ${max}${got(issue)}`,
    })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max}${got(issue)}`,
    });

/** A URL with one of `protocols`; the value itself may hold a password, so it is not repeated. */
const urlWith = (...protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** An address, alone or as `Name <address>`. */
const mailbox = z
  .string()
  .refine((value) => z.email().safeParse(/<([^>]+)>\s*$/.exec(value)?.[1] ?? value).success, {
    error: (issue) => `must be an e-mail address${got(issue)}`,
  });

/** Comma-separated addresses, each stored in the one form accounts use (docs/decisions/0031). */
const adminEmailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((address) => z.email().safeParse(address).success), {
    error: (issue) =>
      `must be e-mail addresses separated by commas${got({ input: (issue.input as string[]).find((a) => !z.email().safeParse(a).success) })}`,
  })
  .transform((list) => [...new Set(list.map(normaliseEmail))]);

const phone = z.string().regex(/^\+?[\d\s()-]{6,20}$/, {
  error: (issue) => `must be a phone number such as +91 542 123 4567${got(issue)}`,
});

/**
 * Every variable the app reads. Blank counts as unset; defaults that depend on other variables
 * (APP_URL from PORT, the generated JWT secret) are filled in by the transform below.
 */
const variables = {
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: (issue) => `must be development, production or test${got(issue)}`,
    }),
  ).default('development'),
  PORT: optional(wholeNumber(1, 65535)).default(3000),
  APP_URL: optional(
    z.url({ protocol: /^https?$/, error: (issue) => `must be a URL${got(issue)}` }),
  ),
  DATA_DIR: optional(z.string()).default('.data'),
  DATABASE_URL: optional(urlWith('postgres:', 'postgresql:')),
  SMTP_URL: optional(urlWith('smtp:', 'smtps:')),
  MAIL_FROM: optional(mailbox).default('Pragya Trust <no-reply@pragyatrust.com>'),
  CONTACT_INBOX: optional(mailbox).default('contact@pragyatrust.com'),
  JWT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_AUTH_URL: optional(urlWith('https:', 'http:')).default(
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  GOOGLE_TOKEN_URL: optional(urlWith('https:', 'http:')).default(
    'https://oauth2.googleapis.com/token',
  ),
  GOOGLE_USERINFO_URL: optional(urlWith('https:', 'http:')).default(
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  TRUST_PROXY: optional(wholeNumber(0, 10)).default(0),
  REDIS_URL: optional(urlWith('redis:', 'rediss:')),
  PUBLIC_PHONE: optional(phone),
  PUBLIC_EMAIL: optional(mailbox).default('contact@pragyatrust.com'),
  RENDER_CACHE: optional(
    z.stringbool({ error: (issue) => `must be true or false${got(issue)}` }),
  ).default(true),
  METRICS_TOKEN: optional(z.string().min(24, { error: 'must be at least 24 characters long' })),
  METRICS_PORT: optional(wholeNumber(1, 65535)),
  ENCRYPTION_KEY: optional(
    z.string().refine((value) => parseKey(value) !== null, {
      error: 'must be 32 bytes written as base64 or hex (openssl rand -base64 32)',
    }),
  ),
  MAIL_RATE_PER_MINUTE: optional(wholeNumber(1, 100000)).default(60),
  MAIL_CLAIM_MS: optional(wholeNumber(1000, 600000)).default(30000),
  ADMIN_EMAILS: optional(adminEmailList),
  SHUTDOWN_DELAY_MS: optional(wholeNumber(0, 60000)).default(5000),
  SITE_REVISION_POLL_MS: optional(wholeNumber(100, 60000)).default(1000),
};

/**
 * What a production deployment must set itself. Mail must go out by SMTP there: the outbox is a
 * development convenience whose log line carries live codes and links.
 */
const REQUIRED_IN_PRODUCTION = new Set([
  'NODE_ENV',
  'APP_URL',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CONTACT_INBOX',
  'JWT_SECRET',
  'PUBLIC_PHONE',
  'PUBLIC_EMAIL',
  'ENCRYPTION_KEY',
]);

/** Refused at start when NODE_ENV=production and they are missing (the others have safe defaults). */
const STOPS_PRODUCTION_WHEN_MISSING = ['SMTP_URL', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;

/** Every variable the app reads, with whether a production deployment must set it. */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; requiredInProduction: boolean }> =
  Object.keys(variables).map((name) => ({
    name,
    requiredInProduction: REQUIRED_IN_PRODUCTION.has(name),
  }));

/** Reads the JWT secret kept in the data folder, creating it on first use. */
function storedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    ensurePrivateDir(dataDir);
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), {
        mode: PRIVATE_FILE_MODE,
        flag: 'wx',
      });
    } catch (error) {
      // Another process starting at the same moment wrote it first: both use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** The whole environment, from variables to AppConfig: the one schema loadConfig and the app use. */
export const envSchema = z
  .object(variables)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      for (const name of STOPS_PRODUCTION_WHEN_MISSING) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when NODE_ENV=production',
          });
        }
      }
    }
    if (!env.GOOGLE_CLIENT_ID !== !env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google setting',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (the metrics never share the public listener)',
      });
    }
  })
  .transform((env): AppConfig => {
    const dataDir = resolve(env.DATA_DIR);
    const jwtSecret = env.JWT_SECRET ?? storedJwtSecret(dataDir);
    // Outside production an unset key is derived from the JWT secret (its own HKDF label).
    const encryptionKey = env.ENCRYPTION_KEY
      ? parseKey(env.ENCRYPTION_KEY)
      : deriveEncryptionKey(jwtSecret);
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      dataDir,
      databaseUrl: env.DATABASE_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      contactInbox: env.CONTACT_INBOX,
      jwtSecret,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              authUrl: env.GOOGLE_AUTH_URL,
              tokenUrl: env.GOOGLE_TOKEN_URL,
              userInfoUrl: env.GOOGLE_USERINFO_URL,
            }
          : undefined,
      trustProxy: env.TRUST_PROXY,
      redisUrl: env.REDIS_URL,
      renderCache: env.RENDER_CACHE,
      publicContact: { phone: env.PUBLIC_PHONE, email: env.PUBLIC_EMAIL },
      metricsToken: env.METRICS_TOKEN,
      metricsPort: env.METRICS_PORT,
      encryptionKey: (encryptionKey ?? Buffer.alloc(0)).toString('base64'),
      mailRatePerMinute: env.MAIL_RATE_PER_MINUTE,
      mailClaimMs: env.MAIL_CLAIM_MS,
      adminEmails: env.ADMIN_EMAILS ?? [],
      shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
      siteRevisionPollMs: env.SITE_REVISION_POLL_MS,
    };
  })
  .pipe(appConfigSchema);

/** One line naming the first variable (or AppConfig field) that is wrong. */
function firstProblem(error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  return new ConfigError(`${issue.path.map(String).join('.') || 'configuration'} ${issue.message}`);
}

/** Validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) throw firstProblem(result.error);
  return result.data;
}

/** Checks an AppConfig handed to createApp, which callers may have built or adjusted themselves. */
export function validateAppConfig(config: AppConfig): AppConfig {
  const result = appConfigSchema.safeParse(config);
  if (!result.success) throw firstProblem(result.error);
  // The caller's object itself, so that what the app injects is what the caller holds.
  return config;
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
