import { Meta2d, type Meta2dData, type Pen as EnginePenData } from '@meta2d/core';
import type { EngineData } from '../editor/document/engine-data';
import type { PenState } from './binding-runtime';
import { createPartialRender } from './partial-render';
import { createRuleRestore } from './rule-restore';

/** What run mode does with the canvas: show a flow locked and fitted, apply pen states and events. */
export interface RunEngine {
  apply: (changes: ReadonlyMap<string, PenState>) => void;
  fit: () => void;
  onPen: (trigger: 'click' | 'dblclick', listener: (penId: string) => void) => void;
  /** Sets properties of the pens a pen id or tag names. */
  set: (target: string, props: Record<string, unknown>) => void;
  animate: (target: string, how: 'start' | 'pause' | 'stop') => void;
  toggleTagged: (tag: string) => void;
  destroy: () => void;
}

/** Canvas lock 1: preview, where pens fire their events and nothing can be edited (EDITOR-NOTES). */
const PREVIEW = 1;
/** Core pens that hold a page element of their own (drawn in full when they change or lie under a change). */
const ELEMENT_PENS = ['iframe', 'video', 'echarts', 'gif'];
/** Properties whose change only repaints a pen where it is: other changes are drawn in full. */
const PAINT_ONLY = new Set([
  'text',
  'background',
  'color',
  'textColor',
  'textBackground',
  'fontWeight',
  'fontStyle',
  'globalAlpha',
]);
/** At most this long a frame redraws changed tiles; what is left waits for the next frames. */
const SLICE_MS = 4;

/** Runs a batch on a coming frame (the tab's frame pacer). */
export type ScheduleBatch = (batch: () => void) => void;

/**
 * Mounts the engine on `parent` with a flow that was sanitized on load (no code, no network: the
 * engine would run or open them). Values are applied per batch and drawn once.
 */
export function mountRunEngine(
  parent: HTMLElement,
  data: EngineData,
  kinds: Record<string, (pen: EnginePenData) => Path2D>,
  schedule: ScheduleBatch,
): RunEngine {
  const meta2d = new Meta2d(parent, { interval: 30, disableScale: false });
  // Our drawings of kinds the core lacks (chart pens); registered before the flow opens.
  meta2d.register(kinds);
  meta2d.open(data as unknown as Meta2dData);
  meta2d.lock(PREVIEW);
  meta2d.fitView(true, 16);
  const animating = new Set<string>();
  const partial = createPartialRender(meta2d, {
    schedule,
    now: () => performance.now(),
    sliceMs: SLICE_MS,
    domKinds: new Set([...ELEMENT_PENS, ...Object.keys(kinds)]),
  });
  const withOriginals = createRuleRestore(
    (id, prop) => (meta2d.store.pens[id] as Record<string, unknown> | undefined)?.[prop],
  );

  /**
   * Values only repaint their pens: the tiles those cover before and after are drawn again (over coming
   * frames when many changed). Animations and changes of place or size are drawn in full.
   */
  function apply(changes: ReadonlyMap<string, PenState>): void {
    let inFull = animating.size > 0;
    partial.changing((mark) => {
      for (const [id, { text, effect }] of changes) {
        const { animate, ...props } = effect;
        const value: Record<string, unknown> = { id, ...withOriginals(id, props) };
        if (text !== undefined) value.text = text;
        if (animate || Object.keys(value).some((key) => key !== 'id' && !PAINT_ONLY.has(key))) inFull = true;
        if (!inFull) mark(id);
        meta2d.setValue(value, { render: false, doEvent: false });
        if (!inFull) mark(id);
        if (animate === 'start' && !animating.has(id)) {
          animating.add(id);
          meta2d.startAnimate(id);
        } else if (animate === 'stop' && animating.has(id)) {
          animating.delete(id);
          meta2d.stopAnimate(id);
        }
      }
    });
    if (inFull) meta2d.render();
    else partial.draw();
  }

  function set(target: string, props: Record<string, unknown>): void {
    for (const pen of meta2d.find(target)) meta2d.setValue({ id: pen.id, ...props }, { render: false, doEvent: false });
    partial.reindex();
    meta2d.render();
  }

  function animate(target: string, how: 'start' | 'pause' | 'stop'): void {
    if (how === 'start') meta2d.startAnimate(target);
    else if (how === 'pause') meta2d.pauseAnimate(target);
    else meta2d.stopAnimate(target);
  }

  function toggleTagged(tag: string): void {
    for (const pen of meta2d.find(tag)) meta2d.setVisible(pen, pen.visible === false, false);
    partial.reindex();
    meta2d.render();
  }

  return {
    apply,
    fit: () => meta2d.fitView(true, 16),
    onPen: (trigger, listener) =>
      void meta2d.on(trigger, (event?: { pen?: EnginePenData }) => {
        if (event?.pen?.id) listener(event.pen.id);
      }),
    set,
    animate,
    toggleTagged,
    // Only this canvas: without `true` the engine unregisters every pen kind of the page.
    destroy: () => meta2d.destroy(true),
  };
}
