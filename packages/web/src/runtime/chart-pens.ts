import { setElemPosition, type Pen as EnginePen } from '@meta2d/core';
import type { Chart } from './chart-engine';

type Option = Record<string, unknown>;

interface Slot {
  element: HTMLDivElement;
  chart: Chart | null;
  option: Option | null;
}

/**
 * The `echarts` pen kind of run mode: each chart pen is an element over the canvas with an ECharts
 * instance (the library loads with the first chart pen). Values go straight to the chart (`show`), so a
 * live chart never redraws the canvas.
 */
export function createChartPens() {
  const slots = new Map<string, Slot>();
  /** Options shown before the engine first drew their pen. */
  const early = new Map<string, Option>();
  let engine: Promise<typeof import('./chart-engine')> | null = null;
  let disposed = false;

  function place(pen: EnginePen): void {
    const slot = pen.id ? slots.get(pen.id) : undefined;
    if (!slot) return;
    setElemPosition(pen, slot.element);
    slot.chart?.resize();
  }

  function mount(pen: EnginePen, slot: Slot): void {
    engine ??= import('./chart-engine');
    void engine.then(({ initChart }) => {
      if (disposed || !slot.element.isConnected) return;
      slot.chart = initChart(slot.element);
      // Described for screen readers from the first option on (ECharts' aria).
      slot.chart.setOption({ aria: { enabled: true }, ...slot.option });
      place(pen);
    });
  }

  /** The engine's drawing of a chart pen: its element is made once and follows the pen. */
  function draw(pen: EnginePen): Path2D {
    const id = pen.id;
    const host = pen.calculative?.canvas?.externalElements?.parentElement;
    if (!id || !host) return new Path2D();
    let slot = slots.get(id);
    if (!slot) {
      const element = document.createElement('div');
      element.dataset.chartPen = id;
      host.appendChild(element);
      const saved = (pen as EnginePen & { echarts?: { option?: Option } }).echarts;
      slot = { element, chart: null, option: early.get(id) ?? saved?.option ?? null };
      early.delete(id);
      slots.set(id, slot);
      pen.onMove = place;
      pen.onResize = place;
      pen.onRotate = place;
      pen.onDestroy = () => forget(id);
      mount(pen, slot);
    }
    if (pen.calculative?.patchFlags) place(pen);
    return new Path2D();
  }

  function forget(id: string): void {
    const slot = slots.get(id);
    slot?.chart?.dispose();
    slot?.element.remove();
    slots.delete(id);
  }

  /** Shows an option on a chart pen (kept until its chart is ready). */
  function show(id: string, option: Option): void {
    const slot = slots.get(id);
    if (!slot) {
      early.set(id, option);
      return;
    }
    slot.option = option;
    slot.chart?.setOption(option, { replaceMerge: ['series'] });
  }

  function dispose(): void {
    disposed = true;
    early.clear();
    for (const id of [...slots.keys()]) forget(id);
  }

  return { draw, show, dispose };
}

export type ChartPens = ReturnType<typeof createChartPens>;
