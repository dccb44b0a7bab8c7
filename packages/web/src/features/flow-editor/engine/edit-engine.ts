import { Meta2d, type Meta2dData, type Pen as EnginePenData } from '@meta2d/core';
import type { EngineData } from '../../../editor/document/engine-data';
import { clampZoom, ZOOM } from '../../../editor/flow/zoom';
import { drawChartPreview } from './chart-preview';
import { installDragLayer } from './drag-layer';

/** Canvas settings the global tab changes (spec 2.1, 3.6). */
export interface CanvasChange {
  background?: string;
  bkImage?: string;
  grid?: boolean;
  gridColor?: string;
  gridSize?: number;
  disableDock?: boolean;
}

/** A pen on the canvas: the engine's, with our inert fields. */
export type CanvasPen = EnginePenData & Record<string, unknown> & { id: string; name: string };

/** What the editor does with the canvas; the only place of the feature that touches the engine. */
export interface EditEngine {
  data: () => EngineData;
  open: (data: EngineData) => void;
  selection: () => EnginePenData[];
  pen: (id: string) => (EnginePenData & Record<string, unknown>) | undefined;
  /** Changes pen fields through the engine (drawn, kept in the history). */
  setPen: (id: string, props: Record<string, unknown>) => void;
  /** Every pen of the canvas, in drawing order. */
  pens: () => CanvasPen[];
  /** Adds pens where they say (flow lines, a user component), as one step of the history. */
  addPens: (pens: Record<string, unknown>[]) => Promise<EnginePenData[]>;
  /** Where the canvas places pens for a point of the window (a drop), or for the view's centre. */
  canvasPoint: (client?: { x: number; y: number }) => { x: number; y: number };
  /** Selects pens (the replace tool's highlight). */
  select: (ids: readonly string[]) => void;
  /** Starts or stops pens' animations: the editor's preview. */
  animate: (ids: readonly string[], play: boolean) => void;
  /** Sets our inert fields (bindings, events, animation): the engine neither draws nor records them. */
  setPenData: (id: string, field: 'iotData' | 'iotEvents' | 'iotAnimation' | 'iotFrame', value: unknown) => void;
  setCanvas: (change: CanvasChange) => void;
  canvas: () => Required<Pick<CanvasChange, 'grid' | 'gridSize' | 'disableDock'>> & CanvasChange;
  undo: () => void;
  redo: () => void;
  scale: () => number;
  zoom: (scale: number) => void;
  setLocked: (locked: boolean) => void;
  /** The canvas as a PNG data URL; null when there is nothing drawn. */
  png: () => string | null;
  downloadPng: (name: string) => void;
  /** The selected pens as a PNG data URL (a user component's thumbnail); null without a selection. */
  selectionPng: () => string | null;
  copy: () => void;
  cut: () => void;
  paste: () => void;
  /** Adds a copy of each selected pen beside it (charts are cloned, not copied: spec 5). */
  clone: () => Promise<void>;
  remove: () => void;
  top: () => void;
  bottom: () => void;
  combine: () => void;
  uncombine: () => void;
  lockPens: (locked: boolean) => void;
  on: (type: string, listener: (event: unknown) => void) => void;
  destroy: () => void;
}

/** The display's frame: the editor draws as often as the screen does (EDITOR-NOTES: 30 ms looks stepped). */
const EDITOR_INTERVAL = 16;
const PNG_PADDING = 10;
/** Where a clone lands: beside its pen. */
const CLONE_OFFSET = 20;
/** Pen lock the pen-lock menu item sets (spec 3.1: it toggles 0 and 2). */
const PEN_LOCKED = 2;

/**
 * Mounts the engine on `parent` in edit mode with a flow that was sanitized on load: the document
 * carries no code or network fields for `open` to run or connect.
 */
export function mountEditEngine(parent: HTMLElement, initial: EngineData): EditEngine {
  const meta2d = new Meta2d(parent, {
    interval: EDITOR_INTERVAL,
    minScale: ZOOM.min,
    maxScale: ZOOM.max,
    disableDock: initial.disableDock ?? false,
    disableLineDock: initial.disableDock ?? false,
  });
  installDragLayer(meta2d.canvas);
  // Charts are drawn by run mode with their values; the editor shows their kind (one instance per page).
  meta2d.registerCanvasDraw({ echarts: drawChartPreview as never });
  const open = (data: EngineData) => {
    meta2d.setOptions({ disableDock: data.disableDock ?? false, disableLineDock: data.disableDock ?? false });
    meta2d.open({ ...data, locked: 0 } as unknown as Meta2dData);
    meta2d.lock(0);
  };
  open(initial);
  const selection = () => meta2d.store.active ?? [];
  const found = (ids: readonly string[]) => ids.flatMap((id) => meta2d.store.pens[id] ?? []);
  const setCanvas = (change: CanvasChange) => {
    if (change.background !== undefined) meta2d.setBackgroundColor(change.background);
    if (change.bkImage !== undefined) void meta2d.setBackgroundImage(change.bkImage);
    if (change.grid !== undefined || change.gridColor !== undefined || change.gridSize !== undefined) {
      meta2d.setGrid({ grid: change.grid, gridColor: change.gridColor, gridSize: change.gridSize });
    }
    if (change.disableDock !== undefined) {
      meta2d.setOptions({ disableDock: change.disableDock, disableLineDock: change.disableDock });
    }
    meta2d.render();
  };

  return {
    data: () => {
      const data = meta2d.data() as unknown as EngineData;
      return { ...data, disableDock: meta2d.getOptions().disableDock ?? false };
    },
    open,
    selection,
    pen: (id) => meta2d.store.pens[id] as (EnginePenData & Record<string, unknown>) | undefined,
    setPen: (id, props) => meta2d.setValue({ id, ...props }, { render: true, history: true, doEvent: false }),
    pens: () => meta2d.store.data.pens as CanvasPen[],
    addPens: (pens) => meta2d.addPens(pens, true),
    canvasPoint: (client) => {
      const box = parent.getBoundingClientRect();
      const { x, y } = client ?? { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      return { x: x - box.left - meta2d.store.data.x, y: y - box.top - meta2d.store.data.y };
    },
    select: (ids) => {
      meta2d.active(found(ids));
      meta2d.render();
    },
    animate: (ids, play) => {
      const pens = found(ids);
      if (pens.length === 0) return;
      if (play) meta2d.startAnimate(pens);
      else meta2d.stopAnimate(pens);
    },
    setPenData: (id, field, value) => {
      const pen = meta2d.store.pens[id] as (EnginePenData & Record<string, unknown>) | undefined;
      if (pen) pen[field] = value;
    },
    setCanvas,
    canvas: () => {
      const data = meta2d.store.data as unknown as Record<string, unknown>;
      return {
        background: data.background as string | undefined,
        bkImage: data.bkImage as string | undefined,
        grid: Boolean(data.grid),
        gridColor: data.gridColor as string | undefined,
        gridSize: Number(data.gridSize ?? 10),
        disableDock: meta2d.getOptions().disableDock ?? false,
      };
    },
    undo: () => meta2d.undo(),
    redo: () => meta2d.redo(),
    scale: () => meta2d.store.data.scale,
    zoom: (scale) => meta2d.scale(clampZoom(scale)),
    setLocked: (locked) => meta2d.lock(locked ? 1 : 0),
    png: () => (Object.keys(meta2d.store.pens).length > 0 ? meta2d.toPng(PNG_PADDING) : null),
    downloadPng: (name) => meta2d.downloadPng(`${name}.png`, PNG_PADDING),
    selectionPng: () => (selection().length > 0 ? meta2d.activeToPng(PNG_PADDING) : null),
    copy: () => meta2d.copy(),
    cut: () => meta2d.cut(),
    paste: () => meta2d.paste(),
    clone: async () => {
      // A group is copied with its children by the engine's own copy; single pens are cloned here.
      const copies = selection()
        .filter((pen) => !pen.children?.length && !pen.parentId)
        .map((pen) => {
          const { id: _id, calculative: _calculative, ...rest } = pen;
          const plain = JSON.parse(JSON.stringify(rest)) as EnginePenData;
          return { ...plain, x: (pen.x ?? 0) + CLONE_OFFSET, y: (pen.y ?? 0) + CLONE_OFFSET };
        });
      const added = await meta2d.addPens(copies, true);
      meta2d.active(added);
      meta2d.render();
    },
    remove: () => meta2d.delete(selection()),
    top: () => meta2d.top(selection()),
    bottom: () => meta2d.bottom(selection()),
    combine: () => void meta2d.combine(selection()),
    uncombine: () => selection().forEach((pen) => meta2d.uncombine(pen)),
    lockPens: (locked) => {
      for (const pen of selection())
        meta2d.setValue({ id: pen.id, locked: locked ? PEN_LOCKED : 0 }, { render: false });
      meta2d.render();
    },
    on: (type, listener) => void meta2d.on(type as never, listener),
    // Only this canvas: without `true` the engine unregisters every pen kind of the page.
    destroy: () => meta2d.destroy(true),
  };
}
