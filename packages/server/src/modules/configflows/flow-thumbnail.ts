import type { FlowDocument } from '@iot/contract';
import { encodePng } from '../auth/captcha/png.js';
import { coverage, strokeOutline, type Contour } from '../auth/captcha/raster.js';

/** The thumbnail's size: the flow lists' cards are 16:9. */
export const THUMBNAIL = { width: 320, height: 180, padding: 8 } as const;

type Rgb = [number, number, number];
const GREY: Rgb = [200, 206, 212];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb` or `#rrggbb`; anything else (names, gradients, transparent) is not drawn as a colour. */
function rgbOf(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const ellipse = (cx: number, cy: number, rx: number, ry: number): Contour =>
  Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  }).flat();

/**
 * A flow's picture for its card, drawn from its document without a browser: the canvas colour, each
 * node as its box (circles as ellipses, a text as a bar of its colour and length), each line along its anchors.
 * Pictures and charts show as their boxes. The flow is fitted into the thumbnail.
 */
export function renderFlowThumbnail(doc: FlowDocument): Buffer {
  const { width, height, padding } = THUMBNAIL;
  const pens = doc.pens.filter((pen) => pen.visible !== false && !pen.parentId);
  const left = Math.min(...pens.map((p) => p.x), 0);
  const top = Math.min(...pens.map((p) => p.y), 0);
  const right = Math.max(...pens.map((p) => p.x + p.width), 1);
  const bottom = Math.max(...pens.map((p) => p.y + p.height), 1);
  const scale = Math.min((width - padding * 2) / (right - left), (height - padding * 2) / (bottom - top));
  const offset = {
    x: (width - (right - left) * scale) / 2 - left * scale,
    y: (height - (bottom - top) * scale) / 2 - top * scale,
  };
  const at = (x: number, y: number) => [offset.x + x * scale, offset.y + y * scale] as const;

  const rgb = new Uint8ClampedArray(width * height * 3);
  const paper = rgbOf(doc.canvas.bkColor) ?? WHITE;
  for (let p = 0; p < width * height; p++) rgb.set(paper, p * 3);
  const paint = (shape: Contour, colour: Rgb) => {
    const cover = coverage(width, height, [shape]);
    for (let p = 0; p < cover.length; p++) {
      const amount = Math.min(1, cover[p]!);
      if (amount <= 0) continue;
      for (let k = 0; k < 3; k++) rgb[p * 3 + k] = rgb[p * 3 + k]! + (colour[k]! - rgb[p * 3 + k]!) * amount;
    }
  };

  for (const pen of pens) {
    const [x0, y0] = at(pen.x, pen.y);
    const [x1, y1] = at(pen.x + pen.width, pen.y + pen.height);
    if (pen.type === 1) {
      const anchors = pen.anchors?.length ? pen.anchors : [];
      const points = anchors.flatMap((a) => at(pen.x + a.x * pen.width, pen.y + a.y * pen.height));
      if (points.length >= 4) {
        paint(strokeOutline(points, Math.max(1, (pen.lineWidth ?? 1) * scale)), rgbOf(pen.color) ?? GREY);
      }
    } else if (pen.name === 'text') {
      // A line of text as a bar about as long as the text, placed by its alignment.
      const size = (pen.fontSize ?? 12) * scale;
      const bar = Math.max(1, size * 0.45);
      const length = Math.min(x1 - x0, (pen.text ?? '').length * size * 0.55);
      const start = pen.textAlign === 'left' ? x0 : pen.textAlign === 'right' ? x1 - length : (x0 + x1 - length) / 2;
      const cy = (y0 + y1) / 2;
      const end = start + length;
      paint(
        [start, cy - bar / 2, end, cy - bar / 2, end, cy + bar / 2, start, cy + bar / 2],
        rgbOf(pen.textColor) ?? GREY,
      );
    } else {
      const fill = rgbOf(pen.background) ?? rgbOf(pen.color) ?? GREY;
      const box =
        pen.name === 'circle'
          ? ellipse((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2)
          : [x0, y0, x1, y0, x1, y1, x0, y1];
      paint(box, fill);
    }
  }
  return encodePng(width, height, rgb);
}
