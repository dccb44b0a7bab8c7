/** A box of device pixels on whole pixels: x0 and y0 inside, x1 and y1 just outside. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The canvas cut in square tiles, each knowing which pens may draw on it (by their index in the drawing
 * order) and whether it must be drawn again. A pen's list only grows (a pen whose box shrank stays listed
 * where it was): listing a pen that no longer reaches a tile costs a clipped drawing, missing one would
 * leave stale pixels.
 */
export function createTiles(width: number, height: number, size: number) {
  const columns = Math.max(1, Math.ceil(width / size));
  const rows = Math.max(1, Math.ceil(height / size));
  const members: number[][] = Array.from({ length: columns * rows }, () => []);
  const dirty = new Set<number>();

  function tilesOf(box: Box): number[] {
    const c0 = Math.max(0, Math.floor(box.x0 / size));
    const c1 = Math.min(columns - 1, Math.floor((box.x1 - 1) / size));
    const r0 = Math.max(0, Math.floor(box.y0 / size));
    const r1 = Math.min(rows - 1, Math.floor((box.y1 - 1) / size));
    const tiles: number[] = [];
    for (let r = r0; r <= r1; r += 1) for (let c = c0; c <= c1; c += 1) tiles.push(r * columns + c);
    return tiles;
  }

  /** Lists pen `pen` on the tiles `box` touches, keeping each list in drawing order. */
  function place(pen: number, box: Box): void {
    for (const tile of tilesOf(box)) {
      const list = members[tile]!;
      let at = list.length;
      while (at > 0 && list[at - 1]! > pen) at -= 1;
      if (list[at - 1] !== pen) list.splice(at, 0, pen);
    }
  }

  function mark(box: Box): void {
    for (const tile of tilesOf(box)) dirty.add(tile);
  }

  function boxOf(tile: number): Box {
    const x0 = (tile % columns) * size;
    const y0 = Math.floor(tile / columns) * size;
    return { x0, y0, x1: Math.min(width, x0 + size), y1: Math.min(height, y0 + size) };
  }

  /** The next tile to draw again (no longer counted as dirty), with the pens that may draw on it. */
  function take(): { box: Box; pens: readonly number[] } | undefined {
    const first = dirty.values().next();
    if (first.done) return undefined;
    dirty.delete(first.value);
    return { box: boxOf(first.value), pens: members[first.value]! };
  }

  /** Pens of the dirty tiles, for asking whether they can all be drawn tile by tile. */
  function dirtyPens(): Set<number> {
    const pens = new Set<number>();
    for (const tile of dirty) for (const pen of members[tile]!) pens.add(pen);
    return pens;
  }

  return {
    place,
    mark,
    take,
    dirtyPens,
    /** Everything was drawn at once (a full drawing). */
    clean: () => dirty.clear(),
    pending: () => dirty.size,
  };
}

export type Tiles = ReturnType<typeof createTiles>;

/** What a pen's drawing may cover, read from what the engine computed for it (world pixels, scaled). */
export interface PenExtent {
  rect: { x: number; y: number; width: number; height: number };
  /** Degrees, about the rectangle's centre. */
  rotate: number;
  textRect?: { x: number; y: number; width: number; height: number };
  textLines?: readonly string[];
  fontSize: number;
  lineHeight: number;
  /** Stroke width, shadow blur and offsets, arrow sizes: anything drawn past the rectangles. */
  overhang: number;
}

/** The view: the engine's translation (CSS pixels) and the device pixel ratio of its canvases. */
export interface ViewTransform {
  x: number;
  y: number;
  dpr: number;
}

/** Room for anti-aliasing and the half-pixel translation the engine draws with. */
const EDGE = 3;

/**
 * The device pixels a pen may touch. A text line may be wider than its box (one long word is not wrapped)
 * and may have more lines than fit: each character counts one font size wide on either side, and the lines
 * their full height above and below, which is more than any drawing takes.
 */
export function penBox(pen: PenExtent, view: ViewTransform): Box {
  let { x, y } = pen.rect;
  let x1 = x + pen.rect.width;
  let y1 = y + pen.rect.height;
  if (pen.textRect) {
    const lines = pen.textLines ?? [];
    const longest = lines.reduce((most, line) => Math.max(most, line.length), 0);
    const across = longest * pen.fontSize;
    const down = lines.length * pen.fontSize * (pen.lineHeight || 1.5);
    x = Math.min(x, pen.textRect.x - across);
    y = Math.min(y, pen.textRect.y - down);
    x1 = Math.max(x1, pen.textRect.x + pen.textRect.width + across);
    y1 = Math.max(y1, pen.textRect.y + pen.textRect.height + down);
  }
  if (pen.rotate % 360 !== 0) {
    // The box turned about the rectangle's centre: the circle round it holds every angle.
    const cx = pen.rect.x + pen.rect.width / 2;
    const cy = pen.rect.y + pen.rect.height / 2;
    const radius = Math.max(
      Math.hypot(x - cx, y - cy),
      Math.hypot(x1 - cx, y - cy),
      Math.hypot(x - cx, y1 - cy),
      Math.hypot(x1 - cx, y1 - cy),
    );
    [x, y, x1, y1] = [cx - radius, cy - radius, cx + radius, cy + radius];
  }
  const pad = pen.overhang + EDGE;
  const device = (v: number, offset: number) => (v + offset) * view.dpr;
  return {
    x0: Math.floor(device(x - pad, view.x)),
    y0: Math.floor(device(y - pad, view.y)),
    x1: Math.ceil(device(x1 + pad, view.x)),
    y1: Math.ceil(device(y1 + pad, view.y)),
  };
}
