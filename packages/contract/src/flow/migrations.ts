import { FLOW_DOCUMENT_VERSION } from './codes.js';

/**
 * Migrations of the flow document: one function per older version, each lifting a document one
 * version up. A document without `version` is version 0: the engine's raw dump, as the original product
 * stored it (canvas settings at the top, the engine's animation names, custom data bound by `varId`).
 */

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const renamed = (from: Json, names: Record<string, string>): Json => {
  const out: Json = { ...from };
  for (const [old, name] of Object.entries(names)) {
    if (old in out) {
      if (!(name in out)) out[name] = out[old];
      delete out[old];
    }
  }
  return out;
};

/** Version 0 bound custom data by `varId`; version 1 names it `customDataId`. */
function bindingV0(binding: unknown): unknown {
  if (!isRecord(binding) || String(binding.msgType) !== '2' || binding.customDataId !== undefined) return binding;
  const { varId, ...rest } = binding;
  return { ...rest, customDataId: varId };
}

function penV0(pen: unknown): unknown {
  if (!isRecord(pen)) return pen;
  const out = renamed(pen, { lineAnimateType: 'animateType', autoPlay: 'animatePlay', keepAnimateState: 'editStop' });
  if (isRecord(out.data) && Array.isArray(out.data.data)) {
    out.data = { ...out.data, data: out.data.data.map(bindingV0) };
  }
  return out;
}

function fromV0(doc: Json): Json {
  return {
    version: 1,
    pens: Array.isArray(doc.pens) ? doc.pens.map(penV0) : [],
    canvas: {
      bkColor: doc.bkColor ?? doc.background,
      bkImage: doc.bkImage,
      grid: doc.grid,
      gridColor: doc.gridColor,
      gridSize: doc.gridSize,
      disableDockLine: doc.disableDockLine,
      locked: doc.locked,
    },
    origin: doc.origin,
    scale: doc.scale,
  };
}

/** `MIGRATIONS[n]` lifts version n to n + 1. */
const MIGRATIONS: Record<number, (doc: Json) => Json> = { 0: fromV0 };

/**
 * Lifts a document to the current version. What is not a document of a known version is handed on
 * unchanged, for the schema to refuse with a message naming the field.
 */
export function migrateFlowDocument(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  let doc = raw;
  let version = doc.version === undefined ? 0 : doc.version;
  while (typeof version === 'number' && version < FLOW_DOCUMENT_VERSION) {
    const lift = MIGRATIONS[version];
    if (!lift) return doc;
    doc = lift(doc);
    version = doc.version as number;
  }
  return doc;
}
