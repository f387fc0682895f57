/** Issue 17: what an upload becomes, tested on real images made here with sharp. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { MAX_IMAGES_IN_WORK, MAX_PIXELS, processImage, processingPeak } from './image-processing';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
/** A JPEG as a phone makes it: EXIF with GPS position, turned by its orientation tag. */
const phoneJpeg = (width: number, height: number, orientation = 1) =>
  photo(width, height)
    .jpeg()
    .withMetadata({ orientation, exif: { IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' } } })
    .toBuffer();

it('the fixture really carries EXIF with GPS', async () => {
  const meta = await sharp(await phoneJpeg(64, 48)).metadata();
  expect(meta.exif?.length).toBeGreaterThan(0);
  expect(meta.exif!.toString('latin1')).toContain('PhoneCo');
});

it('strips every metadata block from the original and every variant, turns the photo upright and sizes the variants', async () => {
  const input = await phoneJpeg(1600, 1000, 6); // orientation 6: shown turned 90°, so 1000 × 1600 upright
  const out = await processImage(input, { mime: 'image/jpeg', ext: 'jpg' }, 'article-thumbnail-x.jpg', { openGraph: true });
  expect([out.width, out.height]).toEqual([1000, 1600]);
  expect(out.variants.map((v) => [v.key, v.width, v.height])).toEqual([
    ['article-thumbnail-x-w400.webp', 400, 640],
    ['article-thumbnail-x-w800.webp', 800, 1280],
    ['article-thumbnail-x-w1000.webp', 1000, 1600],
    ['article-thumbnail-x-og.webp', 1200, 630],
  ]);
  for (const bytes of [out.bytes, ...out.variants.map((v) => v.bytes)]) {
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(bytes.toString('latin1')).not.toContain('PhoneCo');
  }
  expect((await sharp(out.variants[0].bytes).metadata()).format).toBe('webp');
});

it('never makes a variant wider than the original, and makes one at its own width', async () => {
  const out = await processImage(await photo(500, 300).png().toBuffer(), { mime: 'image/png', ext: 'png' }, 'general-y.png');
  expect(out.variants.map((v) => [v.key, v.width])).toEqual([
    ['general-y-w400.webp', 400],
    ['general-y-w500.webp', 500],
  ]);
  const small = await processImage(await photo(120, 90).png().toBuffer(), { mime: 'image/png', ext: 'png' }, 'author-z.png');
  expect(small.variants.map((v) => v.width)).toEqual([120]);
});

it('keeps an animated GIF animated, and its variants too', async () => {
  const frame = (colour: string) => sharp({ create: { width: 600, height: 300, channels: 3, background: colour } }).png().toBuffer();
  const gif = await sharp(await Promise.all(['#f00', '#0f0', '#00f'].map(frame)), { join: { animated: true } }).gif().toBuffer();
  const out = await processImage(gif, { mime: 'image/gif', ext: 'gif' }, 'general-z.gif');
  expect((await sharp(out.bytes, { animated: true }).metadata()).pages).toBe(3);
  expect([out.width, out.height]).toEqual([600, 300]);
  expect((await sharp(out.variants[0].bytes, { animated: true }).metadata()).pages).toBe(3);
});

it('refuses a decompression bomb, a truncated file and bytes that only look like an image', async () => {
  // A PNG that says it is 30,000 × 30,000 (900 megapixels decoded) in a few hundred bytes.
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(30_001 * 3 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  expect(bomb.length).toBeLessThan(2000);
  expect(30_000 * 30_000).toBeGreaterThan(MAX_PIXELS);
  await expect(processImage(bomb, { mime: 'image/png', ext: 'png' }, 'general-b.png')).rejects.toMatchObject({ message: 'The image is too large' });
  const jpeg = await phoneJpeg(640, 480);
  await expect(processImage(jpeg.subarray(0, jpeg.length / 2), { mime: 'image/jpeg', ext: 'jpg' }, 'general-t.jpg')).rejects.toMatchObject({ message: 'The image could not be read' });
  const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
  await expect(processImage(fake, { mime: 'image/png', ext: 'png' }, 'general-f.png')).rejects.toMatchObject({ message: 'The image could not be read' });
});

it('works off the event loop, at most two images at once: a 12 MP photo leaves the loop free for readers', async () => {
  // A 12 megapixel photo with photo-like detail (blurred noise), as a phone makes it.
  const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(3)
    .jpeg({ quality: 90 })
    .toBuffer();
  const small = await phoneJpeg(900, 600);
  processingPeak.value = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const results = await Promise.all([
    processImage(big, { mime: 'image/jpeg', ext: 'jpg' }, 'article-thumbnail-big.jpg', { openGraph: true }),
    ...[1, 2, 3, 4].map((i) => processImage(small, { mime: 'image/jpeg', ext: 'jpg' }, `general-s${i}.jpg`)),
  ]);
  delay.disable();
  expect(processingPeak.value).toBe(MAX_IMAGES_IN_WORK);
  expect(results[0]).toMatchObject({ width: 4000, height: 3000 });
  expect(results[0].variants.map((v) => v.key)).toEqual(['w400', 'w800', 'w1200', 'og'].map((s) => `article-thumbnail-big-${s}.webp`));
  // The loop stays responsive: no stall longer than a fraction of a reader's request.
  expect(delay.max / 1e6).toBeLessThan(200);
});
