import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { m4a, mp3, mp3Frame, opus } from '../../test/fixtures/recordings/audio-samples';
import { mp3FrameLength, sniffAudio } from './audio-file';

describe('audio types by content', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sniff-'));
  const file = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('measures MPEG Layer III frames and refuses other headers', () => {
    expect(mp3FrameLength(mp3Frame(64))).toBe(192);
    expect(mp3FrameLength(mp3Frame(320))).toBe(960);
    // Layer II, a free-format bitrate and a reserved sample rate are not MP3 frames here.
    expect(mp3FrameLength(Buffer.from([0xff, 0xfd, 0x54, 0xc0]))).toBe(0);
    expect(mp3FrameLength(Buffer.from([0xff, 0xfb, 0x04, 0xc0]))).toBe(0);
    expect(mp3FrameLength(Buffer.from([0xff, 0xfb, 0x5c, 0xc0]))).toBe(0);
  });

  it('names MP3 (with or without an ID3 tag), M4A and Opus whatever the file is called', async () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...Buffer.alloc(20)]);
    expect(await sniffAudio(file('a.txt', mp3(1)))).toBe('audio/mpeg');
    expect(await sniffAudio(file('b', Buffer.concat([tag, mp3(1)])))).toBe('audio/mpeg');
    expect(await sniffAudio(file('c.mp3', m4a(1)))).toBe('audio/mp4');
    expect(await sniffAudio(file('d.m4a', opus(1)))).toBe('audio/ogg');
  });

  it('refuses one lone frame, HTML, an empty file and an Ogg stream of another codec', async () => {
    expect(await sniffAudio(file('e.mp3', mp3Frame()))).toBeUndefined();
    expect(await sniffAudio(file('f.mp3', Buffer.from('<!doctype html><p>hi')))).toBeUndefined();
    expect(await sniffAudio(file('g.mp3', Buffer.alloc(0)))).toBeUndefined();
    const vorbis = opus(1);
    vorbis.write('OpusHeaX', 28, 'latin1');
    expect(await sniffAudio(file('h.ogg', vorbis))).toBeUndefined();
  });
});
