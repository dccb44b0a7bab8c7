import { Binding, PenData } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import type { LivePayload } from '../live/live-payload';
import { feedCharts, type ChartFeedDeps } from './chart-feed';
import { optionWith, rolled, thinned, type Point } from './chart-series';
import type { BindingTarget } from './display';

const target = (binding: Binding): BindingTarget | null =>
  binding.varId === 1
    ? {
        topic: 'device/gw-1/flow',
        name: 'flow',
        description: '',
        unit: 'm3/h',
        history: { type: 0, deviceNum: 'gw-1', code: 'flow' },
      }
    : null;

function world(seed: Map<string, LivePayload> = new Map()) {
  const listeners = new Map<string, (payload: LivePayload) => void>();
  const shown: [string, Record<string, unknown>][] = [];
  const pending: (() => void)[] = [];
  let now = 1_000;
  const asked: { start: number; end: number; count: number }[] = [];
  const deps: ChartFeedDeps = {
    subscribe: (topic, listener) => {
      listeners.set(topic, listener);
      return () => listeners.delete(topic);
    },
    target,
    seed,
    history: (_target, range, count) => {
      asked.push({ ...range, count });
      return Promise.resolve(Array.from({ length: 50 }, (_, i): Point => [i, i * 2]));
    },
    now: () => now,
    show: (id, option) => shown.push([id, option]),
    schedule: (flush) => pending.push(flush),
  };
  return {
    deps,
    shown,
    asked,
    listeners,
    publish: (value: unknown) => {
      now += 1_000;
      listeners.get('device/gw-1/flow')?.({ value });
    },
    frame: () => pending.splice(0).forEach((flush) => flush()),
  };
}

const chart = (data: object) => ({
  id: 'c',
  data: PenData.parse({ data: [{ msgType: '1', deviceId: 1, varId: 1 }], echarts: { type: '1' }, ...data }),
  option: { series: [{ type: 'line', smooth: true }] },
});
const seriesOf = (option: Record<string, unknown>) => (option.series as { data: unknown }[])[0]!.data;

describe('chart pens in run mode', () => {
  it('keeps the newest maxNum live values, starting from the value read on open, one draw per frame', () => {
    const w = world(new Map([['device/gw-1/flow', { value: 5 }]]));
    const stop = feedCharts([chart({ maxNum: 3 })], w.deps);
    for (const value of [6, 'x', 7, 8]) w.publish(value);
    w.frame();
    expect(w.shown).toHaveLength(1);
    expect(seriesOf(w.shown[0]![1])).toEqual([
      [2_000, 6],
      [4_000, 7],
      [5_000, 8],
    ]);
    expect((w.shown[0]![1].series as object[])[0]).toMatchObject({ type: 'line', smooth: true, name: 'flow' });
    stop();
    expect(w.listeners.size).toBe(0);
  });

  it('reads dataNum stored points of the last hour for a history chart, under a range selector', async () => {
    const w = world();
    feedCharts([chart({ dType: '1', dataNum: 20 })], w.deps);
    expect(w.asked).toEqual([{ start: 1_000 - 3_600_000, end: 1_000, count: 20 }]);
    await Promise.resolve();
    w.frame();
    expect(seriesOf(w.shown[0]![1])).toHaveLength(20);
    expect(w.shown[0]![1].dataZoom).toBeDefined();
    expect(w.listeners.size).toBe(0);
  });

  it('draws gauges and pies from the latest value, and thins long histories evenly', () => {
    const spec = { code: '5', history: false, maxNum: 30, dataNum: 100 };
    const gauge = optionWith(
      {},
      spec,
      [
        [
          [1, 4],
          [2, 9],
        ],
      ],
      ['flow'],
    );
    expect(gauge.series).toEqual([{ type: 'gauge', data: [{ name: 'flow', value: 9 }] }]);
    const pie = optionWith({}, { ...spec, code: '3' }, [[[1, 4]], [[1, 6]]], ['a', 'b']);
    expect((pie.series as { data: unknown }[])[0]!.data).toEqual([
      { name: 'a', value: 4 },
      { name: 'b', value: 6 },
    ]);
    const long = Array.from({ length: 300 }, (_, i): Point => [i, i]);
    expect(thinned(long, 10).map(([t]) => t)).toEqual([29, 59, 89, 119, 149, 179, 209, 239, 269, 299]);
    expect(rolled([[1, 1]], [2, 2], 1)).toEqual([[2, 2]]);
  });
});
