import { mediaFrameSrc, PenKind, type ConfigFlowDetail, type Pen, type FlowLiveTargets } from '@iot/contract';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { openForEngine } from '../../editor/document/conversion';
import { liveHub } from '../../live/live-connection';
import type { LivePayload } from '../../live/live-payload';
import { fetchLiveAddress } from '../../ui/video/api';
import { createBindingRuntime, type BindingRuntime } from '../../runtime/binding-runtime';
import { startClock } from '../../runtime/clock';
import { actionsFor } from '../../runtime/events';
import type { DisplayWords } from '../../runtime/display';
import { feedCharts } from '../../runtime/chart-feed';
import { createChartPens } from '../../runtime/chart-pens';
import { withFrameSources } from '../../runtime/frames';
import { mountRunEngine } from '../../runtime/run-engine';
import { tabPacer } from '../../runtime/tab-pacer';
import { resolveTargets } from '../../runtime/targets';
import { historyPoints } from './chart-history';
import { perform, type PageAction } from './perform';

/**
 * Runs a flow on the canvas in `host`: mounted once per flow, fed from the tab's live connection; each
 * new read of the targets (on open, after a reconnect) seeds the latest values again.
 */
export function useRunMode(
  host: RefObject<HTMLDivElement | null>,
  flow: ConfigFlowDetail | undefined,
  targets: FlowLiveTargets | undefined,
  words: DisplayWords,
  weekdays: readonly string[],
  onAction: (action: PageAction) => void,
): string | null {
  const opened = useMemo(() => (flow ? openForEngine(flow.data) : null), [flow]);
  const runtime = useRef<{ runtime: BindingRuntime; targets: FlowLiveTargets; fit: () => void } | null>(null);
  const ready = targets !== undefined;
  const wordsRef = useRef(words);
  const weekdaysRef = useRef(weekdays);
  const actionRef = useRef(onAction);
  useEffect(() => {
    actionRef.current = onAction;
  }, [onAction]);

  useEffect(() => {
    const element = host.current;
    if (!opened || 'error' in opened || !ready || !element || !targets) return undefined;
    let mounted: (() => void) | null = null;
    const mount = () => {
      const framed = withFrameSources(opened.engine);
      const charts = createChartPens();
      // The tab's pacer (a wall cell's is its page's): what this screen asked for is dropped when it goes.
      const pacer = tabPacer();
      const batches = new Set<() => void>();
      const schedule = (batch: () => void) => {
        batches.add(batch);
        pacer.schedule(batch);
      };
      const engine = mountRunEngine(element, framed.data, { [PenKind.chart]: charts.draw }, schedule);
      for (const [penId, cameraId] of framed.cameras) {
        // A camera that cannot be played leaves its frame empty; the camera pages say why.
        fetchLiveAddress(cameraId)
          .then(({ deviceSerial, channelNo }) =>
            engine.set(penId, { iframe: mediaFrameSrc.camera(deviceSerial, channelNo) }),
          )
          .catch(() => undefined);
      }
      const resolved = resolveTargets(targets);
      const subscribe = (topic: string, listener: (payload: LivePayload) => void) =>
        liveHub.subscribe(topic, (payload) => listener(payload));
      const dropBatches = () => batches.forEach(pacer.drop);
      window.addEventListener('pagehide', dropBatches, { once: true });
      const running = createBindingRuntime({
        subscribe,
        target: resolved.target,
        words: wordsRef.current,
        render: engine.apply,
        schedule,
      });
      const isChart = (pen: Pen) => pen.name === PenKind.chart;
      running.show(
        opened.doc.pens.filter((pen) => !isChart(pen)).map((pen) => ({ id: pen.id, bindings: pen.data?.data ?? [] })),
      );
      const stopCharts = feedCharts(
        opened.doc.pens.flatMap((pen) =>
          isChart(pen) && pen.data ? [{ id: pen.id, data: pen.data, option: pen.data.echarts?.option ?? {} }] : [],
        ),
        {
          subscribe,
          target: resolved.target,
          seed: resolved.seed,
          history: historyPoints,
          now: Date.now,
          show: charts.show,
          schedule,
        },
      );
      const pens = new Map(opened.doc.pens.map((pen) => [pen.id, pen]));
      for (const trigger of ['click', 'dblclick'] as const) {
        engine.onPen(trigger, (id) => {
          const pen = pens.get(id);
          if (pen) for (const action of actionsFor(pen, trigger)) perform(engine, action, actionRef.current);
        });
      }
      running.seed(resolved.seed);
      const stopClock = startClock(
        opened.doc.pens
          .filter((pen) => pen.name === PenKind.time)
          .map((pen) => ({ id: pen.id, format: pen.timeFormat })),
        {
          now: () => new Date(),
          every: (ms, tick) => {
            const timer = setInterval(tick, ms);
            return () => clearInterval(timer);
          },
          weekdays: weekdaysRef.current,
          render: (texts) => engine.apply(new Map([...texts].map(([id, text]) => [id, { text, effect: {} }]))),
        },
      );
      runtime.current = { runtime: running, targets, fit: engine.fit };
      return () => {
        window.removeEventListener('pagehide', dropBatches);
        dropBatches();
        stopCharts();
        charts.dispose();
        stopClock();
        running.dispose();
        engine.destroy();
        runtime.current = null;
      };
    };
    // The engine draws nothing on a box without a size: it mounts once the box has one, then follows it.
    const resize = new ResizeObserver(() => {
      if (element.clientWidth === 0 || element.clientHeight === 0) return;
      if (mounted) runtime.current?.fit();
      else mounted = mount();
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      mounted?.();
    };
    // Mounted once per flow: later reads of the targets only seed values (the effect below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, ready, host]);

  useEffect(() => {
    const current = runtime.current;
    if (!targets || !current || current.targets === targets) return;
    current.targets = targets;
    current.runtime.seed(resolveTargets(targets).seed);
  }, [targets]);

  return opened && 'error' in opened ? opened.error : null;
}
