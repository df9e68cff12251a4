import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'pragya-env-'));

describe('loadConfig', () => {
  it('serves with no configuration at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.google).toBeUndefined();
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
    [{ NODE_ENV: 'production' }, /^JWT_SECRET is required when NODE_ENV=production/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /^GOOGLE_CLIENT_SECRET must be set/],
    [{ CONTACT_INBOX: 'nobody' }, /^CONTACT_INBOX must be an e-mail address/],
    [{ PUBLIC_PHONE: 'call us' }, /^PUBLIC_PHONE must be a phone number/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
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
});
