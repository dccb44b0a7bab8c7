// The trigger engine alone (what ingest pays per value beside the alarm engine): 100,000 value
// triggers, values fed in memory.
import { createTriggerEngine } from '../packages/server/dist/modules/triggers/trigger-engine.js';
import type { TriggerCondition } from '@iot/contract';
import { measurePerValue } from './per-value.js';

const TRIGGERS = 100_000;
const VALUES = Number(process.env.BENCH_TRIGGER_VALUES ?? 5_000_000);
const ROUNDS = 3;

const ABOVE: TriggerCondition = { op: 'above', value: 80, value2: null, holdSeconds: 10 };

/**
 * Feeds VALUES values round-robin over `seriesCount` series (one a second per series); `crossing` of
 * them go above the limit and the next one comes back. Answers ns per value.
 */
function run(label: string, condition: TriggerCondition, crossing: number, seriesCount = TRIGGERS) {
  const engine = createTriggerEngine();
  for (let s = 1; s <= TRIGGERS; s++) engine.set({ triggerId: s, seriesId: s, condition });
  measurePerValue({
    label,
    values: VALUES,
    rounds: ROUNDS,
    seriesCount,
    crossing,
    feed: (seriesId, value, pass) => engine.evaluate(seriesId, value, pass * 1000) !== undefined,
    counted: 'firings',
  });
}

export function benchTriggerEngine(): void {
  console.log(`\n== Trigger engine: ${TRIGGERS.toLocaleString('en')} triggers (BENCH_TRIGGER_VALUES=${VALUES}) ==`);
  run('values below the limit', ABOVE, 0);
  run('1 % of values above the limit (a hold that breaks)', ABOVE, 0.01);
  run('change triggers, every value a change', { op: 'change', value: 0, value2: null, holdSeconds: 0 }, 0.5);
  run('values of 1,000,000 series, 10 % with a trigger', ABOVE, 0, 1_000_000);
}
