/**
 * Demo images made at seed time, with nothing but node:zlib: article covers, author portraits and
 * tool logos. Each is an RGB 8-bit PNG, deterministic for its (seed, hue), so a re-seed writes the
 * same bytes and the demo content never needs a download.
 */
import { deflateSync } from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// PNG encoding
// ---------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / PNG) over the concatenation of the given byte arrays. */
export function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const bytes of parts) {
    for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A canvas whose bytes are already laid out as PNG scanlines: one filter byte (0) then RGB triples. */
interface Canvas {
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}

function createCanvas(width: number, height: number): Canvas {
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  const stride = 1 + w * 3;
  // Zero-filled, so every row's filter byte is already 0 (filter type None).
  return { width: w, height: h, stride, data: new Uint8Array(stride * h) };
}

function encodePng(canvas: Canvas): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(canvas.width, 0);
  ihdr.writeUInt32BE(canvas.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace
  const idat = deflateSync(canvas.data, { level: 6 });
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness and colour
// ---------------------------------------------------------------------------------------------

/** A 32-bit string hash (FNV-1a with a final avalanche). */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a tiny, fast, deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rngFor(kind: string, seed: string, hue: number): () => number {
  return mulberry32(hashString(`${kind}:${seed}:${normHue(hue)}`));
}

type Rgb = [number, number, number];

function normHue(hue: number): number {
  const h = Number.isFinite(hue) ? hue % 360 : 0;
  return h < 0 ? h + 360 : h;
}

/** HSL (hue in degrees, saturation and lightness 0-1) to 0-255 RGB. */
function hsl(hue: number, s: number, l: number): Rgb {
  const h = normHue(hue) / 360;
  const sat = Math.min(1, Math.max(0, s));
  const lig = Math.min(1, Math.max(0, l));
  if (sat === 0) {
    const v = Math.round(lig * 255);
    return [v, v, v];
  }
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [Math.round(channel(h + 1 / 3) * 255), Math.round(channel(h) * 255), Math.round(channel(h - 1 / 3) * 255)];
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

/** Fills the canvas with a linear gradient from `from` to `to` along the direction (dx, dy). */
function fillGradient(canvas: Canvas, from: Rgb, to: Rgb, dx: number, dy: number): void {
  const { width: w, height: h, stride, data } = canvas;
  // Project each pixel onto the direction and normalise the projection to 0..1 over the canvas.
  const corners = [0, w * dx, h * dy, w * dx + h * dy];
  const min = Math.min(...corners);
  const span = Math.max(...corners) - min || 1;
  const r0 = from[0], g0 = from[1], b0 = from[2];
  const dr = to[0] - r0, dg = to[1] - g0, db = to[2] - b0;
  for (let y = 0; y < h; y++) {
    let o = y * stride + 1;
    const base = ((y + 0.5) * dy - min) / span;
    const step = dx / span;
    let t = base + 0.5 * step;
    for (let x = 0; x < w; x++, t += step, o += 3) {
      data[o] = (r0 + dr * t + 0.5) | 0;
      data[o + 1] = (g0 + dg * t + 0.5) | 0;
      data[o + 2] = (b0 + db * t + 0.5) | 0;
    }
  }
}

/**
 * Paints a shape given by a signed distance function (negative inside, in pixels) over the box
 * [x0, x1) x [y0, y1), blending `color` with the given opacity and a one-pixel anti-aliased edge.
 */
function paintSdf(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sdf: (x: number, y: number) => number,
  color: Rgb,
  alpha: number,
): void {
  const { width: w, height: h, stride, data } = canvas;
  const xa = Math.max(0, Math.floor(x0)), xb = Math.min(w, Math.ceil(x1));
  const ya = Math.max(0, Math.floor(y0)), yb = Math.min(h, Math.ceil(y1));
  const cr = color[0], cg = color[1], cb = color[2];
  for (let y = ya; y < yb; y++) {
    const py = y + 0.5;
    let o = y * stride + 1 + xa * 3;
    for (let x = xa; x < xb; x++, o += 3) {
      const d = sdf(x + 0.5, py);
      if (d >= 0.5) continue;
      const a = (d <= -0.5 ? 1 : 0.5 - d) * alpha;
      data[o] = (data[o] + (cr - data[o]) * a + 0.5) | 0;
      data[o + 1] = (data[o + 1] + (cg - data[o + 1]) * a + 0.5) | 0;
      data[o + 2] = (data[o + 2] + (cb - data[o + 2]) * a + 0.5) | 0;
    }
  }
}

function paintCircle(canvas: Canvas, cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
  const sdf = (x: number, y: number) => {
    const dx = x - cx, dy = y - cy;
    return Math.sqrt(dx * dx + dy * dy) - r;
  };
  paintSdf(canvas, cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1, sdf, color, alpha);
}

function paintEllipse(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha: number): void {
  const m = Math.min(rx, ry);
  paintSdf(
    canvas,
    cx - rx - 1,
    cy - ry - 1,
    cx + rx + 1,
    cy + ry + 1,
    // Approximate distance: good enough for a soft one-pixel edge.
    (x, y) => {
      const nx = (x - cx) / rx, ny = (y - cy) / ry;
      return (Math.sqrt(nx * nx + ny * ny) - 1) * m;
    },
    color,
    alpha,
  );
}

/** A rounded rectangle centred on (cx, cy) with half-sizes (hw, hh) and corner radius r. */
function paintRoundRect(canvas: Canvas, cx: number, cy: number, hw: number, hh: number, r: number, color: Rgb, alpha: number): void {
  const rr = Math.min(r, hw, hh);
  paintSdf(
    canvas,
    cx - hw - 1,
    cy - hh - 1,
    cx + hw + 1,
    cy + hh + 1,
    (x, y) => {
      const qx = Math.abs(x - cx) - hw + rr;
      const qy = Math.abs(y - cy) - hh + rr;
      const ox = qx > 0 ? qx : 0;
      const oy = qy > 0 ? qy : 0;
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - rr;
    },
    color,
    alpha,
  );
}

/** A ring (annulus) of the given mid radius and half thickness. */
function paintRing(canvas: Canvas, cx: number, cy: number, r: number, half: number, color: Rgb, alpha: number): void {
  const outer = r + half;
  const sdf = (x: number, y: number) => {
    const dx = x - cx, dy = y - cy;
    return Math.abs(Math.sqrt(dx * dx + dy * dy) - r) - half;
  };
  paintSdf(canvas, cx - outer - 1, cy - outer - 1, cx + outer + 1, cy + outer + 1, sdf, color, alpha);
}

/** A square rotated by 45 degrees (a diamond) with the given centre-to-corner radius. */
function paintDiamond(canvas: Canvas, cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
  const sdf = (x: number, y: number) => (Math.abs(x - cx) + Math.abs(y - cy) - r) * Math.SQRT1_2;
  paintSdf(canvas, cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1, sdf, color, alpha);
}

const WHITE: Rgb = [255, 255, 255];

// ---------------------------------------------------------------------------------------------
// Public generators
// ---------------------------------------------------------------------------------------------

/** A cover image: soft diagonal gradient from the hue, with a few translucent circles; deterministic for (seed, hue). */
export function coverPng(seed: string, hue: number, width = 1200, height = 675): Buffer {
  const rand = rngFor('cover', seed, hue);
  const canvas = createCanvas(width, height);
  const w = canvas.width, h = canvas.height;
  const shift = 20 + rand() * 30;
  const from = hsl(hue, 0.55 + rand() * 0.15, 0.82 + rand() * 0.06);
  const to = hsl(hue + shift, 0.5 + rand() * 0.15, 0.56 + rand() * 0.08);
  // Diagonal from top-left to bottom-right, or from bottom-left to top-right.
  const flip = rand() < 0.5;
  fillGradient(canvas, from, to, 1 / w, (flip ? -1 : 1) / h);

  const unit = Math.min(w, h);
  const count = 4 + Math.floor(rand() * 4);
  for (let i = 0; i < count; i++) {
    const cx = rand() * w;
    const cy = rand() * h;
    const r = unit * (0.08 + rand() * 0.32);
    const light = rand() < 0.6;
    const color = light ? WHITE : hsl(hue + (rand() - 0.5) * 60, 0.55, 0.45 + rand() * 0.15);
    const alpha = light ? 0.12 + rand() * 0.2 : 0.1 + rand() * 0.15;
    paintCircle(canvas, cx, cy, r, color, alpha);
  }
  // A couple of small accent dots.
  const dots = 2 + Math.floor(rand() * 3);
  for (let i = 0; i < dots; i++) {
    paintCircle(canvas, rand() * w, rand() * h, unit * (0.015 + rand() * 0.03), WHITE, 0.35 + rand() * 0.25);
  }
  return encodePng(canvas);
}

/** A square portrait placeholder: coloured background with a simple head-and-shoulders silhouette. */
export function portraitPng(seed: string, hue: number, size = 256): Buffer {
  const rand = rngFor('portrait', seed, hue);
  const canvas = createCanvas(size, size);
  const s = canvas.width;
  fillGradient(canvas, hsl(hue, 0.5, 0.86), hsl(hue + 10 + rand() * 20, 0.45, 0.72), 0, 1 / s);
  const figure = hsl(hue + (rand() - 0.5) * 20, 0.3 + rand() * 0.15, 0.36 + rand() * 0.08);
  const headR = s * (0.16 + rand() * 0.02);
  const headY = s * 0.4;
  // Neck, shoulders, then the head on top.
  paintRoundRect(canvas, s * 0.5, s * 0.6, s * 0.07, s * 0.07, s * 0.03, figure, 1);
  paintEllipse(canvas, s * 0.5, s * 0.96, s * (0.37 + rand() * 0.04), s * 0.32, figure, 1);
  paintCircle(canvas, s * 0.5, headY, headR, figure, 1);
  return encodePng(canvas);
}

/** A square logo: rounded-looking coloured tile with a lighter inner shape. */
export function logoPng(seed: string, hue: number, size = 128): Buffer {
  const rand = rngFor('logo', seed, hue);
  const canvas = createCanvas(size, size);
  const s = canvas.width;
  const bg = hsl(hue, 0.25, 0.97);
  fillGradient(canvas, bg, bg, 1, 0);
  const tile = hsl(hue, 0.55 + rand() * 0.15, 0.46 + rand() * 0.08);
  const tileDark = hsl(hue + 15, 0.55, 0.38);
  const half = s * 0.42;
  paintRoundRect(canvas, s * 0.5, s * 0.5, half, half, s * 0.2, tile, 1);
  // A subtle lower shade gives the tile some depth.
  paintRoundRect(canvas, s * 0.5, s * 0.7, half, s * 0.22, s * 0.2, tileDark, 0.25);
  const inner = hsl(hue, 0.6, 0.88);
  const c = s * 0.5;
  switch (Math.floor(rand() * 4)) {
    case 0:
      paintCircle(canvas, c, c, s * 0.2, inner, 1);
      break;
    case 1:
      paintRing(canvas, c, c, s * 0.19, s * 0.055, inner, 1);
      break;
    case 2:
      paintDiamond(canvas, c, c, s * 0.24, inner, 1);
      break;
    default:
      paintRoundRect(canvas, c, c, s * 0.18, s * 0.18, s * 0.06, inner, 1);
      break;
  }
  paintCircle(canvas, c + s * 0.2, c - s * 0.2, s * 0.05, WHITE, 0.9);
  return encodePng(canvas);
}
