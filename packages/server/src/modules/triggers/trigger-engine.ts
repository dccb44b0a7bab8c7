import type { TriggerCondition } from '@iot/contract';

/** A value trigger as the engine evaluates it. */
export interface ValueRule {
  triggerId: number;
  /** A variable id, or minus a custom data id (telemetry/series.ts). */
  seriesId: number;
  condition: TriggerCondition;
}

interface Entry {
  rule: ValueRule;
  /** The value timestamp since which the condition holds; null while it does not. */
  since: number | null;
  /** Fired for the current stretch of the condition: it fires again only once the condition broke. */
  latched: boolean;
  /** The previous value (change). */
  prev: number | undefined;
}

/** Whether a value meets a level condition (not `change`). */
export function meets(c: TriggerCondition, v: number): boolean {
  switch (c.op) {
    case 'above':
      return v > c.value;
    case 'below':
      return v < c.value;
    case 'equal':
      return v === c.value;
    case 'between':
      return v >= c.value && v <= (c.value2 ?? c.value);
    case 'change':
      return false;
  }
}

/**
 * Evaluates every value of a watched series in memory, like the alarm engine: an index by series, no
 * I/O. A level condition fires once when it has held for its hold time (measured on the values' own
 * timestamps) and again only after it broke; `change` fires on every value that differs from the
 * previous one. `evaluate` answers the ids of the triggers that fire.
 */
export function createTriggerEngine() {
  const bySeries = new Map<number, Entry[]>();
  const byTrigger = new Map<number, Entry>();

  function step(entry: Entry, v: number, ts: number): boolean {
    const { condition } = entry.rule;
    if (condition.op === 'change') {
      const changed = entry.prev !== undefined && entry.prev !== v;
      entry.prev = v;
      return changed;
    }
    if (!meets(condition, v)) {
      entry.since = null;
      entry.latched = false;
      return false;
    }
    entry.since ??= ts;
    if (entry.latched || ts - entry.since < condition.holdSeconds * 1000) return false;
    entry.latched = true;
    return true;
  }

  function evaluate(seriesId: number, v: number, ts: number): number[] | undefined {
    const entries = bySeries.get(seriesId);
    if (entries === undefined) return undefined;
    let fired: number[] | undefined;
    for (const entry of entries) if (step(entry, v, ts)) (fired ??= []).push(entry.rule.triggerId);
    return fired;
  }

  function remove(triggerId: number): void {
    const entry = byTrigger.get(triggerId);
    if (!entry) return;
    byTrigger.delete(triggerId);
    const rest = bySeries.get(entry.rule.seriesId)!.filter((e) => e !== entry);
    if (rest.length === 0) bySeries.delete(entry.rule.seriesId);
    else bySeries.set(entry.rule.seriesId, rest);
  }

  /** Adds or replaces a rule; an unchanged rule keeps its state (a reload does not re-fire). */
  function set(rule: ValueRule): void {
    const held = byTrigger.get(rule.triggerId);
    if (held && held.rule.seriesId === rule.seriesId && JSON.stringify(held.rule) === JSON.stringify(rule)) return;
    remove(rule.triggerId);
    const entry: Entry = { rule, since: null, latched: false, prev: undefined };
    byTrigger.set(rule.triggerId, entry);
    bySeries.set(rule.seriesId, [...(bySeries.get(rule.seriesId) ?? []), entry]);
  }

  /** After a (re)load: the latest stored value, so a change compares with it (and no stretch starts). */
  function prime(seriesId: number, v: number): void {
    for (const entry of bySeries.get(seriesId) ?? []) entry.prev = v;
  }

  return {
    evaluate,
    set,
    remove,
    prime,
    triggers: () => byTrigger.keys(),
    series: () => bySeries.keys(),
    ruleOf: (triggerId: number) => byTrigger.get(triggerId)?.rule,
  };
}
export type TriggerEngine = ReturnType<typeof createTriggerEngine>;
