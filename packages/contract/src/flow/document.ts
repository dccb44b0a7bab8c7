import { z } from 'zod';
import { bi } from '../messages.js';
import { CANVAS_LOCKS, CODE_ACTIONS, DEFAULT_GRID_SIZE, FLOW_DOCUMENT_VERSION, FLOW_PENS_MAX } from './codes.js';
import { color, num, point, safeImageUrl } from './fields.js';
import { migrateFlowDocument } from './migrations.js';
import { Pen } from './pen.js';

/** Canvas settings (spec 2.1, 3.6). */
export const CanvasSettings = z.object({
  bkColor: color.optional(),
  bkImage: safeImageUrl.optional(),
  grid: z.boolean().default(false),
  gridColor: color.optional(),
  gridSize: z.number().int().min(0).default(DEFAULT_GRID_SIZE),
  disableDockLine: z.boolean().default(false),
  locked: z.union(CANVAS_LOCKS.map((l) => z.literal(l))).optional(),
});
export type CanvasSettings = z.output<typeof CanvasSettings>;

/**
 * The flow document, version 1: what a flow's `data` holds. It is an allow-list: a field it does not
 * name (the engine's `initJs`, sockets, `http` lists, caches) never survives a parse.
 */
export const FlowDocument = z
  .object({
    version: z.literal(FLOW_DOCUMENT_VERSION),
    pens: z.array(Pen).max(FLOW_PENS_MAX).default([]),
    canvas: CanvasSettings.default({ grid: false, gridSize: DEFAULT_GRID_SIZE, disableDockLine: false }),
    origin: point.optional(),
    scale: num.min(0.01).max(100).optional(),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.pens.forEach((pen, i) => {
      if (seen.has(pen.id)) {
        ctx.addIssue({ code: 'custom', path: ['pens', i, 'id'], message: bi('组件 ID 重复', 'duplicate pen id') });
      }
      seen.add(pen.id);
    });
  });
export type FlowDocument = z.output<typeof FlowDocument>;
export type FlowDocumentInput = z.input<typeof FlowDocument>;

export const emptyFlowDocument = (): FlowDocument => FlowDocument.parse({ version: FLOW_DOCUMENT_VERSION });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Events that run code (JavaScript, global functions) go before validation: they are dropped, not refused. */
function withoutCodeEvents(doc: unknown): unknown {
  if (!isRecord(doc) || !Array.isArray(doc.pens)) return doc;
  const pens = doc.pens.map((pen: unknown) => {
    if (!isRecord(pen) || !Array.isArray(pen.events)) return pen;
    const events = pen.events.filter((e: unknown) => !(isRecord(e) && CODE_ACTIONS.includes(Number(e.action))));
    return { ...pen, events };
  });
  return { ...doc, pens };
}

/**
 * Reads a flow document as stored or uploaded, of any version: migrates it to the current one, drops
 * every code-bearing and network field, and validates the rest. The server runs it on save, the console
 * on load; what it answers is safe to hand to the engine.
 */
export const SafeFlowDocument = z.preprocess((raw) => withoutCodeEvents(migrateFlowDocument(raw)), FlowDocument);

export function sanitizeFlowDocument(raw: unknown) {
  return SafeFlowDocument.safeParse(raw);
}
