import { CustomDataType as T } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { createCustomDataEngine, type CustomDataDefinition, type LatestValues } from './engine.js';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0); // 10:00 in Shanghai, a Sunday

function setup(defs: CustomDataDefinition[], variables: Record<number, number> = { 1: 10, 2: 30 }) {
  const latest: LatestValues & { reads: number } = {
    reads: 0,
    get(id) {
      this.reads++;
      return id in variables ? { value: variables[id]!, ts: NOW - 1000 * id } : undefined;
    },
  };
  const engine = createCustomDataEngine({ latest, now: () => NOW, timeZone: 'Asia/Shanghai', random: () => 0.5 });
  engine.load(defs);
  return { engine, latest, variables };
}
const def = (id: number, type: number, config: object, extra: Partial<CustomDataDefinition> = {}) =>
  ({ id, type, decimalPlaces: 2, config, value: null, ...extra }) as CustomDataDefinition;
const v = (id: number) => ({ kind: 'variable' as const, id });
const c = (id: number) => ({ kind: 'customdata' as const, id });
const ok = (value: number | string, ts = NOW) => ({ ok: true, value, ts });
/** Variable 1's time in `setup`: the newest input of the items below that read it. */
const V1 = NOW - 1000;

describe('custom data engine', () => {
  const defs = [
    def(10, T.expression, { expression: 'total * 2 + 温度', bindings: { total: c(11), 温度: v(1) } }),
    def(11, T.function, { fn: 'sum', inputs: [v(1), v(2)] }),
    def(12, T.function, { fn: 'avg', inputs: [v(1), v(2), c(13)] }),
    def(13, T.constant, { value: 2 }, { value: 5 }),
    def(14, T.time, { format: 'YYYY-MM-DD HH:mm:ss WW ww hh YY' }),
    def(15, T.random, { min: 10, max: 20, decimalPlaces: 1 }),
    def(16, T.timer, { intervalSeconds: 60, start: NOW - 150_000, mode: 'count-up' }),
    def(17, T.timer, { intervalSeconds: 60, start: NOW - 150_000, mode: 'elapsed' }),
    def(18, T.function, { fn: 'max', inputs: [v(3)] }),
    def(19, T.expression, { expression: 'x / 3', bindings: { x: v(1) } }),
    def(20, T.statistics, { variableId: 1, timeType: 0 }),
    def(21, T.function, { fn: 'min', inputs: [c(10), c(14)] }),
  ];

  it('computes every type over variables and other items, in dependency order', () => {
    const { engine } = setup(defs);
    const values = engine.computeAll();
    expect(values.get(11)).toEqual(ok(40, V1));
    expect(values.get(10)).toEqual(ok(90, V1));
    expect(values.get(13)).toEqual(ok(5));
    expect(values.get(12)).toEqual(ok(15, V1));
    expect(values.get(14)).toEqual(ok('2026-11-22 10:00:00 星期日 7 10 26'));
    expect(values.get(15)).toEqual(ok(15));
    expect(values.get(16)).toEqual(ok(2));
    expect(values.get(17)).toEqual(ok(120));
    expect(values.get(19)).toEqual(ok(3.33, V1));
  });

  it('dates an item by its newest input, constants aside, and the others by the current time', () => {
    const { engine } = setup(
      [
        def(1, T.function, { fn: 'sum', inputs: [v(2), v(3)] }),
        def(2, T.constant, { value: 1 }, { value: 1 }),
        def(3, T.expression, { expression: 'a + k', bindings: { a: c(1), k: c(2) } }),
        def(4, T.expression, { expression: 'a + r', bindings: { a: v(2), r: c(5) } }),
        def(5, T.random, { min: 0, max: 1, decimalPlaces: 1 }),
      ],
      { 2: 1, 3: 2 },
    );
    const values = engine.computeAll();
    expect(values.get(1)).toEqual(ok(3, NOW - 2000));
    expect(values.get(2)).toEqual(ok(1));
    expect(values.get(3)).toEqual(ok(4, NOW - 2000));
    expect(values.get(4)).toEqual(ok(1.5));
  });

  it('gives error values instead of throwing', () => {
    const { engine } = setup(defs);
    const values = engine.computeAll();
    expect(values.get(18)).toEqual({ ok: false, error: 'no value for variable 3' });
    expect(values.get(20)).toEqual({ ok: false, error: 'computed from history' });
    expect(values.get(21)).toEqual({ ok: false, error: 'custom data 14 is not a number' });
  });

  it('computes only what is asked and what it reads', () => {
    const { engine } = setup(defs);
    const values = engine.compute([10]);
    expect([...values.keys()]).toEqual([11, 10]);
    expect(values.get(10)).toEqual(ok(90, V1));
  });

  it('tells which items depend on a variable, directly or through other items', () => {
    const { engine } = setup(defs);
    const touched = engine.dependentsOf(2);
    expect([...touched].sort()).toEqual([10, 11, 12, 21]);
    expect(touched.indexOf(11)).toBeLessThan(touched.indexOf(10));
    expect(touched.indexOf(10)).toBeLessThan(touched.indexOf(21));
    expect(engine.dependentsOf(1)).toEqual(expect.arrayContaining([10, 11, 12, 19, 20, 21]));
    expect(engine.dependentsOf(99)).toEqual([]);
  });

  it('marks items caught in a cycle and computes the rest', () => {
    const { engine } = setup([
      def(1, T.function, { fn: 'sum', inputs: [c(2)] }),
      def(2, T.function, { fn: 'sum', inputs: [c(1)] }),
      def(3, T.function, { fn: 'sum', inputs: [v(1)] }),
    ]);
    const values = engine.computeAll();
    expect(values.get(1)).toEqual({ ok: false, error: 'circular reference' });
    expect(values.get(3)).toEqual(ok(10, V1));
  });

  it('reports a broken expression and bad results as errors', () => {
    const { engine } = setup([
      def(1, T.expression, { expression: '1 +', bindings: {} }),
      def(2, T.expression, { expression: 'x / 0', bindings: { x: v(1) } }),
      def(3, T.expression, { expression: '__proto__ + 1', bindings: {} }),
    ]);
    const values = engine.computeAll();
    expect(values.get(1)).toEqual({ ok: false, error: 'unexpected end of expression at 3' });
    expect(values.get(2)).toEqual({ ok: false, error: 'division by zero' });
    expect(values.get(3)).toEqual({ ok: false, error: "unknown name '__proto__'" });
  });

  it('reads each variable once per use, with no other lookups, and follows reloads', () => {
    const { engine, latest, variables } = setup(defs);
    engine.compute([11]);
    expect(latest.reads).toBe(2);
    variables[1] = 100;
    expect(engine.compute([11]).get(11)).toEqual(ok(130, V1));
    engine.load([def(11, T.function, { fn: 'max', inputs: [v(1), v(2)] })]);
    expect(engine.compute([11]).get(11)).toEqual(ok(100, V1));
    expect(engine.dependentsOf(2)).toEqual([11]);
  });
});
