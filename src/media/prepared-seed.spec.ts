import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPhoto } from './media-processing';
import { preparedPhoto, writePreparedSeed } from './prepared-seed';

describe('the first album as the build prepares it', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'prepared-seed-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads back what processing the photograph gives, bytes and all', async () => {
    const source = join(folder, 'source');
    const photo = await sharp({
      create: { width: 1400, height: 800, channels: 3, background: '#d97706' },
    })
      .jpeg()
      .toBuffer();
    mkdirSync(source);
    writeFileSync(join(source, 'ghat.jpg'), photo);
    await writePreparedSeed(['ghat.jpg'], source, join(folder, 'prepared'));

    const prepared = await preparedPhoto('ghat.jpg', join(folder, 'prepared'));
    const processed = await processPhoto(photo);
    expect(prepared).toEqual(processed);
    // The share image (1200 × 630) among them.
    expect(prepared?.variants).toContainEqual(
      expect.objectContaining({ width: 1200, height: 630 }),
    );
  });

  it('gives nothing where the build prepared nothing (a server run from the sources)', async () => {
    expect(await preparedPhoto('ghat.jpg', join(folder, 'none'))).toBeUndefined();
  });
});
