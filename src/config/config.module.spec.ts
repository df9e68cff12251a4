import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigService } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { ConfigModule, type AppConfigService } from './config.module';
import { APP_CONFIG, ConfigError, loadConfig } from './env';

describe('ConfigModule', () => {
  const config = () =>
    loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pragya-config-')),
      PORT: '4123',
      JWT_SECRET: 'config-module-secret-0123456789abcdef',
    });

  it('serves the given AppConfig as APP_CONFIG and through a typed ConfigService', async () => {
    const given = config();
    const envBefore = { ...process.env };
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(given)],
    }).compile();
    expect(module.get(APP_CONFIG)).toBe(given);
    const service = module.get<AppConfigService>(ConfigService);
    expect(service.get('app', { infer: true }).port).toBe(4123);
    // Nothing of the configuration (the JWT secret least of all) is copied into process.env.
    expect(process.env).toEqual(envBefore);
    await module.close();
  });

  it('refuses an AppConfig adjusted into something invalid, naming the field', async () => {
    const broken = { ...config(), appUrl: 'ftp://pragya.test' };
    await expect(
      Test.createTestingModule({ imports: [ConfigModule.forRoot(broken)] }).compile(),
    ).rejects.toThrow(ConfigError);
    await expect(
      Test.createTestingModule({ imports: [ConfigModule.forRoot(broken)] }).compile(),
    ).rejects.toThrow(/^appUrl /);
  });
});
