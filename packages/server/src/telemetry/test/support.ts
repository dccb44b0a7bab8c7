import type { GatewayMessageHandler, GatewayTopicKind, MessageBus } from '../../mqtt/bus.js';
import type { TestApp } from '../../test/harness.js';
import type { PointWriter } from '../point-writer.js';
import { createTelemetry, type TelemetryDeps } from '../telemetry.js';

export interface Published {
  topic: string;
  payload: Record<string, unknown>;
  qos: 0 | 1;
}

/** A test double of the broker: records what the platform publishes and delivers gateway messages. */
export function createRecordingBus(now: () => number) {
  let handler: GatewayMessageHandler | undefined;
  const published: Published[] = [];
  const bus: MessageBus = {
    onGatewayMessage: (h) => void (handler = h),
    onGatewayConnection: () => undefined,
    publish(topic, payload, options) {
      published.push({ topic, payload: JSON.parse(payload.toString()) as Record<string, unknown>, qos: options.qos });
      return Promise.resolve();
    },
    connectedGateways: () => new Set(),
    disconnectUser: () => undefined,
    close: () => Promise.resolve(),
  };
  function deliver(identity: string, kind: GatewayTopicKind, payload: unknown, qos: 0 | 1 = 0): Promise<void> {
    if (!handler) throw new Error('no gateway message handler registered');
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return handler({ identity, kind, payload: Buffer.from(text), qos, receivedAt: now() });
  }
  return { bus, published, deliver, topics: () => published.map((p) => p.topic) };
}

/** A writer that fails its first `failures` calls, then writes through (a database that comes back). */
export function failingWriter(inner: PointWriter, failures: number) {
  let calls = 0;
  const writer: PointWriter = {
    write(points, latest) {
      calls += 1;
      if (calls <= failures) return Promise.reject(new Error(`database down (call ${calls})`));
      return inner.write(points, latest);
    },
  };
  return { writer, calls: () => calls };
}

/** A started pipeline over a test app's services, with a recording bus and short flush waits. */
export async function startPipeline(t: TestApp, extra: Partial<TelemetryDeps> = {}) {
  const recording = createRecordingBus(t.clock.now);
  const ctx = { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now };
  const telemetry = createTelemetry({
    ctx,
    services: t.app.services,
    bus: recording.bus,
    flush: { flushMs: 20, retryMs: 10, maxRetryMs: 40 },
    ...extra,
  });
  await telemetry.start();
  return { telemetry, ...recording };
}

/** Rows of a series in the points table, oldest first. */
export function pointsOf(t: TestApp, seriesId: number) {
  return t.testDb.db.kysely
    .selectFrom('points')
    .select(['ts', 'value', 'text'])
    .where('seriesId', '=', seriesId)
    .orderBy('ts')
    .execute();
}
