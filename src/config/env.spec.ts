import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, validateAppConfig } from './env';

const SECRET = 'a-production-secret-of-32-characters!';
const dataDir = () => mkdtempSync(join(tmpdir(), 'pragya-env-'));

describe('loadConfig', () => {
  it('serves with no configuration at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // Derived from the JWT secret under a label of its own: a key, never the secret itself.
    expect(Buffer.from(config.encryptionKey, 'base64')).toHaveLength(32);
    expect(config.encryptionKey).not.toContain(config.jwtSecret.slice(0, 8));
    expect(config.google).toBeUndefined();
    expect(config.shutdownDelayMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
    expect(config.mailClaimMs).toBe(30_000);
  });

  it('keeps the generated JWT secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'not-a-url' }, /^DATABASE_URL must be a URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^DATABASE_URL must start with postgres:/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must start with smtp:/],
    [{ APP_URL: 'localhost' }, /^APP_URL must be a URL/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV must be/],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' },
      /^JWT_SECRET is required when NODE_ENV=production$/,
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: SECRET },
      /^SMTP_URL is required when NODE_ENV=production$/,
    ],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: ' ' }, /^SMTP_URL is required/],
    [
      { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail:587' },
      /^ENCRYPTION_KEY is required when NODE_ENV=production$/,
    ],
    [{ ENCRYPTION_KEY: 'too-short' }, /^ENCRYPTION_KEY must be 32 bytes written as base64 or hex/],
    [{ TRUST_PROXY: '11' }, /^TRUST_PROXY must be a whole number from 0 to 10 \(got "11"\)$/],
    [{ RENDER_CACHE: 'maybe' }, /^RENDER_CACHE must be true or false/],
    [{ REDIS_URL: 'http://cache' }, /^REDIS_URL must start with redis:/],
    [{ MAIL_FROM: 'Pragya <nobody>' }, /^MAIL_FROM must be an e-mail address/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /^GOOGLE_CLIENT_SECRET must be set/],
    [{ CONTACT_INBOX: 'nobody' }, /^CONTACT_INBOX must be an e-mail address/],
    [{ PUBLIC_PHONE: 'call us' }, /^PUBLIC_PHONE must be a phone number/],
    [{ SHUTDOWN_DELAY_MS: '5s' }, /^SHUTDOWN_DELAY_MS must be a whole number from 0 to 60000/],
    [{ SHUTDOWN_DELAY_MS: '90000' }, /^SHUTDOWN_DELAY_MS must be a whole number from 0 to 60000/],
    [{ MAIL_CLAIM_MS: '500' }, /^MAIL_CLAIM_MS must be a whole number from 1000 to 600000/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(/^[^\n]+$/);
  });

  it('starts in production with mail, a secret, an encryption key and nothing else', () => {
    const key = randomBytes(32);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      ENCRYPTION_KEY: key.toString('hex'),
    });
    expect(config.nodeEnv).toBe('production');
    expect(Buffer.from(config.encryptionKey, 'base64')).toEqual(key);
    expect(config.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
  });

  it('never repeats a value that may hold a password', () => {
    for (const env of [
      { DATABASE_URL: 'mysql://admin:hunter2-secret@db/pragya' },
      { SMTP_URL: 'hunter2-secret' },
      { JWT_SECRET: 'hunter2-secret' },
      { ENCRYPTION_KEY: 'hunter2-secret' },
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).not.toThrow(/hunter2/);
    }
  });

  it('creates DATA_DIR private (0700) and the generated JWT secret 0600', () => {
    const dir = join(dataDir(), 'nested', 'data');
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('checks an AppConfig adjusted by hand before the app uses it', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(validateAppConfig(config)).toBe(config);
    expect(() => validateAppConfig({ ...config, port: 0 })).toThrow(/^port /);
    expect(() => validateAppConfig({ ...config, jwtSecret: 'short' })).toThrow(/^jwtSecret /);
  });

  it('trims a trailing slash from APP_URL and fills in Google endpoints', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_URL: 'https://pragyatrust.com/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
    });
    expect(config.appUrl).toBe('https://pragyatrust.com');
    expect(config.google?.tokenUrl).toBe('http://127.0.0.1:9000/token');
    expect(config.google?.authUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  });

  it('reads the metrics settings and keeps their port off the public one', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_TOKEN: 'a-metrics-token-of-24-chars',
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      metricsToken: 'a-metrics-token-of-24-chars',
      metricsPort: 9464,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /^METRICS_TOKEN must be at least 24 characters long$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /^METRICS_PORT must differ from PORT/,
    );
  });
});
