import type { AlarmLimitKind } from '@iot/contract';

/** One limit of a rule: crossed when the value is above it (upper kinds) or below it (lower kinds). */
export interface LimitRule {
  limit: number;
  level: number;
}

/** A config as the engine evaluates it (alarm-rules.ts builds it from the stored config). */
export interface AlarmRule {
  configId: number;
  /** The series the rule watches: a variable id, or minus a custom data id (telemetry/series.ts). */
  seriesId: number;
  enabled: boolean;
  /** Records are kept for this rule (saveRecord). */
  saveRecord: boolean;
  /** Edge rules (switch values): true raises on 0 to 1, false on 1 to 0; null for a limit rule. */
  switchRise: boolean | null;
  switchLevel: number;
  uupper: LimitRule | null;
  upper: LimitRule | null;
  lower: LimitRule | null;
  llower: LimitRule | null;
  /** Hysteresis: an active limit is left once the value is back past it by more than this. */
  deadBand: number;
  /** Spike filter: a value jumping more than `percent` % from the last accepted one counts only as the `count`-th such value in a row. */
  filter: { percent: number; count: number } | null;
}

export interface ActiveAlarm {
  kind: AlarmLimitKind;
  level: number;
  /** The crossed limit; for an edge, the value the switch went to. */
  limit: number;
}

interface Change {
  rule: AlarmRule;
  value: number;
  ts: number;
}
export type AlarmEvent =
  | (Change & { type: 'raise'; alarm: ActiveAlarm })
  /** The active record moves to another limit; `escalated` when the new one is more severe. */
  | (Change & { type: 'change'; alarm: ActiveAlarm; escalated: boolean })
  | (Change & { type: 'recover' });

interface Entry {
  rule: AlarmRule;
  active: ActiveAlarm | null;
  /** The previous value (edges). */
  prev: number | undefined;
  /** The last value the spike filter let through, and how many jumps from it came in a row since. */
  accepted: number | undefined;
  pending: number;
}

type LimitKind = Exclude<AlarmLimitKind, 'switch'>;
const HIGH: Record<LimitKind, boolean> = { uupper: true, upper: true, lower: false, llower: false };
/** Outer limits are more severe than inner ones of the same side. */
const RANK: Record<AlarmLimitKind, number> = { uupper: 2, upper: 1, lower: 1, llower: 2, switch: 0 };
const INNER: Record<LimitKind, LimitKind | null> = { uupper: 'upper', upper: null, lower: null, llower: 'lower' };

/** The most severe limit the value crosses (no hysteresis). */
export function crossedLimit(rule: AlarmRule, v: number): LimitKind | null {
  if (rule.uupper && v > rule.uupper.limit) return 'uupper';
  if (rule.upper && v > rule.upper.limit) return 'upper';
  if (rule.llower && v < rule.llower.limit) return 'llower';
  if (rule.lower && v < rule.lower.limit) return 'lower';
  return null;
}

/** An active limit holds until the value is back past it by more than the dead band. */
function holds(rule: AlarmRule, kind: AlarmLimitKind, v: number): boolean {
  if (kind === 'switch') return false;
  const limit = rule[kind]?.limit;
  if (limit === undefined) return false;
  return HIGH[kind] ? v > limit - rule.deadBand : v < limit + rule.deadBand;
}

/** The limit an active alarm should be at after value `v`: a more severe one wins, the held one stays within its dead band. */
export function nextLimit(rule: AlarmRule, held: AlarmLimitKind | null, v: number): LimitKind | null {
  const target = crossedLimit(rule, v);
  if (held === null || held === 'switch') return target;
  if (target !== null && (HIGH[target] !== HIGH[held] || RANK[target] >= RANK[held])) return target;
  if (holds(rule, held, v)) return held;
  // Leaving an outer limit, the inner one of the same side may still hold within its dead band.
  const inner = INNER[held];
  return inner !== null && holds(rule, inner, v) ? inner : target;
}

function passesFilter(entry: Entry, filter: { percent: number; count: number }, v: number): boolean {
  const base = entry.accepted;
  if (base === undefined || Math.abs(v - base) <= (Math.abs(base) * filter.percent) / 100) {
    entry.accepted = v;
    entry.pending = 0;
    return true;
  }
  entry.pending += 1;
  if (entry.pending < filter.count) return false;
  entry.accepted = v;
  entry.pending = 0;
  return true;
}

function alarmOf(rule: AlarmRule, kind: LimitKind): ActiveAlarm {
  const limit = rule[kind]!;
  return { kind, level: limit.level, limit: limit.limit };
}

/**
 * Evaluates every value of a watched series in memory: one rule per series, one active alarm per rule.
 * `evaluate` answers what changed (raise, change of limit or level, recovery) or undefined; it never
 * waits and holds no I/O, so ingest calls it for each value. Nothing here knows of records or users.
 */
export function createAlarmEngine() {
  const entries = new Map<number, Entry>();

  function recover(entry: Entry, value: number, ts: number): AlarmEvent | undefined {
    if (!entry.active) return undefined;
    entry.active = null;
    return { type: 'recover', rule: entry.rule, value, ts };
  }

  function edge(entry: Entry, value: number, ts: number): AlarmEvent | undefined {
    const { rule } = entry;
    const bit = value !== 0 ? 1 : 0;
    const prev = entry.prev === undefined ? undefined : entry.prev !== 0 ? 1 : 0;
    entry.prev = bit;
    // An alarm left from a limit rule (the config changed kind) ends with the next value.
    if (!rule.enabled || (entry.active && entry.active.kind !== 'switch')) return recover(entry, value, ts);
    if (prev === undefined || prev === bit) return undefined;
    const raising = rule.switchRise ? bit === 1 : bit === 0;
    if (!raising) return recover(entry, value, ts);
    if (entry.active) return undefined;
    entry.active = { kind: 'switch', level: rule.switchLevel, limit: bit };
    return { type: 'raise', rule, value, ts, alarm: entry.active };
  }

  function limits(entry: Entry, value: number, ts: number): AlarmEvent | undefined {
    const { rule } = entry;
    entry.prev = value;
    if (!rule.enabled) return recover(entry, value, ts);
    if (rule.filter && !passesFilter(entry, rule.filter, value)) return undefined;
    const held = entry.active;
    const kind = nextLimit(rule, held?.kind ?? null, value);
    if (kind === null) return recover(entry, value, ts);
    const alarm = alarmOf(rule, kind);
    if (!held) {
      entry.active = alarm;
      return { type: 'raise', rule, value, ts, alarm };
    }
    if (held.kind === kind && held.level === alarm.level && held.limit === alarm.limit) return undefined;
    entry.active = alarm;
    const escalated = held.kind === 'switch' || HIGH[kind] !== HIGH[held.kind] || RANK[kind] > RANK[held.kind];
    return { type: 'change', rule, value, ts, alarm, escalated };
  }

  /** The value of a watched series; undefined when nothing changed (or the series has no rule). */
  function evaluate(seriesId: number, value: number, ts: number): AlarmEvent | undefined {
    const entry = entries.get(seriesId);
    if (entry === undefined) return undefined;
    return entry.rule.switchRise === null ? limits(entry, value, ts) : edge(entry, value, ts);
  }

  /** Adds or replaces a rule; a new config of the same series keeps the series' state. */
  function set(rule: AlarmRule): void {
    const held = entries.get(rule.seriesId);
    if (held) {
      held.rule = rule;
      return;
    }
    entries.set(rule.seriesId, { rule, active: null, prev: undefined, accepted: undefined, pending: 0 });
  }

  function remove(seriesId: number): void {
    entries.delete(seriesId);
  }

  /** After a restart: the active alarm a stored record says the rule has (null: forget it). */
  function restore(seriesId: number, active: ActiveAlarm | null): void {
    const entry = entries.get(seriesId);
    if (entry) entry.active = active;
  }

  /** After a restart: the last value known, so the first new value can be an edge or a jump. */
  function prime(seriesId: number, value: number): void {
    const entry = entries.get(seriesId);
    if (!entry) return;
    entry.prev = value;
    entry.accepted = value;
  }

  return {
    evaluate,
    set,
    remove,
    restore,
    prime,
    has: (seriesId: number) => entries.has(seriesId),
    ruleOf: (seriesId: number) => entries.get(seriesId)?.rule,
    activeOf: (seriesId: number) => entries.get(seriesId)?.active ?? null,
    series: () => entries.keys(),
    get size() {
      return entries.size;
    },
  };
}
export type AlarmEngine = ReturnType<typeof createAlarmEngine>;
