import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Injectable } from '@nestjs/common';

/**
 * The Devanāgarī face's own range (as @fontsource publishes it, and as the page's @font-face
 * declares it): the characters an article's face is cut to are the article's own in this range.
 */
const RANGES: Array<[number, number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/** The weights the article's styles use (body text, bold, headings). */
const WEIGHTS = { min: 400, max: 800 };

/** Faces kept in this process: the published articles' distinct character sets, bounded. */
const KEPT = 32;

const inRange = (code: number) => RANGES.some(([from, to]) => code >= from && code <= to);

/**
 * The face's characters an article writes, sorted and once each (the dotted circle always: a lone
 * vowel sign is drawn on it), or '' when it writes none.
 */
export function devanagariCharacters(text: string): string {
  const codes = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (inRange(code)) codes.add(code);
  }
  if (codes.size === 0) return '';
  codes.add(0x25cc);
  return String.fromCodePoint(...[...codes].sort((a, b) => a - b));
}

/** A short name for a set of characters: the face's address changes when they do. */
export function faceVersion(characters: string): string {
  return createHash('sha256').update(characters).digest('base64url').slice(0, 12);
}

/** `devanagari-{version}.woff2`: the file name of an article's face. */
export const faceFileName = (version: string) => `devanagari-${version}.woff2`;
const FILE = /^devanagari-([A-Za-z0-9_-]{12})\.woff2$/;
export const versionOfFile = (file: string) => FILE.exec(file)?.[1];

/**
 * An article's own cut of Noto Serif Devanagari: only the characters it writes, with every glyph
 * their conjuncts and vowel signs form (harfbuzz keeps the shaping rules' closure), weights
 * 400–800. The whole face is 127 kB; an article's verse or two needs 10–25 kB, and the largest
 * paint of an article with a verse no longer waits for the whole face
 * (docs/decisions/0187-what-the-largest-paint-counted.md).
 */
@Injectable()
export class ArticleFaces {
  private source?: Promise<Buffer>;
  private readonly kept = new Map<string, Promise<Buffer>>();

  /** The face cut to these characters; the same characters are cut once. */
  face(characters: string): Promise<Buffer> {
    const version = faceVersion(characters);
    const kept = this.kept.get(version);
    if (kept) {
      // Most recently used last, so the oldest is the one let go.
      this.kept.delete(version);
      this.kept.set(version, kept);
      return kept;
    }
    const made = this.cut(characters);
    made.catch(() => this.kept.delete(version));
    this.kept.set(version, made);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return made;
  }

  private async cut(characters: string): Promise<Buffer> {
    this.source ??= readFile(
      require.resolve('@fontsource-variable/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-wght-normal.woff2'),
    );
    // harfbuzz's WebAssembly is loaded on the first article with Devanāgarī, not at every start.
    const { default: subsetFont } = await import('subset-font');
    return subsetFont(await this.source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
  }
}
