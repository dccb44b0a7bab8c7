/**
 * The part of the canvas engine's data (@meta2d/core's `Meta2dData` and `Pen`) that the conversion
 * writes and reads. Declared here so that the conversion stays pure and engine-free: only
 * `editor/engine/` imports the engine itself.
 */
export interface EnginePen {
  id: string;
  name: string;
  type?: number;
  /** Engine dash pattern; the document keeps the spec's code (see `LINE_DASH_PATTERNS`). */
  lineDash?: number[];
  lineAnimateType?: number;
  autoPlay?: boolean;
  keepAnimateState?: boolean;
  /** A chart pen's ECharts option, where @meta2d/chart-diagram reads it. */
  echarts?: { option?: Record<string, unknown> };
  /**
   * Ours, inert to the engine: the pen's bindings and chart settings, its frame settings and its events.
   * Events stay out of the engine's `events` on purpose: run mode carries them out itself.
   */
  iotData?: Record<string, unknown>;
  iotFrame?: Record<string, unknown>;
  iotEvents?: Record<string, unknown>[];
  /** The node animation preset; the engine animates the `frames` written from it. */
  iotAnimation?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface EngineData {
  pens: EnginePen[];
  background?: string;
  bkImage?: string;
  grid?: boolean;
  gridColor?: string;
  gridSize?: number;
  /** Applied by the engine adapter as the engine's `disableDock` option. */
  disableDock?: boolean;
  locked?: number;
  origin?: { x: number; y: number };
  scale?: number;
}

/** The spec's dash codes (0 solid, 1 short, 2 long, 3 dotted) as the engine's dash patterns. */
export const LINE_DASH_PATTERNS: Record<number, number[]> = { 0: [], 1: [5, 5], 2: [12, 6], 3: [1, 4] };
