import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { LoginDto, SignupRequestDto } from '../auth/dto/auth.dto';
import { ContactDto } from '../contact/contact.dto';

async function check<T extends object>(type: new () => T, body: object) {
  const dto = plainToInstance(type, body);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  return { dto, messages: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
}

describe('DTO fields', () => {
  it('trims and lower-cases e-mail addresses, trims names, never trims passwords', async () => {
    const { dto, messages } = await check(SignupRequestDto, {
      name: '  Asha  ',
      email: '  Asha@Example.ORG ',
      password: '  spaced secret  ',
    });
    expect(messages).toEqual([]);
    expect(dto).toMatchObject({
      name: 'Asha',
      email: 'asha@example.org',
      password: '  spaced secret  ',
    });
  });

  it('gives sentences for bad values', async () => {
    const { messages } = await check(SignupRequestDto, {
      name: 'A\u0007',
      email: 'nope',
      password: '12345',
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        'The name contains characters that are not allowed.',
        'Please enter a valid e-mail address.',
        'Password must be at least 6 characters long.',
      ]),
    );
  });

  it('accepts plain addresses only', async () => {
    for (const email of ['a.b+c@example.org', "o'brien@example.co.uk", 'x_y@sub.example.in']) {
      expect((await check(LoginDto, { email, password: 'x' })).messages).toEqual([]);
    }
    for (const email of ['"a,b"@example.org', 'ü@example.org', 'a b@example.org', 'a@b']) {
      expect((await check(LoginDto, { email, password: 'x' })).messages).toContain(
        'Please enter a valid e-mail address.',
      );
    }
  });

  it('does not apply the new-password rules to sign-in', async () => {
    expect((await check(LoginDto, { email: 'a@b.co', password: '123456' })).messages).toEqual([]);
    expect((await check(LoginDto, { email: 'a@b.co', password: '' })).messages).toHaveLength(1);
  });

  it('allows line breaks but no other control characters in contact messages', async () => {
    const base = { name: 'A', email: 'a@b.co' };
    expect((await check(ContactDto, { ...base, message: 'a\r\n\tb' })).messages).toEqual([]);
    expect((await check(ContactDto, { ...base, message: 'a\u0000b' })).messages).toHaveLength(1);
    expect((await check(ContactDto, { ...base, message: 'x'.repeat(5001) })).messages).toEqual([
      'Please write a message of 1 to 5,000 characters.',
    ]);
  });

  it('refuses what a page cannot carry (noncharacters, C1 controls, lone surrogates), keeps the rest', async () => {
    const base = { name: 'A', email: 'a@b.co' };
    for (const bad of ['a\u{10FFFF}', 'a\uFFFE', 'a\uFDD0', 'a\u0085', 'a\uD800b', 'b\uDC00']) {
      expect((await check(ContactDto, { ...base, message: bad })).messages).toEqual([
        'The message contains characters that are not allowed.',
      ]);
      expect(
        (await check(ContactDto, { ...base, name: bad, message: 'hi' })).messages,
      ).toHaveLength(1);
    }
    for (const good of [
      'ॐ तत् सत् 🙏',
      'Śaṅkara’s “Vivekacūḍāmaṇi”',
      '\u{1F9D8}\u200D\u2640\uFE0F',
    ]) {
      expect((await check(ContactDto, { ...base, name: good, message: good })).messages).toEqual(
        [],
      );
    }
  });

  it('stores one form of an address: NFC, lower case, punycode domain', async () => {
    for (const email of [
      'alice@exämple.com',
      'alice@exa\u0308mple.com',
      'ALICE@xn--exmple-cua.com',
    ]) {
      const { dto, messages } = await check(LoginDto, { email, password: 'x' });
      expect(messages).toEqual([]);
      expect(dto.email).toBe('alice@xn--exmple-cua.com');
    }
  });

  it('refuses invisible characters in any e-mail field with one clear sentence', async () => {
    for (const email of [
      'alice@exa\u200bmple.com',
      'al\u200dice@example.com',
      'alice@example.com\u2060',
    ]) {
      const login = await check(LoginDto, { email, password: 'x' });
      expect(login.messages[0]).toMatch(/invisible characters/);
      const contact = await check(ContactDto, { name: 'A', email, message: 'Hello' });
      expect(contact.messages).toContainEqual(expect.stringMatching(/invisible characters/));
    }
  });
});
