import { hasFormatCharacters, normaliseEmail } from './email-address';

describe('normaliseEmail', () => {
  it('gives one form for the NFC, NFD, punycode and upper-case spellings of a domain', () => {
    const forms = [
      'alice@exämple.com',
      'alice@exa\u0308mple.com',
      'alice@xn--exmple-cua.com',
      ' Alice@EXÄMPLE.com ',
    ];
    expect(new Set(forms.map(normaliseEmail))).toEqual(new Set(['alice@xn--exmple-cua.com']));
  });

  it('leaves plain addresses as they are, lower-cased', () => {
    expect(normaliseEmail('Asha.Devi+x@Example.ORG')).toBe('asha.devi+x@example.org');
  });

  it('does not let UTS-46 silently drop invisible characters', () => {
    const sneaky = 'alice@exa\u200bmple.com';
    expect(hasFormatCharacters(normaliseEmail(sneaky))).toBe(true);
    expect(hasFormatCharacters('al\u00adice@example.com')).toBe(true);
    expect(hasFormatCharacters('alice@example.com')).toBe(false);
  });
});
