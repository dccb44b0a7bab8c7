import { CanvasLayer, PenType, renderPen, type Meta2d, type Pen } from '@meta2d/core';
import { createTiles, penBox, type Box, type Tiles } from './dirty-tiles';

/** The parts of the engine's canvas (@meta2d/core canvas.js) a partial drawing reads and writes. */
interface EngineCanvas {
  canvas: HTMLCanvasElement;
  offscreen: HTMLCanvasElement | OffscreenCanvas;
  /** CSS pixels; the offscreen is this times the device pixel ratio, cut to whole pixels. */
  width: number;
  height: number;
  lastRender: number;
  render: (patchFlags?: number | boolean) => void;
  store: {
    dpiRatio: number;
    data: { x: number; y: number; scale: number; pens: Pen[] };
    styles: { color?: string };
  };
}

/** Image layers: their pictures are on canvases of their own. */
const IMAGE_LAYERS = new Set<CanvasLayer | undefined>([CanvasLayer.CanvasImageBottom, CanvasLayer.CanvasImage]);
/** Device pixels a side: a 1,000-pen screen is a few hundred tiles of a few pens each. */
const TILE = 128;

type Calculative = Record<string, unknown> & {
  worldRect?: { x: number; y: number; width: number; height: number; rotate?: number };
  worldTextRect?: { x: number; y: number; width: number; height: number };
  textLines?: string[];
  inView?: boolean;
};

const numberOr = (value: unknown, fallback = 0) => (typeof value === 'number' && isFinite(value) ? value : fallback);

/**
 * Whether a pen is drawn by `renderPen` alone, so that drawing it again inside a tile gives the pixels a
 * full drawing gives: not one with a picture on the main layer (the engine draws it in `renderPens`), with
 * children, anchors shown, or a page element of its own (frames, videos, charts).
 */
function drawnAlone(pen: Pen, domKinds: ReadonlySet<string>): boolean {
  const record = pen as Pen & Record<string, unknown>;
  if (record.image && !IMAGE_LAYERS.has(pen.canvasLayer)) return false;
  if (pen.children?.length || record.anchorVisible === true || record.externElement) return false;
  return !domKinds.has(pen.name ?? '');
}

/**
 * Redraws only the tiles of the canvas that changed pens cover: each tile is cleared and the pens listed on
 * it are drawn again in the engine's order, clipped to it. A batch of
 * changes is drawn in slices of `sliceMs` over coming frames (`schedule`) rather than in one long frame.
 * Anything the tiles cannot draw exactly (see `drawnAlone`, a view whose offscreen is not whole device
 * pixels) is drawn by the engine in full.
 */
export function createPartialRender(
  meta2d: Meta2d,
  deps: { schedule: (batch: () => void) => void; now: () => number; sliceMs: number; domKinds: ReadonlySet<string> },
) {
  const canvas = meta2d.canvas as unknown as EngineCanvas;
  let tiles: Tiles | null = null;
  let indexed = '';
  let order = new Map<string, number>();
  let alone: boolean[] = [];
  let full = false;
  let scheduled = false;

  // A full drawing by the engine (its own timer, hover, animation, fit) leaves no tile to draw.
  const engineRender = canvas.render;
  canvas.render = (patchFlags) => {
    const before = canvas.lastRender;
    engineRender(patchFlags);
    if (canvas.lastRender !== before) tiles?.clean();
  };

  const view = () => ({ x: canvas.store.data.x, y: canvas.store.data.y, dpr: canvas.store.dpiRatio });

  function boxOf(pen: Pen): Box | null {
    const calc = (pen as Pen & { calculative?: Calculative }).calculative;
    const rect = calc?.worldRect;
    if (!calc || !rect) return null;
    const record = pen as Pen & Record<string, unknown>;
    const lineWidth = numberOr(calc.lineWidth, numberOr(pen.lineWidth, 1));
    const shadow =
      numberOr(calc.shadowBlur) +
      Math.max(Math.abs(numberOr(calc.shadowOffsetX)), Math.abs(numberOr(calc.shadowOffsetY)));
    const arrows = 2 * Math.max(numberOr(record.fromArrowSize, 10), numberOr(record.toArrowSize, 10));
    return penBox(
      {
        rect,
        rotate: numberOr(rect.rotate, numberOr(calc.rotate)),
        textRect: calc.worldTextRect,
        textLines: calc.textLines,
        fontSize: numberOr(calc.fontSize, 12),
        lineHeight: numberOr(calc.lineHeight, 1.5),
        overhang: lineWidth * 2 + shadow + (pen.type === PenType.Line ? arrows : 0),
      },
      view(),
    );
  }

  /** The offscreen maps to the page's canvas pixel for pixel only when the CSS size is whole device pixels. */
  function exact(): boolean {
    const { offscreen, width, height, store } = canvas;
    return offscreen.width === width * store.dpiRatio && offscreen.height === height * store.dpiRatio;
  }

  /** The tiles for the present view, listed again when the view or the pens changed. */
  function index(): Tiles {
    const { data, dpiRatio } = canvas.store;
    const key = [
      data.x,
      data.y,
      data.scale,
      dpiRatio,
      canvas.offscreen.width,
      canvas.offscreen.height,
      data.pens.length,
    ].join();
    if (tiles && key === indexed) return tiles;
    indexed = key;
    tiles = createTiles(canvas.offscreen.width, canvas.offscreen.height, TILE);
    order = new Map(data.pens.map((pen, i) => [pen.id ?? '', i]));
    alone = data.pens.map((pen) => drawnAlone(pen, deps.domKinds));
    data.pens.forEach((pen, i) => {
      const box = boxOf(pen);
      if (box) tiles!.place(i, box);
    });
    return tiles;
  }

  /** Notes what pen `id` covers now: called before and after it changes, within one `changing` call. */
  function mark(grid: Tiles, id: string): void {
    const at = order.get(id);
    const pen = at === undefined ? undefined : canvas.store.data.pens[at];
    const box = pen && boxOf(pen);
    if (at === undefined || !box || !alone[at]) {
      full = true;
      return;
    }
    grid.place(at, box);
    grid.mark(box);
  }

  /**
   * Draws one tile straight on the page's canvas: the engine draws everything on its offscreen and copies
   * it whole on each full drawing, so the offscreen between two full drawings is never read again (and
   * copying a tile of it was found not to reach the page's canvas in Chromium). The anti-aliased edges of
   * round shapes may come out some levels apart from the engine's drawing, on a few pixels.
   */
  function drawTile(box: Box, pens: readonly number[]): void {
    const { store } = canvas;
    const width = box.x1 - box.x0;
    const height = box.y1 - box.y0;
    if (width <= 0 || height <= 0) return;
    const ctx = canvas.canvas.getContext('2d')!;
    const base = ctx.getTransform();
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(box.x0, box.y0, width, height);
    ctx.clip();
    ctx.clearRect(box.x0, box.y0, width, height);
    // What the engine's render sets on its offscreen before `renderPens`.
    ctx.setTransform(base);
    ctx.translate(store.data.x, store.data.y);
    ctx.textBaseline = 'middle';
    if (store.styles.color) ctx.strokeStyle = store.styles.color;
    for (const at of pens) {
      const pen = store.data.pens[at];
      if (!pen || !isFinite(pen.x ?? NaN) || pen.canvasLayer === CanvasLayer.CanvasTemplate) continue;
      if ((pen as Pen & { calculative?: Calculative }).calculative?.inView) renderPen(ctx, pen);
    }
    ctx.restore();
  }

  /** Draws dirty tiles for up to `sliceMs`, leaving the rest to a coming frame. */
  function draw(): void {
    scheduled = false;
    const grid = index();
    const anyOther = () => [...grid.dirtyPens()].some((at) => !alone[at]);
    if (full || !exact() || anyOther()) {
      full = false;
      grid.clean();
      meta2d.render();
      return;
    }
    const started = deps.now();
    while (deps.now() - started < deps.sliceMs) {
      const tile = grid.take();
      if (!tile) return;
      drawTile(tile.box, tile.pens);
    }
    if (grid.pending() > 0) {
      scheduled = true;
      deps.schedule(draw);
    }
  }

  return {
    /**
     * Runs `change`, which calls `mark(id)` before and after it changes pen `id`; the tiles are checked
     * against the view once for the whole batch, not for every pen.
     */
    changing: (change: (mark: (id: string) => void) => void) => {
      const grid = index();
      change((id) => mark(grid, id));
    },
    /** Draws what was marked: a slice now, the rest on coming frames. */
    draw: () => {
      if (!scheduled) draw();
    },
    /** Lists the pens on the tiles again before the next drawing (pens moved, showed or hid). */
    reindex: () => {
      indexed = '';
    },
  };
}
