/**
 * What an upload becomes (issue 17), with sharp: the original turned upright by its EXIF
 * orientation and re-encoded without any metadata (EXIF, GPS, XMP, IPTC, comments), in sRGB;
 * WebP variants at the layout's widths (never wider than the original); for article thumbnails a
 * 1200×630 Open Graph crop. Animated GIF and WebP keep their frames. Work runs on sharp's thread
 * pool, at most two images at once, so uploads never stall readers.
 */
import type sharpModule from 'sharp';
import type { Sharp } from 'sharp';

/**
 * sharp (libvips and its threads) is loaded on the first upload, not at start: most processes
 * (every cluster worker, cluster.ts) never process an image, and it weighs MBs of memory each.
 */
let sharpLib: typeof sharpModule | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load in this CommonJS build
const loadSharp = () => (sharpLib ??= require('sharp') as typeof sharpModule);
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
export const MAX_IMAGES_IN_WORK = 2;
let running = 0;
const waiting: (() => void)[] = [];
/** How many images were in work at once at most (tests read it). */
export const processingPeak = { value: 0 };
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_IMAGES_IN_WORK) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  processingPeak.value = Math.max(processingPeak.value, running);
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
      // Not mozjpeg: on a 12 MP photo it took 2.5 s against 0.5 s, for a file only readers of the
      // full size ever fetch (pages use the WebP variants).
      return image.jpeg({ quality: 88, optimiseCoding: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'gif':
      return image.gif();
    default:
      return image.webp({ quality: 88 });
  }
};

/** Promise.all that waits for every pipeline to end before failing: the slot of turn() stays taken until then. */
async function allOrFirstError<T>(work: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<T>).value);
}

export function processImage(bytes: Buffer, kind: ImageKind, key: string, { openGraph = false } = {}): Promise<ProcessedImage> {
  return turn(async () => {
    const sharp = loadSharp();
    const animated = kind.ext === 'gif' || kind.ext === 'webp';
    const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated }).toColourspace('srgb');
    let meta: sharpModule.Metadata;
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
      const base = key.slice(0, key.lastIndexOf('.'));
      // Every output is its own pipeline on sharp's threads (JPEG shrink-on-load makes the small
      // ones cheap); run together they take the time of the slowest, the original's re-encoding.
      // Never wider than the original; one at the original's own width when it is narrower than
      // a step (a 1200 px PNG cover gets a 1200 px WebP too), so srcset never needs the original.
      const uprightWidth = meta.autoOrient?.width ?? meta.width;
      const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, uprightWidth)))];
      const [original, ...made] = await allOrFirstError([
        reencode(upright(), kind).toBuffer({ resolveWithObject: true }),
        ...widths.map((w) => upright().resize({ width: w }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true })),
        ...(openGraph ? [upright().resize({ ...OG_SIZE, fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true })] : []),
      ]);
      const width = original.info.width;
      const height = original.info.pageHeight ?? original.info.height;
      const variants: ImageVariant[] = made.map((out, i) =>
        i < widths.length
          ? { key: `${base}-w${widths[i]}.webp`, width: out.info.width, height: out.info.pageHeight ?? out.info.height, kind: 'w' as const, bytes: out.data }
          : { key: `${base}-og.webp`, width: OG_SIZE.width, height: OG_SIZE.height, kind: 'og' as const, bytes: out.data },
      );
      return { bytes: original.data, width, height, variants };
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unreadableImage();
    }
  });
}
