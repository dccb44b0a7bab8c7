import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT as H,
  CAPTCHA_WIDTH as W,
  drawCaptcha,
  type CaptchaStyle,
  type Random,
} from './captcha-image.js';

const PLAIN: CaptchaStyle = { turn: 0, overlap: 0, wave: 0, inkLines: 0, cutLines: 0, speckle: 0 };

function seeded(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The picture as ink (true) or paper, split halfway between its lightest and darkest tenth. */
function inkOf(png: Buffer): boolean[] {
  const raw = inflateSync(png.subarray(41, png.length - 16));
  const gray = Array.from({ length: W * H }, (_, p) => {
    const at = Math.floor(p / W) * (W * 3 + 1) + 1 + (p % W) * 3;
    return (raw[at]! + raw[at + 1]! + raw[at + 2]!) / 3;
  });
  const sorted = [...gray].sort((a, b) => a - b);
  const threshold = (sorted[Math.floor(gray.length * 0.02)]! + sorted[Math.floor(gray.length * 0.9)]!) / 2;
  return gray.map((g) => g < threshold);
}

const SIDE = 16;

/** The ink of columns [from, to) cropped to its box and scaled to SIDE × SIDE. */
function sample(ink: boolean[], from: number, to: number): boolean[] {
  let [x0, x1, y0, y1] = [to, from, H, 0];
  for (let y = 0; y < H; y++) {
    for (let x = from; x < to; x++) {
      if (ink[y * W + x]) [x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)];
    }
  }
  return Array.from({ length: SIDE * SIDE }, (_, i) => {
    const x = x0 + Math.floor(((i % SIDE) + 0.5) * ((x1 - x0 + 1) / SIDE));
    const y = y0 + Math.floor((Math.floor(i / SIDE) + 0.5) * ((y1 - y0 + 1) / SIDE));
    return ink[y * W + x] ?? false;
  });
}

/** Runs of columns holding a few ink pixels: characters apart, with stray specks ignored. */
function inkRuns(ink: boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = 0; x < W; x++) {
    const inked = Array.from({ length: H }, (_, y) => ink[y * W + x]).filter(Boolean).length >= 3;
    const last = runs.at(-1);
    if (inked && last && last[1] === x) last[1] = x + 1;
    else if (inked) runs.push([x, x + 1]);
  }
  return runs;
}

/** Four parts: the four runs of ink when the characters stand apart, else four equal slices. */
function parts(ink: boolean[]): [number, number][] {
  const runs = inkRuns(ink);
  if (runs.length === 4) return runs;
  const [from, to] = [runs[0]?.[0] ?? 0, runs.at(-1)?.[1] ?? W];
  const part = (to - from) / 4;
  return Array.from({ length: 4 }, (_, i) => [Math.round(from + i * part), Math.round(from + (i + 1) * part)]);
}

const TEMPLATES = [...CAPTCHA_ALPHABET].map((ch) => {
  const ink = inkOf(drawCaptcha(ch, seeded(1), PLAIN));
  return { ch, cells: sample(ink, 0, W) };
});

/** The glyph-matching attack: cut the text into equal parts and take each part's closest template. */
function solve(png: Buffer): string {
  const ink = inkOf(png);
  return parts(ink)
    .map(([from, to]) => {
      const cells = sample(ink, from, to);
      const score = (t: boolean[]) => t.filter((v, k) => v === cells[k]).length;
      return TEMPLATES.reduce((best, t) => (score(t.cells) > score(best.cells) ? t : best)).ch;
    })
    .join('');
}

function solvedShare(style: CaptchaStyle | undefined, seed: number): number {
  const random = seeded(seed);
  const texts = Array.from({ length: 40 }, () =>
    Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]).join(''),
  );
  return texts.filter((text) => solve(drawCaptcha(text, random, style)) === text).length / texts.length;
}

describe('captcha picture', () => {
  it('is a PNG raster of the expected size, with no outlines to read', () => {
    const png = drawCaptcha('ACDE', seeded(7));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([W, H]);
    expect(png.includes('path')).toBe(false);
  });

  it('draws the same text differently every time', () => {
    expect(drawCaptcha('ACDE', seeded(1)).equals(drawCaptcha('ACDE', seeded(2)))).toBe(false);
  });

  it('defeats glyph matching that reads plainly drawn text', () => {
    expect(solvedShare(PLAIN, 11)).toBeGreaterThanOrEqual(0.9);
    expect(solvedShare(undefined, 12)).toBeLessThanOrEqual(0.05);
  });
});
