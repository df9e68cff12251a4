// The site's icons, made from the trust's logo (../shared/brand/trust-logo.jpeg, 224×225): the
// favicon.ico for browsers and tools that ask for it, the apple-touch-icon, and the web app
// manifest's icons (plain and maskable). The results are small and committed in public/; run this
// again only when the logo changes: `node scripts/make-icons.mjs [path/to/logo]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const ROOT = new URL('..', import.meta.url).pathname;
const LOGO = process.argv[2] ?? join(ROOT, '..', 'shared', 'brand', 'trust-logo.jpeg');
const PUBLIC = join(ROOT, 'public');
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The logo square, on white, `size` pixels wide, the circle filling `fill` of it. */
async function icon(size, fill = 1) {
  const inner = Math.round(size * fill);
  const logo = await sharp(LOGO)
    .resize(inner, inner, { fit: 'contain', background: WHITE, kernel: 'lanczos3' })
    .toBuffer();
  return (
    sharp({ create: { width: size, height: size, channels: 4, background: WHITE } })
      .composite([{ input: logo, gravity: 'centre' }])
      .flatten({ background: WHITE })
      // A palette of 256 colours: the upscaled photograph-like logo loses nothing visible, the file 3–4× less.
      .png({ compressionLevel: 9, palette: true, effort: 10 })
      .toBuffer()
  );
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
const files = {
  'icons/icon-192.png': await icon(192),
  'icons/icon-512.png': await icon(512),
  // A maskable icon keeps its content inside the middle 80% circle, whatever shape the phone cuts.
  'icons/maskable-512.png': await icon(512, 0.78),
  'apple-touch-icon.png': await icon(180, 0.9),
  'favicon.ico': await pngToIco([await icon(16), await icon(32), await icon(48)]),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(PUBLIC, name), data);
  console.log(`public/${name}: ${(data.length / 1024).toFixed(1)} kB`);
}
