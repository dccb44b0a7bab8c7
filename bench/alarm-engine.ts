// The alarm engine alone (what ingest pays per value): 100,000 configured rules, values fed in memory.
import { createAlarmEngine, type AlarmRule } from '../packages/server/dist/modules/alarms/alarm-engine.js';
import { measurePerValue } from './per-value.js';

const RULES = 100_000;
const VALUES = Number(process.env.BENCH_ALARM_VALUES ?? 5_000_000);
const ROUNDS = 3;

/** Four limits with a dead band: the usual analogue rule. */
const LIMITS = {
  uupper: { limit: 95, level: 1 },
  upper: { limit: 80, level: 2 },
  lower: { limit: 20, level: 3 },
  llower: { limit: 5, level: 4 },
};
const ANALOGUE = { ...LIMITS, deadBand: 1, switchRise: null, switchLevel: 1, filter: null };
const NO_LIMITS = { uupper: null, upper: null, lower: null, llower: null };

function rule(seriesId: number, extra: Partial<AlarmRule> = {}): AlarmRule {
  return { configId: seriesId, seriesId, enabled: true, saveRecord: true, ...ANALOGUE, ...extra };
}

/**
 * Feeds VALUES values round-robin over the series; `crossing` of them (a fraction) go past the upper
 * limit and the value after each comes back, so events are raises and recoveries. Answers ns per value.
 */
function run(label: string, build: (seriesId: number) => AlarmRule | null, crossing: number, seriesCount = RULES) {
  const engine = createAlarmEngine();
  for (let s = 1; s <= RULES; s++) {
    const r = build(s);
    if (r) engine.set(r);
  }
  measurePerValue({
    label,
    values: VALUES,
    rounds: ROUNDS,
    seriesCount,
    crossing,
    feed: (seriesId, value, _pass, index) => engine.evaluate(seriesId, value, index) !== undefined,
    counted: 'events',
  });
}

export function benchAlarmEngine(): void {
  console.log(`\n== Alarm engine: ${RULES.toLocaleString('en')} rules (BENCH_ALARM_VALUES=${VALUES}) ==`);
  run('values inside the limits', (s) => rule(s), 0);
  run('1 % of values crossing a limit (raise, then recover)', (s) => rule(s), 0.01);
  run('10 % of values crossing a limit', (s) => rule(s), 0.1);
  run('spike filter on every rule (model 20)', (s) => rule(s, { filter: { percent: 50, count: 3 } }), 0.01);
  run('switch edge rules, steady values', (s) => rule(s, { switchRise: true, ...NO_LIMITS }), 0);
  run('values of 1,000,000 series, 10 % with a rule', (s) => rule(s), 0, 1_000_000);
}
