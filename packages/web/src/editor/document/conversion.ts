import { sanitizeFlowDocument, type FlowDocument, type Pen } from '@iot/contract';
import { animationFrames } from '../flow/node-animation';
import { LINE_DASH_PATTERNS, type EngineData, type EnginePen } from './engine-data';

/** Document fields whose engine name differs: line animation (spec 3.6 names vs the engine's). */
const RENAMED = { animateType: 'lineAnimateType', animatePlay: 'autoPlay', editStop: 'keepAnimateState' } as const;

const dashCode = (pattern: unknown): number | undefined => {
  if (!Array.isArray(pattern)) return undefined;
  const key = JSON.stringify(pattern);
  const found = Object.entries(LINE_DASH_PATTERNS).find(([, p]) => JSON.stringify(p) === key);
  return found ? Number(found[0]) : undefined;
};

function penToEngine(pen: Pen): EnginePen {
  const { data, events, iframeSettings, lineDash, animation, ...rest } = pen;
  const out: EnginePen = { ...rest };
  const fields: Record<string, unknown> = out;
  for (const [field, engineName] of Object.entries(RENAMED)) {
    if (field in fields) {
      fields[engineName] = fields[field];
      delete fields[field];
    }
  }
  if (lineDash !== undefined) out.lineDash = LINE_DASH_PATTERNS[lineDash];
  if (data) {
    out.iotData = data;
    if (data.echarts?.option) out.echarts = { option: data.echarts.option };
  }
  if (iframeSettings) out.iotFrame = iframeSettings;
  if (events) out.iotEvents = events;
  if (animation) {
    out.iotAnimation = animation;
    out.frames = animationFrames(animation.kind, animation.duration);
    // No cycle count: the engine repeats it until stopped.
    if (animation.cycles > 0) out.animateCycle = animation.cycles;
  }
  return out;
}

/** The document as the engine opens it. The document must be sanitized (`sanitizeFlowDocument`). */
export function documentToEngine(doc: FlowDocument): EngineData {
  const { canvas } = doc;
  const engine: EngineData = {
    pens: doc.pens.map(penToEngine),
    background: canvas.bkColor,
    bkImage: canvas.bkImage,
    grid: canvas.grid,
    gridColor: canvas.gridColor,
    gridSize: canvas.gridSize,
    disableDock: canvas.disableDockLine,
    locked: canvas.locked,
    origin: doc.origin,
    scale: doc.scale,
  };
  return JSON.parse(JSON.stringify(engine)) as EngineData;
}

function penFromEngine(pen: EnginePen): Record<string, unknown> {
  // The engine's frames are written from the animation preset on open: only the preset is kept.
  const {
    iotData,
    iotFrame,
    iotEvents,
    iotAnimation,
    echarts,
    lineDash,
    frames: _frames,
    animateCycle: _cycle,
    ...rest
  } = pen;
  const out: Record<string, unknown> = { ...rest };
  for (const [field, engineName] of Object.entries(RENAMED)) {
    if (engineName in out) {
      out[field] = out[engineName];
      delete out[engineName];
    }
  }
  out.lineDash = dashCode(lineDash);
  if (iotData) {
    const chart = iotData.echarts as Record<string, unknown> | undefined;
    out.data = chart && echarts?.option ? { ...iotData, echarts: { ...chart, option: echarts.option } } : iotData;
  }
  out.iframeSettings = iotFrame;
  out.events = iotEvents;
  out.animation = iotAnimation;
  return out;
}

/**
 * The engine's data back as a document: renamed, and read through the document's schema, so that the
 * engine's own fields (caches, computed rectangles) and anything unsafe are dropped.
 */
export function engineToDocument(engine: EngineData): ReturnType<typeof sanitizeFlowDocument> {
  return sanitizeFlowDocument({
    version: 1,
    pens: (engine.pens ?? []).map(penFromEngine),
    canvas: {
      bkColor: engine.background,
      bkImage: engine.bkImage,
      grid: engine.grid,
      gridColor: engine.gridColor,
      gridSize: engine.gridSize,
      disableDockLine: engine.disableDock,
      locked: engine.locked,
    },
    origin: engine.origin,
    scale: engine.scale,
  });
}

/** Reads a stored or uploaded flow (any version) for the editor: sanitized, then converted. */
export function openForEngine(raw: unknown): { engine: EngineData; doc: FlowDocument } | { error: string } {
  const parsed = sanitizeFlowDocument(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') || 'data'}: ${issue?.message ?? 'invalid'}` };
  }
  return { engine: documentToEngine(parsed.data), doc: parsed.data };
}
