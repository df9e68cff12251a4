import request from 'supertest';
import { bytesBody } from '../helpers/bytes-body';
import { useStack } from '../helpers/stack';

/** The address of the page's own cut of the Devanāgarī face, from its head. */
const faceOf = (html: string) =>
  /src:url\((\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.woff2)\)/.exec(html)?.[1];

describe("a page's own cut of the Devanāgarī face (decision 0187)", () => {
  const t = useStack({ smtp: false });

  it('declares a cut of the page’s characters after the stylesheet, and serves it for a year', async () => {
    const page = await request(t.url).get('/resources/vedantic-texts/tattva-bodh').expect(200);
    const address = faceOf(page.text);
    expect(address).toBeDefined();
    // After the site's stylesheet, so the page's characters are drawn from the cut.
    expect(page.text.indexOf(address!)).toBeGreaterThan(
      page.text.indexOf('font-family:Noto Serif Devanagari;'),
    );
    const font = await request(t.url).get(address!).buffer(true).parse(bytesBody).expect(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = font.body as Buffer;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The page's few characters, not the site's whole cut (63 kB).
    expect(bytes.length).toBeLessThan(20_000);
    await request(t.url).get(address!).set('if-none-match', font.headers.etag).expect(304);
    await request(t.url).head(address!).expect(200);

    // The same page asks for the same cut (cached pages and replicas agree).
    const again = await request(t.url).get('/resources/vedantic-texts/tattva-bodh').expect(200);
    expect(faceOf(again.text)).toBe(address);
  });

  it('declares the cut at 400 alone after it, about half the bytes, with its own validator', async () => {
    const page = await request(t.url)
      .get('/resources/vedantic-texts/sadhana-panchakam')
      .expect(200);
    const whole = faceOf(page.text)!;
    const regular = /src:url\((\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.400\.woff2)\)/.exec(
      page.text,
    )?.[1];
    expect(regular).toBe(whole.replace(/\.woff2$/, '.400.woff2'));
    // Declared last: for text at 400 the browser takes it alone.
    expect(page.text.indexOf(regular!)).toBeGreaterThan(page.text.indexOf(whole));
    const get = (path: string) =>
      request(t.url).get(path).buffer(true).parse(bytesBody).expect(200);
    const [wholeFont, regularFont] = [await get(whole), await get(regular!)];
    expect((regularFont.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((regularFont.body as Buffer).length).toBeLessThan(
      (wholeFont.body as Buffer).length * 0.7,
    );
    expect(regularFont.headers.etag).not.toBe(wholeFont.headers.etag);
    await request(t.url).get(regular!).set('if-none-match', regularFont.headers.etag).expect(304);
  });

  it('declares none on a page without Devanāgarī', async () => {
    const page = await request(t.url).get('/about').expect(200);
    expect(faceOf(page.text)).toBeUndefined();
  });

  it('cuts no set of characters the server did not sign', async () => {
    const page = await request(t.url)
      .get('/resources/vedantic-texts/sadhana-panchakam')
      .expect(200);
    const address = faceOf(page.text)!;
    const [bits, signature] = address.slice('/fonts/devanagari/'.length).split('.');
    const flipped = `${bits.slice(0, 5)}${bits[5] === 'A' ? 'B' : 'A'}${bits.slice(6)}`;
    for (const path of [
      `/fonts/devanagari/${flipped}.${signature}.woff2`,
      `/fonts/devanagari/${bits}.${'A'.repeat(22)}.woff2`,
      `/fonts/devanagari/${flipped}.${signature}.400.woff2`,
      `/fonts/devanagari/${bits}.${signature}.700.woff2`,
      `/fonts/devanagari/${bits}.woff2`,
      '/fonts/devanagari/anything.woff2',
    ]) {
      const res = await request(t.url).get(path).expect(404);
      expect(res.body.message).toBe('There is no such font.');
    }
  });
});
