import path from 'node:path';
import opentype from 'opentype.js';
import { encodePng } from './png.js';
import { coverage, strokeOutline, type Contour } from './raster.js';

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/** No pair that reads alike once bent (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, G/6, 4/A, V/U/N). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUWXY379';

const FONT = opentype.loadSync(path.resolve(import.meta.dirname, '../../../../assets/captcha-font/Comismsh.ttf'));

/** How hard a captcha is to read by machine; `CAPTCHA_STYLE` is what users get. */
export interface CaptchaStyle {
  /** Random turn of each character, in radians either way. */
  turn: number;
  /** How far characters crowd into each other (0: apart, 0.3: a third of a character). */
  overlap: number;
  /** Amplitude of the wave that bends the whole text, in pixels. */
  wave: number;
  /** Strokes of text colour drawn through the text, and of background colour cut through it. */
  inkLines: number;
  cutLines: number;
  /** Share of pixels sprinkled with dots of the text colour. */
  speckle: number;
}

export const CAPTCHA_STYLE: CaptchaStyle = {
  turn: 0.3,
  overlap: 0.15,
  wave: 3,
  inkLines: 2,
  cutLines: 2,
  speckle: 0.04,
};

export type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** A glyph's outline at the origin, curves flattened finely enough to bend smoothly afterwards. */
export function glyphContours(ch: string, size: number): { contours: Contour[]; advance: number } {
  const glyph = FONT.charToGlyph(ch);
  const contours: Contour[] = [];
  let current: Contour = [];
  let x = 0;
  let y = 0;
  for (const c of glyph.getPath(0, 0, size).commands) {
    if (c.type === 'M') {
      if (current.length > 2) contours.push(current);
      current = [c.x, c.y];
    } else if (c.type === 'L') {
      current.push(c.x, c.y);
    } else if (c.type === 'Q') {
      for (let t = 0.125; t <= 1; t += 0.125) {
        const u = 1 - t;
        current.push(u * u * x + 2 * u * t * c.x1 + t * t * c.x, u * u * y + 2 * u * t * c.y1 + t * t * c.y);
      }
    } else if (c.type === 'C') {
      for (let t = 0.1; t <= 1.0001; t += 0.1) {
        const u = 1 - t;
        current.push(
          u * u * u * x + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x,
          u * u * u * y + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y,
        );
      }
    }
    if (c.type !== 'Z') [x, y] = [c.x, c.y];
  }
  if (current.length > 2) contours.push(current);
  return { contours, advance: ((glyph.advanceWidth ?? 0) / FONT.unitsPerEm) * size };
}

/** Each character turned and scaled on its own, crowded into its neighbours, centred. */
function layText(text: string, style: CaptchaStyle, random: Random): Contour[] {
  const placed = [...text].map((ch) => {
    const size = between(random, 64, 76);
    return {
      ...glyphContours(ch, size),
      size,
      turn: between(random, -style.turn, style.turn),
      lift: between(random, -3, 3),
    };
  });
  const step = (g: { advance: number }) => g.advance * (1 - style.overlap);
  const total = placed.reduce((sum, g) => sum + step(g), 0);
  let pen = (CAPTCHA_WIDTH - total) / 2;
  const out: Contour[] = [];
  for (const g of placed) {
    const cx = g.advance / 2;
    const cos = Math.cos(g.turn);
    const sin = Math.sin(g.turn);
    const cy = g.size * 0.25;
    const dy = CAPTCHA_HEIGHT / 2 + g.lift;
    for (const contour of g.contours) {
      const moved: Contour = [];
      for (let i = 0; i < contour.length; i += 2) {
        const px = contour[i]! - cx;
        const py = contour[i + 1]! + cy;
        moved.push(pen + cx + px * cos - py * sin, dy + px * sin + py * cos);
      }
      out.push(moved);
    }
    pen += step(g);
  }
  return out;
}

/** One smooth bend of the whole picture, so that no character keeps the font's shape. */
function bend(contours: Contour[], amplitude: number, random: Random): Contour[] {
  const phaseX = random() * Math.PI * 2;
  const phaseY = random() * Math.PI * 2;
  const lengthX = between(random, 50, 90);
  const lengthY = between(random, 25, 40);
  return contours.map((c) =>
    c.map((v, i) =>
      i % 2 === 0
        ? v + amplitude * 0.6 * Math.sin(c[i + 1]! / lengthY + phaseY)
        : v + amplitude * Math.sin((c[i - 1]! / lengthX) * Math.PI + phaseX),
    ),
  );
}

/** A wavy line across the text band, as a ribbon. */
function randomStroke(random: Random, width: number): Contour {
  const points: number[] = [];
  const y0 = between(random, 0.3, 0.75) * CAPTCHA_HEIGHT;
  const slope = between(random, -0.15, 0.15);
  const amplitude = between(random, 3, 9);
  const phase = random() * Math.PI * 2;
  const length = between(random, 25, 45);
  for (let x = -4; x <= CAPTCHA_WIDTH + 4; x += 3) {
    points.push(x, y0 + slope * (x - CAPTCHA_WIDTH / 2) + amplitude * Math.sin(x / length + phase));
  }
  return strokeOutline(points, width);
}

/** The captcha picture of `text` as a PNG file. */
export function drawCaptcha(text: string, random: Random, style: CaptchaStyle = CAPTCHA_STYLE): Buffer {
  const pixels = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;
  const glyphs = bend(layText(text, style, random), style.wave, random);
  const fill = coverage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, glyphs);
  const strokes = coverage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    ...glyphs.map((c) => strokeOutline([...c, c[0]!, c[1]!], 1.5)),
    ...Array.from({ length: style.inkLines }, () => randomStroke(random, between(random, 1.6, 2.6))),
  ]);
  const cut = coverage(
    CAPTCHA_WIDTH,
    CAPTCHA_HEIGHT,
    Array.from({ length: style.cutLines }, () => randomStroke(random, between(random, 1, 1.6))),
  );
  const paper = [between(random, 225, 250), between(random, 225, 250), between(random, 225, 250)];
  const pen = [between(random, 20, 90), between(random, 20, 90), between(random, 40, 110)];
  const rgb = new Uint8ClampedArray(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    const speck = random() < style.speckle ? between(random, 0.3, 0.9) : 0;
    const amount = Math.max(speck, Math.min(1, Math.max(fill[p]!, strokes[p]!)) * (1 - Math.min(1, cut[p]!)));
    const grain = (random() - 0.5) * 24;
    for (let k = 0; k < 3; k++) rgb[p * 3 + k] = paper[k]! + grain + (pen[k]! - paper[k]! - grain) * amount;
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
}
