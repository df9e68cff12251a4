import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The validated configuration the whole server reads; nothing else touches process.env. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactInbox: string;
  jwtSecret: string;
  google?: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
  };
  trustProxy: number;
  redisUrl?: string;
  /** The trust's public phone and e-mail, shown on the pages. */
  publicContact: { phone?: string; email: string };
  /** Reuse the rendered HTML of pages that are the same for every visitor. */
  renderCache: boolean;
}

/** Thrown for a configuration value that cannot be used; its message names the variable. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Every variable the app reads, with whether a production deployment must set it. */
export const CONFIG_VARIABLES: ReadonlyArray<{ name: string; requiredInProduction: boolean }> = [
  { name: 'NODE_ENV', requiredInProduction: true },
  { name: 'PORT', requiredInProduction: false },
  { name: 'APP_URL', requiredInProduction: true },
  { name: 'DATA_DIR', requiredInProduction: false },
  { name: 'DATABASE_URL', requiredInProduction: true },
  { name: 'SMTP_URL', requiredInProduction: true },
  { name: 'MAIL_FROM', requiredInProduction: true },
  { name: 'CONTACT_INBOX', requiredInProduction: true },
  { name: 'JWT_SECRET', requiredInProduction: true },
  { name: 'GOOGLE_CLIENT_ID', requiredInProduction: false },
  { name: 'GOOGLE_CLIENT_SECRET', requiredInProduction: false },
  { name: 'GOOGLE_AUTH_URL', requiredInProduction: false },
  { name: 'GOOGLE_TOKEN_URL', requiredInProduction: false },
  { name: 'GOOGLE_USERINFO_URL', requiredInProduction: false },
  { name: 'TRUST_PROXY', requiredInProduction: false },
  { name: 'REDIS_URL', requiredInProduction: false },
  { name: 'PUBLIC_PHONE', requiredInProduction: true },
  { name: 'PUBLIC_EMAIL', requiredInProduction: true },
  { name: 'RENDER_CACHE', requiredInProduction: false },
];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new ConfigError(`${name} must be an e-mail address (got "${value}")`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

function phone(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^\+?[\d\s()-]{6,20}$/.test(value)) {
    throw new ConfigError(
      `${name} must be a phone number such as +91 542 123 4567 (got "${value}")`,
    );
  }
  return value;
}

/** Reads the JWT secret kept in the data folder, creating it on first use. */
function storedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function nodeEnv(env: Env): AppConfig['nodeEnv'] {
  const value = text(env, 'NODE_ENV') ?? 'development';
  if (value !== 'development' && value !== 'production' && value !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${value}")`);
  }
  return value;
}

function jwtSecret(env: Env, mode: AppConfig['nodeEnv'], dataDir: string): string {
  const value = text(env, 'JWT_SECRET');
  if (value === undefined) {
    if (mode === 'production')
      throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    return storedJwtSecret(dataDir);
  }
  if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  return value;
}

function google(env: Env): AppConfig['google'] {
  const clientId = text(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = text(env, 'GOOGLE_CLIENT_SECRET');
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `${clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'} must be set together with the other Google setting`,
    );
  }
  const web = ['https:', 'http:'];
  return {
    clientId,
    clientSecret,
    authUrl: url(env, 'GOOGLE_AUTH_URL', web) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: url(env, 'GOOGLE_TOKEN_URL', web) ?? 'https://oauth2.googleapis.com/token',
    userInfoUrl:
      url(env, 'GOOGLE_USERINFO_URL', web) ?? 'https://openidconnect.googleapis.com/v1/userinfo',
  };
}

/** Validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const mode = nodeEnv(env);
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = resolve(text(env, 'DATA_DIR') ?? '.data');
  const appUrl = (url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  return {
    nodeEnv: mode,
    port,
    appUrl,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Pragya Trust <no-reply@pragyatrust.com>'),
    contactInbox: email(env, 'CONTACT_INBOX', 'contact@pragyatrust.com'),
    jwtSecret: jwtSecret(env, mode, dataDir),
    google: google(env),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    renderCache: flag(env, 'RENDER_CACHE', true),
    publicContact: {
      phone: phone(env, 'PUBLIC_PHONE'),
      email: email(env, 'PUBLIC_EMAIL', 'contact@pragyatrust.com'),
    },
  };
}

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
