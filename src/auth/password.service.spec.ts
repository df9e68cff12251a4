import { isCommonPassword } from '../common/common-passwords';
import { PasswordService } from './password.service';

describe('PasswordService', () => {
  const passwords = new PasswordService();

  beforeAll(() => passwords.onModuleInit());

  it('hashes with argon2id, m=19456 KiB, t=2, p=1, and verifies', async () => {
    const started = performance.now();
    const hash = await passwords.hash('Ganga-Tulsi-1957');
    const elapsed = performance.now() - started;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await passwords.verify(hash, 'Ganga-Tulsi-1957')).toBe(true);
    expect(await passwords.verify(hash, 'ganga-tulsi-1957')).toBe(false);
    console.log(`argon2id hash: ${elapsed.toFixed(1)} ms`);
  });

  it('spends a real verification when there is no hash, and says no', async () => {
    await passwords.verify(null, 'warm-up');
    const started = performance.now();
    expect(await passwords.verify(null, 'anything')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
    expect(await passwords.verify('not-a-hash', 'anything')).toBe(false);
  });
});

describe('common passwords', () => {
  it('refuses the maintained list, case-insensitively', () => {
    for (const p of ['123456', 'password', 'qwerty123', 'iloveyou', 'PASSWORD1', 'Dragon']) {
      expect(isCommonPassword(p)).toBe(true);
    }
    for (const p of ['Ganga-Tulsi-1957', 'Kashi-Sarnath-2024', 'ट्टऋ१२३४५']) {
      expect(isCommonPassword(p)).toBe(false);
    }
  });
});
