import type { Binding, Pen } from '@iot/contract';
import type { LivePayload } from '../live/live-payload';
import { chartSpec, HISTORY_WINDOW_MS, optionWith, rolled, thinned, type Point } from './chart-series';
import type { BindingTarget } from './display';
import { ruleValue } from './rules';

/** A chart pen as run mode feeds it: its id, its `data` and the option drawn in the editor. */
export interface ChartPen {
  id: string;
  data: NonNullable<Pen['data']>;
  option: Record<string, unknown>;
}

export interface ChartFeedDeps {
  subscribe: (topic: string, listener: (payload: LivePayload) => void) => () => void;
  target: (binding: Binding) => BindingTarget | null;
  /** The latest values read on open, by topic: a live chart starts from them. */
  seed: ReadonlyMap<string, LivePayload>;
  /** Stored points of a target over a range, about `count` of them (the history API). */
  history: (target: BindingTarget, range: { start: number; end: number }, count: number) => Promise<Point[]>;
  now: () => number;
  show: (penId: string, option: Record<string, unknown>) => void;
  /** Runs `flush` once per animation frame however many values came. */
  schedule: (flush: () => void) => void;
}

const numberOf = (payload: LivePayload | undefined) => {
  const value = ruleValue(payload?.value);
  return typeof value === 'number' ? value : null;
};

/**
 * Feeds chart pens: a real-time chart keeps the newest `maxNum` points of each bound value, a history
 * chart shows `dataNum` stored points of the last hour with a range selector. Returns the stop function.
 */
export function feedCharts(pens: readonly ChartPen[], deps: ChartFeedDeps): () => void {
  const stops: (() => void)[] = [];
  const dirty = new Set<() => void>();
  let scheduled = false;
  let stopped = false;
  const flush = () => {
    scheduled = false;
    for (const draw of dirty) draw();
    dirty.clear();
  };
  const later = (draw: () => void) => {
    dirty.add(draw);
    if (scheduled) return;
    scheduled = true;
    deps.schedule(flush);
  };

  for (const pen of pens) {
    const spec = chartSpec(pen.data);
    const targets = pen.data.data.map((binding) => deps.target(binding));
    const names = pen.data.data.map((binding, i) => binding.desc || targets[i]?.name || binding.variableName || '');
    const series: Point[][] = targets.map(() => []);
    const draw = () => deps.show(pen.id, optionWith(pen.option, spec, series, names));

    if (spec.history) {
      const end = deps.now();
      const range = { start: end - HISTORY_WINDOW_MS, end };
      targets.forEach((target, i) => {
        if (!target) return;
        void deps.history(target, range, spec.dataNum).then((points) => {
          if (stopped) return;
          series[i] = thinned(points, spec.dataNum);
          later(draw);
        });
      });
      continue;
    }
    targets.forEach((target, i) => {
      if (!target) return;
      const push = (payload: LivePayload | undefined) => {
        const value = numberOf(payload);
        if (value === null) return;
        series[i] = rolled(series[i]!, [deps.now(), value], spec.maxNum);
        later(draw);
      };
      push(deps.seed.get(target.topic));
      stops.push(deps.subscribe(target.topic, push));
    });
  }
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    dirty.clear();
  };
}
