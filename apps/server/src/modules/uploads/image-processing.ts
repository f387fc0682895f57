/**
 * What an upload becomes (issue 17), with sharp: the original turned upright by its EXIF
 * orientation and re-encoded without any metadata (EXIF, GPS, XMP, IPTC, comments), in sRGB;
 * WebP variants at the layout's widths (never wider than the original); for article thumbnails a
 * 1200×630 Open Graph crop. Animated GIF and WebP keep their frames. Work runs on sharp's thread
 * pool, at most two images at once, so uploads never stall readers.
 */
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../errors';
import type { ImageKind } from './image-type';

export const VARIANT_WIDTHS = [400, 800, 1200] as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;
/** More pixels than any camera makes (a 12 MP photo is 12,000,000): beyond, it is a decompression bomb. */
export const MAX_PIXELS = 50_000_000;

export interface ImageVariant {
  /** The variant's storage key, e.g. article-thumbnail-<uuid>-w800.webp. */
  key: string;
  width: number;
  height: number;
  /** 'w' for a width variant, 'og' for the Open Graph crop. */
  kind: 'w' | 'og';
  bytes: Buffer;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export const unreadableImage = () => new AppError('BAD_USER_INPUT', 'The image could not be read', { image: 'The file is damaged or is not the image its type says.' });
export const tooManyPixels = () =>
  new AppError('BAD_USER_INPUT', 'The image is too large', { image: `The image may have at most ${MAX_PIXELS.toLocaleString('en')} pixels.` });

/** At most two images in work at once; the others wait their turn. */
let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const reencode = (image: Sharp, kind: ImageKind): Sharp => {
  switch (kind.ext) {
    case 'jpg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'gif':
      return image.gif();
    default:
      return image.webp({ quality: 88 });
  }
};

export function processImage(bytes: Buffer, kind: ImageKind, key: string, { openGraph = false } = {}): Promise<ProcessedImage> {
  return turn(async () => {
    const animated = kind.ext === 'gif' || kind.ext === 'webp';
    const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated }).toColourspace('srgb');
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false, animated }).metadata();
    } catch {
      throw unreadableImage();
    }
    const frameHeight = meta.pageHeight ?? meta.height ?? 0;
    if (!meta.width || !frameHeight) throw unreadableImage();
    if (meta.width * frameHeight > MAX_PIXELS) throw tooManyPixels();
    // Animated images have no orientation to apply (and sharp cannot rotate them).
    const upright = () => (animated && (meta.pages ?? 1) > 1 ? open() : open().rotate());
    try {
      const original = await reencode(upright(), kind).toBuffer({ resolveWithObject: true });
      const width = original.info.width;
      const height = original.info.pageHeight ?? original.info.height;
      const base = key.slice(0, key.lastIndexOf('.'));
      const variants: ImageVariant[] = [];
      for (const w of VARIANT_WIDTHS) {
        if (w >= width) break;
        const out = await upright().resize({ width: w }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
        variants.push({ key: `${base}-w${w}.webp`, width: out.info.width, height: out.info.pageHeight ?? out.info.height, kind: 'w', bytes: out.data });
      }
      if (openGraph) {
        const out = await upright().resize({ ...OG_SIZE, fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        variants.push({ key: `${base}-og.webp`, width: OG_SIZE.width, height: OG_SIZE.height, kind: 'og', bytes: out.data });
      }
      return { bytes: original.data, width, height, variants };
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unreadableImage();
    }
  });
}
