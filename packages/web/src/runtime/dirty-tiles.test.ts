import { describe, expect, it } from 'vitest';
import { createTiles, penBox, type PenExtent } from './dirty-tiles';

const pen = (over: Partial<PenExtent> = {}): PenExtent => ({
  rect: { x: 100, y: 100, width: 40, height: 20 },
  rotate: 0,
  fontSize: 10,
  lineHeight: 1.5,
  overhang: 0,
  ...over,
});

describe('pen boxes', () => {
  it('covers the rectangle with room for the edge, in device pixels after the view moved', () => {
    expect(penBox(pen(), { x: 10, y: -20, dpr: 2 })).toEqual({ x0: 214, y0: 154, x1: 306, y1: 206 });
  });

  it('widens by the text a box may not hold and turns with the pen', () => {
    const text = penBox(pen({ textRect: { x: 100, y: 100, width: 40, height: 20 }, textLines: ['123456'] }), {
      x: 0,
      y: 0,
      dpr: 1,
    });
    expect(text.x0).toBeLessThanOrEqual(100 - 60);
    expect(text.x1).toBeGreaterThanOrEqual(140 + 60);
    const turned = penBox(pen({ rotate: 45 }), { x: 0, y: 0, dpr: 1 });
    // The half diagonal of 40 by 20 is 22.4 from the centre (120, 110).
    expect(turned.x0).toBeLessThanOrEqual(120 - 22.4);
    expect(turned.y1).toBeGreaterThanOrEqual(110 + 22.4);
  });
});

describe('tiles', () => {
  it('lists each pen on the tiles its box touches, in drawing order', () => {
    const tiles = createTiles(300, 200, 100);
    tiles.place(2, { x0: 150, y0: 50, x1: 250, y1: 60 });
    tiles.place(0, { x0: 90, y0: 10, x1: 110, y1: 20 });
    tiles.place(2, { x0: 150, y0: 50, x1: 160, y1: 60 });
    tiles.mark({ x0: 120, y0: 10, x1: 130, y1: 20 });
    expect(tiles.take()).toEqual({ box: { x0: 100, y0: 0, x1: 200, y1: 100 }, pens: [0, 2] });
    expect(tiles.take()).toBeUndefined();
  });

  it('cuts the last tiles at the canvas edge and forgets everything on a full drawing', () => {
    const tiles = createTiles(250, 150, 100);
    tiles.mark({ x0: -50, y0: -50, x1: 1000, y1: 1000 });
    expect(tiles.pending()).toBe(6);
    tiles.place(1, { x0: 240, y0: 140, x1: 260, y1: 160 });
    expect(tiles.dirtyPens()).toEqual(new Set([1]));
    tiles.clean();
    expect(tiles.pending()).toBe(0);
    tiles.mark({ x0: 240, y0: 140, x1: 245, y1: 145 });
    expect(tiles.take()).toEqual({ box: { x0: 200, y0: 100, x1: 250, y1: 150 }, pens: [1] });
  });
});
