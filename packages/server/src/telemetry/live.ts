import { CUSTOM_DATA_DEVICE, liveTopics, type LiveMessage } from '@iot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageBus } from '../mqtt/bus.js';
import type { AlarmSink } from '../modules/alarms/alarm-runtime.js';
import { createCustomDataEngine, type LatestValues } from '../modules/customdata/engine.js';
import type { CustomDataService } from '../modules/customdata/customdata.service.js';
import type { Counters } from './counters.js';
import { customDataSeries } from './series.js';
import type { WriteBuffer } from './write-buffer.js';

interface LiveDeps {
  bus: MessageBus;
  log: FastifyBaseLogger;
  now: () => number;
  timeZone: string;
  latest: LatestValues;
  customData: Pick<CustomDataService, 'definitions' | 'onChange'>;
  buffer: WriteBuffer;
  counters: Counters;
  alarms: AlarmSink;
}

/**
 * Live topics for browsers (docs/protocol.md), QoS 0: a lost live message is replaced by the next.
 * Custom data items reading changed variables are recomputed in memory, published and stored.
 */
export function createLivePublisher(deps: LiveDeps) {
  const engine = createCustomDataEngine({ latest: deps.latest, now: deps.now, timeZone: deps.timeZone });
  let unsubscribe: (() => void) | undefined;

  function publish(topic: string, payload: LiveMessage): void {
    deps.bus
      .publish(topic, JSON.stringify(payload), { qos: 0 })
      .catch((error: unknown) => deps.log.warn({ err: error, topic }, 'live publish failed'));
  }

  function value(identity: string, code: string, v: number | string | null, time: number): void {
    publish(liveTopics.value(identity, code), { deviceNum: identity, code, value: v, status: 0, time });
  }

  /** A gateway's run status (`{"run": N}` on gw/{identity}/status). */
  function status(identity: string, run: number, time: number): void {
    publish(liveTopics.runStatus(identity), { deviceNum: identity, code: 'Status', value: run, time });
  }

  async function reload(): Promise<void> {
    engine.load(await deps.customData.definitions());
  }

  async function start(): Promise<void> {
    await reload();
    unsubscribe = deps.customData.onChange(() => {
      reload().catch((error: unknown) => deps.log.error({ err: error }, 'custom data reload failed'));
    });
  }

  function stop(): void {
    unsubscribe?.();
  }

  /** Recomputes, publishes and stores the items that read the changed variables. */
  function customData(variableIds: number[]): void {
    const ids = new Set(variableIds.flatMap((v) => engine.dependentsOf(v)));
    if (ids.size === 0) return;
    const points = [];
    for (const [id, result] of engine.compute(ids)) {
      if (!ids.has(id) || !result.ok) continue;
      const code = String(id);
      publish(liveTopics.customData(id), {
        deviceNum: CUSTOM_DATA_DEVICE,
        code,
        value: result.value,
        status: 0,
        time: result.ts,
      });
      const numeric = typeof result.value === 'number';
      if (numeric) deps.alarms.value(customDataSeries(id), result.value as number, result.ts);
      points.push({
        seriesId: customDataSeries(id),
        ts: result.ts,
        value: numeric ? (result.value as number) : null,
        text: numeric ? null : String(result.value),
      });
    }
    if (points.length > 0 && !deps.buffer.tryAppend(points)) {
      deps.counters.drop(CUSTOM_DATA_DEVICE, 'bufferFull', points.length);
    }
  }

  return { value, status, customData, start, stop };
}
export type LivePublisher = ReturnType<typeof createLivePublisher>;
