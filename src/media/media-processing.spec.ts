import sharp from 'sharp';
import { processPhoto, sniffFormat, UploadRefused, variantWidths } from './media-processing';
import { slugify } from './slug';

describe('media processing', () => {
  it('knows JPEG, PNG and WebP by their first bytes and nothing else', async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c60' } });
    expect(sniffFormat(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await image.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await image.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(await image.clone().gif().toBuffer())).toBeUndefined();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
  });

  it('makes the standard widths up to the original, or the original’s own when narrower', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 800, 960, 1280, 1600]);
    expect(variantWidths(1280)).toEqual([320, 640, 800, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 800, 960]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('refuses a file that only starts like a JPEG', async () => {
    await expect(processPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3]))).rejects.toEqual(
      new UploadRefused('corrupt'),
    );
  });

  it('slugs titles with IAST into plain ASCII', () => {
    expect(slugify('Satsaṅga on the Gaṅgā')).toBe('satsanga-on-the-ganga');
    expect(slugify('Guru Pūrṇimā 2025')).toBe('guru-purnima-2025');
    expect(slugify('  ॐ  ')).toBe('album');
  });
});
