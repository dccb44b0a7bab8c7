// The trigger engine alone (what ingest pays per value beside the alarm engine): 100,000 value
// triggers, values fed in memory.
import { createTriggerEngine } from '../packages/server/dist/modules/triggers/trigger-engine.js';
import type { TriggerCondition } from '@iot/contract';

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
  const every = crossing > 0 ? Math.round(1 / crossing) : 0;
  const samples: number[] = [];
  let fired = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < VALUES; i++) {
      const seriesId = (i % seriesCount) + 1;
      const pass = Math.floor(i / seriesCount);
      const value = every > 0 && (seriesId + pass) % every === 0 ? 90 : 50;
      if (engine.evaluate(seriesId, value, pass * 1000) !== undefined) fired += 1;
    }
    samples.push(Number(process.hrtime.bigint() - started) / VALUES);
  }
  samples.sort((a, b) => a - b);
  const best = samples[0]!;
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label}: ${best.toFixed(0)} ns/value best, ${median.toFixed(0)} median of ${ROUNDS} runs of ` +
      `${VALUES.toLocaleString('en')} values (${Math.round(1e9 / best).toLocaleString('en')} values/s on one core); ` +
      `firings ${fired.toLocaleString('en')}`,
  );
}

export function benchTriggerEngine(): void {
  console.log(`\n== Trigger engine: ${TRIGGERS.toLocaleString('en')} triggers (BENCH_TRIGGER_VALUES=${VALUES}) ==`);
  run('values below the limit', ABOVE, 0);
  run('1 % of values above the limit (a hold that breaks)', ABOVE, 0.01);
  run('change triggers, every value a change', { op: 'change', value: 0, value2: null, holdSeconds: 0 }, 0.5);
  run('values of 1,000,000 series, 10 % with a trigger', ABOVE, 0, 1_000_000);
}
