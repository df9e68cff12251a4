// The site's icons and brand images, made from the trust's logo (public/brand/trust-logo.jpeg,
// 224×225, a copy of ../shared/brand/) and one of its photographs: the favicon.ico, favicon.svg and
// the smaller favicon-inline.svg the pages carry, the apple-touch-icon, the web app manifest's
// icons (plain and maskable), the brand mark of the header and footer (the logo's circle on transparent corners, at 1×, 2× and 3× of its two sizes,
// never more than the 224 pixels the logo has), the default share image and the logo that
// structured data names. The results are small and committed in public/; run this again only when
// the logo changes: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const ROOT = new URL('..', import.meta.url).pathname;
const PUBLIC = join(ROOT, 'public');
const LOGO = join(PUBLIC, 'brand', 'trust-logo.jpeg');
const SHARE_PHOTO = join(PUBLIC, 'brand', 'photos', 'ganga-boat-meditation.jpg');
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const LOGO_PIXELS = 224;

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

/** The logo's circle alone, `size` pixels wide, its white corners made transparent. */
async function mark(size) {
  if (size > LOGO_PIXELS) throw new Error(`The logo has ${LOGO_PIXELS} pixels: no ${size}.`);
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/></svg>`,
  );
  return sharp(LOGO)
    .resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
    .ensureAlpha()
    .composite([{ input: circle, blend: 'dest-in' }]);
}

/** The share card: the river photograph cut to 1200×630, the logo at its own size on it. */
async function shareImage() {
  const logo = await (await mark(LOGO_PIXELS)).png().toBuffer();
  return sharp(SHARE_PHOTO)
    .resize(1200, 630, { fit: 'cover', position: 'attention' })
    .composite([{ input: logo, left: 56, top: 630 - LOGO_PIXELS - 48 }])
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}

/** An SVG wrapping a raster: the logo has no vector drawing, and browsers prefer the SVG icon. */
async function svgOf(size) {
  const png = await (await mark(size)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" ` +
      `href="data:image/png;base64,${png.toString('base64')}"/></svg>\n`,
  );
}

/**
 * The favicon every page carries inline (client/root.tsx): the mark at 32 pixels (16 CSS pixels at
 * 2×) as WebP in an SVG, 1.4 kB, so no request for it stands beside the first paint
 * (docs/decisions/0187-what-the-largest-paint-counted.md).
 */
async function inlineFavicon() {
  const webp = await (await mark(32)).webp({ quality: 90, alphaQuality: 100 }).toBuffer();
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><image width="32" height="32" ` +
      `href="data:image/webp;base64,${webp.toString('base64')}"/></svg>\n`,
  );
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
mkdirSync(join(PUBLIC, 'brand'), { recursive: true });
const files = {
  'icons/icon-192.png': await icon(192),
  'icons/icon-512.png': await icon(512),
  // A maskable icon keeps its content inside the middle 80% circle, whatever shape the phone cuts.
  'icons/maskable-512.png': await icon(512, 0.78),
  'apple-touch-icon.png': await icon(180, 0.9),
  'favicon.ico': await pngToIco([await icon(16), await icon(32), await icon(48)]),
  'favicon.svg': await svgOf(64),
  'favicon-inline.svg': await inlineFavicon(),
  'images/logo.svg': await svgOf(LOGO_PIXELS),
  'images/hero-bg.jpg': await shareImage(),
};
// The header's mark is 40 CSS pixels, the footer's 32: each at 1×, 2× and 3× (96 and 120 ≤ 224).
for (const size of [32, 40, 64, 80, 96, 120]) {
  files[`icons/mark-${size}.webp`] = await (
    await mark(size)
  )
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer();
}
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(PUBLIC, name), data);
  console.log(`public/${name}: ${(data.length / 1024).toFixed(1)} kB`);
}
