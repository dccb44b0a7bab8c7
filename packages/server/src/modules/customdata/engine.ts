import {
  CustomDataType,
  type CustomDataConfig,
  type CustomDataRef,
  type FunctionConfig,
  type RandomConfig,
  type TimerConfig,
} from '@iot/contract';
import type { z } from 'zod';
import { evaluate, parseExpression, type ExpressionNode } from './expression/index.js';
import { roundTo } from './expression/functions.js';
import { customDataRefs, dependencyOrder, refsOf } from './graph.js';
import { formatClock } from './time-format.js';

/** The latest value of each variable; the telemetry cache implements it. */
export interface LatestValues {
  get(variableId: number): { value: number; ts: number } | undefined;
}

/** A configured item as the engine needs it (the service loads them). */
export interface CustomDataDefinition {
  id: number;
  type: number;
  decimalPlaces: number;
  config: CustomDataConfig;
  /** A constant's value. */
  value: number | null;
}

export type CustomDataValue = { ok: true; value: number | string; ts: number } | { ok: false; error: string };

interface Prepared {
  def: CustomDataDefinition;
  /** The parsed expression of an expression item, or why it does not parse. */
  ast?: ExpressionNode | string;
}

const REDUCERS: Record<z.infer<typeof FunctionConfig>['fn'], (xs: number[]) => number> = {
  avg: (xs) => xs.reduce((s, x) => s + x, 0) / xs.length,
  sum: (xs) => xs.reduce((s, x) => s + x, 0),
  min: (xs) => Math.min(...xs),
  max: (xs) => Math.max(...xs),
};

/**
 * Computes custom data in memory: no query per value. `load` takes every configured item (again when
 * they change); `computeAll`/`compute` give current values, reading variables through `latest` and
 * other items in dependency order; `dependentsOf` tells which items a changed variable touches.
 */
export function createCustomDataEngine(deps: {
  latest: LatestValues;
  now: () => number;
  timeZone: string;
  random?: () => number;
}) {
  const random = deps.random ?? Math.random;
  let items = new Map<number, Prepared>();
  let order: number[] = [];
  let cyclic = new Set<number>();
  let byVariable = new Map<number, number[]>();

  function load(definitions: readonly CustomDataDefinition[]): void {
    items = new Map(definitions.map((def) => [def.id, prepare(def)]));
    const edges = (id: number) => {
      const item = items.get(id);
      return item ? customDataRefs(item.def.type, item.def.config) : [];
    };
    const sorted = dependencyOrder([...items.keys()], edges);
    order = sorted.order;
    cyclic = new Set(sorted.cyclic);
    byVariable = indexByVariable();
  }

  function prepare(def: CustomDataDefinition): Prepared {
    if (def.type !== CustomDataType.expression) return { def };
    const parsed = parseExpression((def.config as { expression: string }).expression);
    return { def, ast: parsed.ok ? parsed.ast : `${parsed.error.en} at ${parsed.position}` };
  }

  /** variable id → every item reading it directly or through other items, in dependency order. */
  function indexByVariable(): Map<number, number[]> {
    const readers = new Map<number, Set<number>>();
    for (const id of order) {
      const { def } = items.get(id)!;
      for (const ref of refsOf(def.type, def.config)) {
        const variables =
          ref.kind === 'variable' ? [ref.id] : [...readers.entries()].filter(([, s]) => s.has(ref.id)).map(([v]) => v);
        for (const v of variables) {
          if (!readers.has(v)) readers.set(v, new Set());
          readers.get(v)!.add(id);
        }
      }
    }
    const rank = new Map(order.map((id, i) => [id, i]));
    return new Map([...readers].map(([v, s]) => [v, [...s].sort((a, b) => rank.get(a)! - rank.get(b)!)]));
  }

  /** The values computed so far, and the newest time among the inputs the item being computed read. */
  interface Reading {
    values: Map<number, CustomDataValue>;
    newest: number;
  }

  function read(ref: CustomDataRef, reading: Reading): number | string {
    if (ref.kind === 'variable') {
      const latest = deps.latest.get(ref.id);
      if (!latest) throw new Error(`no value for variable ${ref.id}`);
      reading.newest = Math.max(reading.newest, latest.ts);
      return latest.value;
    }
    const value = reading.values.get(ref.id) ?? (items.has(ref.id) ? undefined : { ok: false, error: 'missing' });
    if (!value?.ok) throw new Error(`no value for custom data ${ref.id}`);
    if (items.get(ref.id)?.def.type !== CustomDataType.constant) reading.newest = Math.max(reading.newest, value.ts);
    return value.value;
  }

  function numeric(ref: CustomDataRef, reading: Reading): number {
    const v = read(ref, reading);
    if (typeof v !== 'number') throw new Error(`custom data ${ref.id} is not a number`);
    return v;
  }

  function valueOf(item: Prepared, reading: Reading, now: number): number | string {
    const { def } = item;
    switch (def.type) {
      case CustomDataType.constant:
        return def.value ?? (def.config as { value: number }).value;
      case CustomDataType.time:
        return formatClock(now, (def.config as { format: string }).format, deps.timeZone);
      case CustomDataType.random: {
        const c = def.config as z.infer<typeof RandomConfig>;
        return roundTo(c.min + random() * (c.max - c.min), c.decimalPlaces);
      }
      case CustomDataType.timer: {
        const c = def.config as z.infer<typeof TimerConfig>;
        const intervals = Math.max(0, Math.floor((now - c.start) / (c.intervalSeconds * 1000)));
        return c.mode === 'count-up' ? intervals : intervals * c.intervalSeconds;
      }
      case CustomDataType.function: {
        const c = def.config as z.infer<typeof FunctionConfig>;
        return REDUCERS[c.fn](c.inputs.map((ref) => numeric(ref, reading)));
      }
      case CustomDataType.expression: {
        if (typeof item.ast === 'string' || !item.ast) throw new Error(item.ast ?? 'no expression');
        const bindings = (def.config as { bindings: Record<string, CustomDataRef> }).bindings;
        const result = evaluate(item.ast, (name) =>
          Object.hasOwn(bindings, name) ? numeric(bindings[name]!, reading) : undefined,
        );
        if (!result.ok) throw new Error(result.error.en);
        return result.value;
      }
      default:
        // Statistics come from stored history (getDiffValue), not from the latest values.
        throw new Error('computed from history');
    }
  }

  function computeOne(id: number, values: Map<number, CustomDataValue>, now: number): CustomDataValue {
    const item = items.get(id);
    if (!item) return { ok: false, error: 'unknown custom data' };
    if (cyclic.has(id)) return { ok: false, error: 'circular reference' };
    // An item computed from inputs takes the time of its newest input (a device's timestamp; constants
    // have none), so its history lines up with theirs; the others take the current time.
    const reading: Reading = { values, newest: -Infinity };
    try {
      const raw = valueOf(item, reading, now);
      const value = typeof raw === 'number' ? roundTo(raw, item.def.decimalPlaces) : raw;
      if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, error: 'result out of range' };
      return { ok: true, value, ts: Number.isFinite(reading.newest) ? reading.newest : now };
    } catch (e) {
      return { ok: false, error: (e as Error).message };
    }
  }

  /** Every item's current value. */
  function computeAll(): Map<number, CustomDataValue> {
    const now = deps.now();
    const values = new Map<number, CustomDataValue>();
    for (const id of [...order, ...cyclic]) values.set(id, computeOne(id, values, now));
    return values;
  }

  /** The values of `ids` and of the items they read, computed in dependency order. */
  function compute(ids: Iterable<number>): Map<number, CustomDataValue> {
    const wanted = new Set<number>();
    const add = (id: number) => {
      if (wanted.has(id)) return;
      wanted.add(id);
      const item = items.get(id);
      if (item && !cyclic.has(id)) for (const dep of customDataRefs(item.def.type, item.def.config)) add(dep);
    };
    for (const id of ids) add(id);
    const now = deps.now();
    const values = new Map<number, CustomDataValue>();
    for (const id of [...order.filter((o) => wanted.has(o)), ...[...wanted].filter((w) => !order.includes(w))]) {
      values.set(id, computeOne(id, values, now));
    }
    return values;
  }

  /** The items to recompute and publish when a variable changes, in dependency order. */
  function dependentsOf(variableId: number): number[] {
    return byVariable.get(variableId) ?? [];
  }

  return { load, computeAll, compute, dependentsOf };
}
export type CustomDataEngine = ReturnType<typeof createCustomDataEngine>;
