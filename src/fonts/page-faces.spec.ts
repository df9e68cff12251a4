import { randomBytes } from 'node:crypto';
import {
  characterBits,
  charactersOfBits,
  devanagariCharacters,
  faceVersion,
} from './devanagari-characters';
import { faceOfFile, pageFaceAddress, pageFaceKey, pageFaceStyle } from './page-faces';

const key = pageFaceKey(randomBytes(32).toString('base64'));
const fileOf = (address: string) => address.split('/').pop()!;

describe('a page’s cut of the Devanāgarī face', () => {
  it('takes the page’s characters in the face’s range, once each, with the dotted circle', () => {
    expect(devanagariCharacters('<p>Tattva-bodha</p>')).toBe('');
    const once = [...new Set('तत्त्वबोधः◌')].sort().join('');
    expect(devanagariCharacters('<p lang="sa">तत्त्वबोधः</p> तत्त्व')).toBe(once);
    // A rupee sign alone is drawn from the face too (the Latin faces have none).
    expect(devanagariCharacters('₹ 500')).toBe('₹◌');
  });

  it('names the characters in a bitmap that reads back only in its own spelling', () => {
    const characters = devanagariCharacters('शतश्लोकेन पण्डितः ₹');
    const bits = characterBits(characters);
    expect(bits).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(charactersOfBits(bits)).toBe(characters);
    expect(charactersOfBits('A'.repeat(38))).toBe('');
    expect(charactersOfBits(`${bits}A`)).toBe('');
    expect(charactersOfBits('not base64url!')).toBe('');
  });

  it('serves only addresses the server signed, at either weight', () => {
    const characters = devanagariCharacters('साधनपञ्चकम्');
    const file = fileOf(pageFaceAddress(characters, key));
    expect(faceOfFile(file, key)).toEqual({ characters, weights: 'variable' });
    const regular = fileOf(pageFaceAddress(characters, key, 'regular'));
    expect(regular).toBe(file.replace(/\.woff2$/, '.400.woff2'));
    expect(faceOfFile(regular, key)).toEqual({ characters, weights: 'regular' });
    const other = pageFaceKey('another secret');
    expect(faceOfFile(file, other)).toBeUndefined();
    expect(faceOfFile(regular, other)).toBeUndefined();
    // Another set of characters under the same signature; a weight the server never names.
    const [bits, rest] = file.split('.', 2);
    const forged = `${characterBits(devanagariCharacters('क'))}.${rest}.woff2`;
    expect(faceOfFile(forged, key)).toBeUndefined();
    expect(faceOfFile(`${bits}.${rest}.700.woff2`, key)).toBeUndefined();
    expect(faceOfFile(`${bits}.short.woff2`, key)).toBeUndefined();
    expect(faceOfFile('../../etc/passwd', key)).toBeUndefined();
  });

  it('declares the cut for the page’s head, or nothing when the page has no Devanāgarī', () => {
    expect(pageFaceStyle('<p>Only Latin, and IAST: ātman</p>', key)).toBe('');
    const style = pageFaceStyle('<p lang="sa">ॐ</p>', key);
    expect(style).toMatch(
      /^<style>@font-face\{font-family:'Noto Serif Devanagari';.*font-weight:400 800;src:url\(\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.woff2\)/,
    );
    // Then the regular cut, declared last so that text at 400 takes it alone.
    expect(style).toMatch(
      /\}@font-face\{[^}]*font-weight:400;src:url\(\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.400\.woff2\) format\('woff2'\);[^}]*\}<\/style>$/,
    );
    // The same characters always get the same address (pages are cached; replicas agree).
    expect(pageFaceStyle('<p>ॐ</p>', key)).toBe(style);
    // The renderer is told the characters it named, to start their cut before it is asked for.
    const named: string[] = [];
    pageFaceStyle('<p>ॐ</p>', key, (characters) => named.push(characters));
    pageFaceStyle('<p>Om</p>', key, (characters) => named.push(characters));
    expect(named).toEqual(['ॐ◌']);
    expect(faceVersion('ॐ')).toMatch(/^[\w-]{12}$/);
  });
});
