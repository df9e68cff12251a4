import { open } from 'node:fs/promises';

/** The three kinds of audio the site takes, by the type they are served with. */
export type AudioType = 'audio/mpeg' | 'audio/mp4' | 'audio/ogg';

export const AUDIO_EXTENSIONS: Record<AudioType, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'opus',
};

export const NOT_AUDIO =
  'The file is not an MP3, M4A (AAC) or Opus recording: its contents are of another kind.';
export const CORRUPT_AUDIO =
  'The recording could not be read: the file looks damaged or incomplete. Please export it again.';

export class AudioFileError extends Error {}

const MPEG_BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG_BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length of the MPEG Layer III frame whose header starts at `b[0]`, or 0 if it is not one. */
export function mp3FrameLength(b: Buffer): number {
  if (b.length < 4 || b[0] !== 0xff || (b[1] & 0xe0) !== 0xe0) return 0;
  const version = (b[1] >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (b[1] >> 1) & 3; // 1: Layer III
  const bitrateIndex = b[2] >> 4;
  const rateIndex = (b[2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return 0;
  const rate = MPEG_RATES[version as 0 | 2 | 3][rateIndex];
  const padding = (b[2] >> 1) & 1;
  if (version === 3)
    return Math.floor((144 * MPEG_BITRATES_V1_L3[bitrateIndex] * 1000) / rate) + padding;
  return Math.floor((72 * MPEG_BITRATES_V2_L3[bitrateIndex] * 1000) / rate) + padding;
}

const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'iso5', 'dash']);

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The type of the file from its first bytes, never from its name or the client's word: an ID3 tag
 * or two MPEG Layer III frames in a row, an MP4 `ftyp` box of an audio brand, or an Ogg page that
 * begins an Opus stream.
 */
export async function sniffAudio(path: string): Promise<AudioType | undefined> {
  const head = await readAt(path, 0, 64);
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return MP4_AUDIO_BRANDS.has(head.toString('latin1', 8, 12)) ? 'audio/mp4' : undefined;
  }
  if (head.length >= 36 && head.toString('latin1', 0, 4) === 'OggS') {
    const segments = head[26];
    return head.toString('latin1', 27 + segments, 35 + segments) === 'OpusHead'
      ? 'audio/ogg'
      : undefined;
  }
  let offset = 0;
  if (head.length >= 10 && head.toString('latin1', 0, 3) === 'ID3') {
    // The tag's size is four 7-bit bytes ("syncsafe"), then a footer of 10 bytes if flagged.
    const size = (head[6] << 21) | (head[7] << 14) | (head[8] << 7) | head[9];
    offset = 10 + size + (head[5] & 0x10 ? 10 : 0);
  }
  const first = await readAt(path, offset, 4);
  const length = mp3FrameLength(first);
  if (!length) return undefined;
  return mp3FrameLength(await readAt(path, offset + length, 4)) ? 'audio/mpeg' : undefined;
}

const CODECS: Record<AudioType, RegExp> = {
  'audio/mpeg': /layer 3/i,
  'audio/mp4': /aac/i,
  'audio/ogg': /^opus$/i,
};

export interface AudioFacts {
  type: AudioType;
  durationSeconds: number;
}

/**
 * Detects the type and reads the duration with music-metadata (an ES module: loaded with a real
 * dynamic import, which both the CommonJS server and jest's VM modules resolve). The parser must
 * find the codec the first bytes promised and a positive duration, else the file is corrupt.
 */
export async function readAudio(path: string): Promise<AudioFacts> {
  const type = await sniffAudio(path);
  if (!type) throw new AudioFileError(NOT_AUDIO);
  const { parseFile } = await import('music-metadata');
  let format;
  try {
    ({ format } = await parseFile(path, { duration: true, skipCovers: true }));
  } catch {
    throw new AudioFileError(CORRUPT_AUDIO);
  }
  const duration = format.duration;
  if (!CODECS[type].test(format.codec ?? '') || !duration || !Number.isFinite(duration)) {
    throw new AudioFileError(CORRUPT_AUDIO);
  }
  return { type, durationSeconds: Math.round(duration * 1000) / 1000 };
}
