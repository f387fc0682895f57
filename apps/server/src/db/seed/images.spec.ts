import { inflateSync } from 'node:zlib';
import { coverPng, logoPng, portraitPng } from './images';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A bitwise CRC-32, written independently of the table-driven one under test. */
function referenceCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  computedCrc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crc, computedCrc: referenceCrc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

function checkPng(png: Buffer, width: number, height: number): Buffer {
  expect(Buffer.isBuffer(png)).toBe(true);
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks = readChunks(png);
  expect(chunks[0].type).toBe('IHDR');
  expect(chunks[chunks.length - 1].type).toBe('IEND');
  expect(chunks[chunks.length - 1].data.length).toBe(0);
  for (const c of chunks) expect(c.crc).toBe(c.computedCrc);

  const ihdr = chunks[0].data;
  expect(ihdr.length).toBe(13);
  expect(ihdr.readUInt32BE(0)).toBe(width);
  expect(ihdr.readUInt32BE(4)).toBe(height);
  expect(ihdr[8]).toBe(8); // bit depth
  expect(ihdr[9]).toBe(2); // RGB
  expect(ihdr[10]).toBe(0);
  expect(ihdr[11]).toBe(0);
  expect(ihdr[12]).toBe(0);

  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const raw = inflateSync(idat);
  const stride = 1 + width * 3;
  expect(raw.length).toBe(height * stride);
  // Every scanline starts with filter type 0 (None).
  let nonZeroFilters = 0;
  for (let y = 0; y < height; y++) if (raw[y * stride] !== 0) nonZeroFilters++;
  expect(nonZeroFilters).toBe(0);
  return raw;
}

/** Number of distinct colours in the inflated scanlines (ignoring filter bytes), sampled on a grid. */
function distinctColours(raw: Buffer, width: number, height: number, step = 3): number {
  const stride = 1 + width * 3;
  const seen = new Set<number>();
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const o = y * stride + 1 + x * 3;
      seen.add((raw[o] << 16) | (raw[o + 1] << 8) | raw[o + 2]);
    }
  }
  return seen.size;
}

describe('coverPng', () => {
  it('is a valid 1200x675 RGB PNG by default', () => {
    const raw = checkPng(coverPng('safe-sleep-basics', 210), 1200, 675);
    expect(distinctColours(raw, 1200, 675)).toBeGreaterThan(50);
  });

  it('honours a custom size', () => {
    checkPng(coverPng('small', 30, 320, 180), 320, 180);
    checkPng(coverPng('odd', 359, 7, 3), 7, 3);
  });

  it('is deterministic for the same seed and hue, and differs otherwise', () => {
    const a = coverPng('starting-solids', 95);
    expect(coverPng('starting-solids', 95).equals(a)).toBe(true);
    expect(coverPng('starting-solids', 200).equals(a)).toBe(false);
    expect(coverPng('another-article', 95).equals(a)).toBe(false);
  });

});

describe('portraitPng', () => {
  it('is a valid square PNG, 256 by default', () => {
    const raw = checkPng(portraitPng('siti', 340), 256, 256);
    expect(distinctColours(raw, 256, 256)).toBeGreaterThan(10);
    checkPng(portraitPng('siti', 340, 96), 96, 96);
  });

  it('draws a figure darker than the background in the middle', () => {
    const size = 128;
    const raw = checkPng(portraitPng('dimas', 200, size), size, size);
    const stride = 1 + size * 3;
    const lum = (x: number, y: number) => {
      const o = y * stride + 1 + x * 3;
      return raw[o] + raw[o + 1] + raw[o + 2];
    };
    // The head centre is darker than the top-left corner of the background.
    expect(lum(size / 2, Math.round(size * 0.4))).toBeLessThan(lum(2, 2));
  });

  it('is deterministic', () => {
    expect(portraitPng('hannah', 25).equals(portraitPng('hannah', 25))).toBe(true);
    expect(portraitPng('hannah', 25).equals(portraitPng('hannah', 26))).toBe(false);
  });
});

describe('logoPng', () => {
  it('is a valid square PNG, 128 by default', () => {
    checkPng(logoPng('who-growth', 200), 128, 128);
    checkPng(logoPng('who-growth', 200, 64), 64, 64);
  });

  it('is deterministic', () => {
    expect(logoPng('unicef', 195).equals(logoPng('unicef', 195))).toBe(true);
    expect(logoPng('unicef', 195).equals(logoPng('cdc', 195))).toBe(false);
  });
});
