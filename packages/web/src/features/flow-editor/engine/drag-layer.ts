import {
  CanvasLayer,
  ctxFlip,
  ctxRotate,
  drawImage,
  renderPen,
  setGlobalAlpha,
  type Meta2d,
  type Pen as EnginePen,
} from '@meta2d/core';

type EngineCanvas = Meta2d['canvas'];

/** What a layer was drawn for: another drag, a panned, zoomed or resized view or another screen draws it again. */
interface LayerKey {
  moving: EnginePen[];
  x: number;
  y: number;
  scale: number;
  width: number;
  height: number;
  pens: number;
}

interface StillLayer {
  key: LayerKey;
  image: HTMLCanvasElement;
  /** Pens that change while the selection moves: left out of the image, drawn on every frame. */
  live: Set<EnginePen>;
}

/**
 * Draws the pens that stand still during a drag once, instead of on every frame of the drag.
 *
 * The engine drags a selection as half-transparent copies (`canvas.movingPens`) and moves the pens
 * themselves only when the mouse is released; yet each frame of the drag its `renderPens` draws all
 * the pens of the screen again, and the browser rasterises them all again: on a 2,000-pen screen
 * that is the whole cost of a frame. While the copies move, only three kinds of pen change: the
 * copies, the lines connected to the selection (they follow it), and the pen the selection snaps to
 * (drawn highlighted). So this wraps the engine's `renderPens`, not its code: on the first frame of
 * a drag it draws every other pen, exactly as the engine does, into an image the size of the
 * engine's offscreen canvas; each later frame copies that image and draws the changing pens and the
 * copies on top. The one visible difference: during the drag, a following line or the snapped pen
 * is drawn above the still pens rather than in its place in the drawing order.
 *
 * Outside a drag, and while an animation plays (animated pens change on every frame), the engine
 * paints as it always did; the image is dropped when the drag ends.
 */
export function installDragLayer(canvas: EngineCanvas): void {
  const paintAll = canvas.renderPens;
  let layer: StillLayer | undefined;
  canvas.renderPens = () => {
    const moving = canvas.movingPens as EnginePen[] | undefined;
    if (!moving || canvas.store.animates.size > 0) {
      layer = undefined;
      paintAll();
      return;
    }
    const ctx = canvas.offscreen.getContext('2d')!;
    const key = layerKey(canvas, moving);
    if (!layer || !sameKey(layer.key, key)) layer = drawStillLayer(canvas, ctx, key);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(layer.image, 0, 0);
    ctx.restore();
    ctx.strokeStyle = penColor(canvas);
    for (const pen of canvas.store.data.pens) {
      if (layer.live.has(pen) || pen.calculative?.isDock) drawPen(ctx, pen);
    }
    if (canvas.drawingLine) renderPen(ctx, canvas.drawingLine);
    if (canvas.pencilLine) renderPen(ctx, canvas.pencilLine);
    for (const pen of moving) drawWithChildren(canvas, ctx, pen);
  };
}

/** The stroke the engine sets before its pens (its theme's pen colour). */
function penColor(canvas: EngineCanvas): string {
  return (canvas.store.styles as { color: string }).color;
}

function layerKey(canvas: EngineCanvas, moving: EnginePen[]): LayerKey {
  const { data } = canvas.store;
  return {
    moving,
    x: data.x,
    y: data.y,
    scale: data.scale,
    width: canvas.offscreen.width,
    height: canvas.offscreen.height,
    pens: data.pens.length,
  };
}

function sameKey(a: LayerKey, b: LayerKey): boolean {
  return (Object.keys(a) as (keyof LayerKey)[]).every((name) => a[name] === b[name]);
}

/** Every pen but the live ones, in the engine's drawing order, with the offscreen's transform and text baseline. */
function drawStillLayer(canvas: EngineCanvas, target: CanvasRenderingContext2D, key: LayerKey): StillLayer {
  const image = document.createElement('canvas');
  image.width = key.width;
  image.height = key.height;
  const ctx = image.getContext('2d')!;
  ctx.setTransform(target.getTransform());
  ctx.textBaseline = target.textBaseline;
  ctx.strokeStyle = penColor(canvas);
  const live = followingLines(canvas, key.moving);
  // The pen snapped to now is drawn plain here (and highlighted on top while it stays snapped to).
  const snapped = canvas.store.data.pens.filter((pen) => pen.calculative?.isDock);
  snapped.forEach((pen) => (pen.calculative!.isDock = false));
  for (const pen of canvas.store.data.pens) {
    if (!live.has(pen)) drawPen(ctx, pen);
  }
  snapped.forEach((pen) => (pen.calculative!.isDock = true));
  return { key, image, live };
}

/** The lines connected to the moving copies or their children: the engine moves them with the copies. */
function followingLines(canvas: EngineCanvas, moving: EnginePen[]): Set<EnginePen> {
  const { pens } = canvas.store;
  const lines = new Set<EnginePen>();
  const visit = (pen: EnginePen) => {
    for (const connected of pen.connectedLines ?? []) {
      const line = pens[connected.lineId];
      if (line) lines.add(line);
    }
    for (const id of pen.children ?? []) {
      const child = pens[id];
      if (child) visit(child);
    }
  };
  moving.forEach(visit);
  return lines;
}

/** One pen as the engine's `renderPens` draws it: its main-layer image, then its shape and text. */
function drawPen(ctx: CanvasRenderingContext2D, pen: EnginePen): void {
  const calculative = pen.calculative;
  if (!Number.isFinite(pen.x) || pen.canvasLayer === CanvasLayer.CanvasTemplate || !calculative?.inView) return;
  if (pen.canvasLayer === CanvasLayer.CanvasMain && pen.name !== 'gif' && pen.image && calculative.img) {
    ctx.save();
    ctxFlip(ctx, pen);
    if (pen.rotateByRoot || calculative.rotate) ctxRotate(ctx, pen);
    setGlobalAlpha(ctx, pen);
    drawImage(ctx, pen);
    ctx.restore();
  }
  renderPen(ctx, pen);
}

/** A moving copy and its children, as the engine draws them during a drag. */
function drawWithChildren(canvas: EngineCanvas, ctx: CanvasRenderingContext2D, pen: EnginePen): void {
  if (pen.calculative?.inView) renderPen(ctx, pen);
  for (const id of pen.children ?? []) {
    const child = canvas.store.pens[id];
    if (child) drawWithChildren(canvas, ctx, child);
  }
}
