import type { TriggerCondition } from '@iot/contract';
import type { Ctx } from '../../context.js';
import { createTicker } from '../../jobs/ticker.js';
import type { LatestValue } from '../../telemetry/latest-cache.js';
import { customDataSeries, variableSeries } from '../../telemetry/series.js';
import type { AlarmSink } from '../alarms/alarm-runtime.js';
import { createTriggerEngine } from './trigger-engine.js';
import type { TriggerFiring } from './trigger-firing.js';
import type { LoopGuard } from './trigger-guard.js';
import type { TriggerService } from './triggers.service.js';
import type { TriggerRow } from './triggers.repo.js';

/** Rules are read again this often: changes made on another server reach this one. */
export const TRIGGER_RELOAD_MS = 60_000;

export interface TriggerRuntimeDeps {
  ctx: Ctx;
  triggers: Pick<TriggerService, 'valueTriggers' | 'onChange'>;
  firing: Pick<TriggerFiring, 'fire'>;
  guard: Pick<LoopGuard, 'chainOf'>;
  latest: { full(seriesId: number): LatestValue | undefined };
}

const seriesOf = (row: TriggerRow) =>
  row.variableId !== null
    ? variableSeries(row.variableId)
    : row.customDataId !== null
      ? customDataSeries(row.customDataId)
      : null;

/**
 * Value triggers inside the telemetry pipeline, beside the alarm engine: rules in memory (reloaded on
 * each change and every minute), each accepted numeric value evaluated by series, firings run off the
 * hot path. A value descending from a trigger's own write does not fire it (trigger-guard.ts).
 */
export function createTriggerRuntime(deps: TriggerRuntimeDeps) {
  const { ctx } = deps;
  const engine = createTriggerEngine();
  const rows = new Map<number, TriggerRow>();
  const running = new Set<Promise<unknown>>();
  let unsubscribe: (() => void) | undefined;

  function value(seriesId: number, v: number, ts: number): void {
    const fired = engine.evaluate(seriesId, v, ts);
    if (fired === undefined) return;
    const chain = deps.guard.chainOf(seriesId);
    for (const triggerId of fired) {
      const row = rows.get(triggerId);
      if (!row) continue;
      const job = deps.firing
        .fire(row, { cause: 'value', value: v, chain })
        .catch((error: unknown) => ctx.log.error({ err: error, triggerId }, 'trigger firing failed'));
      running.add(job);
      void job.finally(() => running.delete(job));
    }
  }

  async function reload(): Promise<void> {
    const loaded = await deps.triggers.valueTriggers();
    const seen = new Set<number>();
    for (const row of loaded) {
      const seriesId = seriesOf(row);
      if (seriesId === null || row.condition === null) continue;
      seen.add(row.id);
      rows.set(row.id, row);
      const isNew = engine.ruleOf(row.id) === undefined;
      engine.set({ triggerId: row.id, seriesId, condition: JSON.parse(row.condition) as TriggerCondition });
      const held = deps.latest.full(seriesId);
      if (isNew && held?.value !== null && held !== undefined) engine.prime(seriesId, held.value);
    }
    for (const id of [...engine.triggers()]) {
      if (seen.has(id)) continue;
      engine.remove(id);
      rows.delete(id);
    }
  }

  /** A change during a reload may not be in what it read: it reads again. */
  let stale = false;
  async function reloadUntilFresh(): Promise<void> {
    do {
      stale = false;
      await reload();
    } while (stale);
  }
  const ticker = createTicker('triggers', TRIGGER_RELOAD_MS, reloadUntilFresh, ctx.log);
  const refresh = () => {
    stale = true;
    return ticker.tick();
  };

  async function start(): Promise<void> {
    await reload();
    unsubscribe = deps.triggers.onChange(() => void refresh());
    ticker.start();
  }

  /** Every firing under way has finished. */
  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.all([...running]);
  }

  async function stop(): Promise<void> {
    unsubscribe?.();
    await ticker.stop();
    await idle();
  }

  const sink: AlarmSink = { value };
  return { ...sink, start, stop, idle, reload: refresh, engine };
}
export type TriggerRuntime = ReturnType<typeof createTriggerRuntime>;
