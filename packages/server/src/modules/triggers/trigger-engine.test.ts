import type { TriggerCondition } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { createTriggerEngine } from './trigger-engine.js';
import { createLoopGuard } from './trigger-guard.js';

const S = 7;
const condition = (c: Partial<TriggerCondition> & Pick<TriggerCondition, 'op'>): TriggerCondition => ({
  value: 0,
  value2: null,
  holdSeconds: 0,
  ...c,
});

function engineWith(c: TriggerCondition) {
  const engine = createTriggerEngine();
  engine.set({ triggerId: 1, seriesId: S, condition: c });
  /** The values in order (one a second from 0), and at which of them the trigger fired. */
  const run = (values: number[]) =>
    values.flatMap((v, i) => (engine.evaluate(S, v, i * 1000) === undefined ? [] : [i]));
  return { engine, run };
}

describe('trigger engine', () => {
  it('fires a level condition once when it starts to hold, again only after it broke', () => {
    expect(engineWith(condition({ op: 'above', value: 10 })).run([5, 11, 12, 9, 13])).toEqual([1, 4]);
    expect(engineWith(condition({ op: 'below', value: 0 })).run([1, -1, -2, 0, -3])).toEqual([1, 4]);
    expect(engineWith(condition({ op: 'equal', value: 3 })).run([3, 3, 4, 3])).toEqual([0, 3]);
    expect(engineWith(condition({ op: 'between', value: 1, value2: 2 })).run([0, 1, 2, 2.5, 1.5])).toEqual([1, 4]);
  });

  it('waits for the hold time on the values own timestamps; a break restarts it', () => {
    const { run } = engineWith(condition({ op: 'above', value: 10, holdSeconds: 3 }));
    // Above from 1 s: held 3 s at 4 s; broken at 5 s; above again from 6 s, 3 s later at 9 s.
    expect(run([0, 11, 11, 11, 11, 0, 11, 11, 11, 11, 11])).toEqual([4, 9]);
  });

  it('fires a change on every new value that differs, from the primed one after a load', () => {
    const { engine, run } = engineWith(condition({ op: 'change' }));
    engine.prime(S, 1);
    expect(run([1, 2, 2, 3])).toEqual([1, 3]);
  });

  it('keeps the state of an unchanged rule on reload, and drops a removed one', () => {
    const c = condition({ op: 'above', value: 10 });
    const { engine, run } = engineWith(c);
    expect(run([11])).toEqual([0]);
    engine.set({ triggerId: 1, seriesId: S, condition: { ...c } });
    expect(run([12])).toEqual([]);
    engine.remove(1);
    expect(engine.evaluate(S, 20, 0)).toBeUndefined();
    expect([...engine.series()]).toEqual([]);
  });

  it('indexes several triggers of one series', () => {
    const engine = createTriggerEngine();
    engine.set({ triggerId: 1, seriesId: S, condition: condition({ op: 'above', value: 10 }) });
    engine.set({ triggerId: 2, seriesId: S, condition: condition({ op: 'above', value: 20 }) });
    engine.set({ triggerId: 3, seriesId: S + 1, condition: condition({ op: 'above', value: 0 }) });
    expect(engine.evaluate(S, 25, 0)).toEqual([1, 2]);
    expect(engine.evaluate(S + 2, 25, 0)).toBeUndefined();
  });
});

describe('loop guard', () => {
  it('marks a written series with the chain for its window, merging chains of several writers', () => {
    let now = 0;
    const guard = createLoopGuard(() => now, 1000);
    expect([...guard.chainOf(S)]).toEqual([]);
    guard.wrote(S, new Set([1]));
    guard.wrote(S, new Set([2, 3]));
    now = 1000;
    expect([...guard.chainOf(S)].sort()).toEqual([1, 2, 3]);
    now = 1001;
    expect([...guard.chainOf(S)]).toEqual([]);
  });
});
