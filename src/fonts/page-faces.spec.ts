import { randomBytes } from 'node:crypto';
import {
  characterBits,
  charactersOfBits,
  devanagariCharacters,
  faceVersion,
} from './devanagari-characters';
import { charactersOfFaceFile, pageFaceAddress, pageFaceKey, pageFaceStyle } from './page-faces';

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

  it('serves only addresses the server signed', () => {
    const characters = devanagariCharacters('साधनपञ्चकम्');
    const file = fileOf(pageFaceAddress(characters, key));
    expect(charactersOfFaceFile(file, key)).toBe(characters);
    const other = pageFaceKey('another secret');
    expect(charactersOfFaceFile(file, other)).toBe('');
    // Another set of characters under the same signature.
    const [bits, rest] = file.split('.', 2);
    const forged = `${characterBits(devanagariCharacters('क'))}.${rest}.woff2`;
    expect(charactersOfFaceFile(forged, key)).toBe('');
    expect(charactersOfFaceFile(`${bits}.short.woff2`, key)).toBe('');
    expect(charactersOfFaceFile('../../etc/passwd', key)).toBe('');
  });

  it('declares the cut for the page’s head, or nothing when the page has no Devanāgarī', () => {
    expect(pageFaceStyle('<p>Only Latin, and IAST: ātman</p>', key)).toBe('');
    const style = pageFaceStyle('<p lang="sa">ॐ</p>', key);
    expect(style).toMatch(
      /^<style>@font-face\{font-family:'Noto Serif Devanagari';.*src:url\(\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.woff2\)/,
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
