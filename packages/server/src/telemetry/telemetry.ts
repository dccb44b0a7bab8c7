import type { Cluster } from '../cluster/cluster.js';
import type { Ctx } from '../context.js';
import { AppError, badRequest, fieldText, forbidden } from '../http/errors.js';
import type { GatewayMessage, MessageBus } from '../mqtt/bus.js';
import type { ActiveGateway } from '../mqtt/online-state.js';
import { createAlarmRuntime, type AlarmSink } from '../modules/alarms/alarm-runtime.js';
import type { TriggerParts } from '../modules/triggers/trigger-wiring.js';
import { createTriggerRuntime } from '../modules/triggers/trigger-runtime.js';
import type { Services } from '../services.js';
import { createCounters } from './counters.js';
import { createIngest } from './ingest.js';
import { createLatestCache } from './latest-cache.js';
import { createLivePublisher } from './live.js';
import { parsePayload } from './payload.js';
import { createPointWriter, type PointWriter } from './point-writer.js';
import { createIngestLimiter } from './rate-limit.js';
import { createSharedIngestLimiter } from './shared-rate-limit.js';
import { createResolver, type KnownDevice } from './resolver.js';
import { createRetention } from './retention.js';
import { ingestStopped, type TelemetryEndpoints, type TelemetryHealth } from './telemetry-slot.js';
import { createWriteBuffer, type WriteBufferOptions } from './write-buffer.js';

/** Where `gw/{identity}/ack` goes: the commands module (remote write, upgrade). */
export type AckHandler = (identity: string, payload: Buffer) => Promise<void> | void;

export interface TelemetryDeps {
  ctx: Ctx;
  services: Pick<
    Services,
    'devices' | 'variables' | 'customData' | 'telemetry' | 'alarms' | 'maintenance' | 'triggers'
  >;
  bus: MessageBus;
  /** The other processes of the installation (latest values, alarm states); none: this one alone. */
  cluster?: Cluster;
  onAck?: AckHandler;
  /** A known gateway sent data or status (MQTT or HTTP): the online state's offline timeout. */
  onActivity?: (gateway: ActiveGateway) => void;
  /** Value triggers run beside the alarm engine with this firing and loop guard (none: no triggers). */
  triggers?: Pick<TriggerParts, 'firing' | 'guard'>;
  /** The store of points; tests wrap it to fail on purpose. */
  writer?: PointWriter;
  /** Flush tuning (tests shorten the waits). */
  flush?: Pick<WriteBufferOptions, 'flushMs' | 'batchSize' | 'retryMs' | 'maxRetryMs'>;
}

const DAY_MS = 86_400_000;

const deviceRefused = () =>
  new AppError(401, fieldText('device', { zh: '标识或密钥错误', en: 'wrong identity or secret' }), 401);

/**
 * The ingest pipeline (docs/architecture.md, "Telemetry"): gateway messages from the bus (or HTTP)
 * are resolved in memory, buffered, written in batches, cached as latest values and published
 * live; custom data follows the variables it reads. `stop()` writes everything it holds.
 */
export function createTelemetry(deps: TelemetryDeps) {
  const { ctx, services, bus, onAck, onActivity, writer, flush } = deps;
  const { config, log } = ctx;
  const counters = createCounters();
  const cache = createLatestCache(ctx.db, deps.cluster);
  const buffer = createWriteBuffer({
    writer: writer ?? createPointWriter(ctx.db),
    log,
    capacity: config.ingest.bufferPoints,
    ...flush,
  });
  // Alarm rules see every accepted value and computed custom data value, in memory (alarm-runtime.ts).
  const alarms = createAlarmRuntime({
    ctx,
    alarms: services.alarms,
    bus,
    cluster: deps.cluster,
    latest: cache.latest,
    maintenance: services.maintenance.records,
  });
  const triggers =
    deps.triggers && createTriggerRuntime({ ctx, triggers: services.triggers, ...deps.triggers, latest: cache.latest });
  // Every accepted numeric value (and computed custom data value) meets the alarm rules, then the triggers.
  const rules: AlarmSink = triggers
    ? {
        value(seriesId, v, ts) {
          alarms.value(seriesId, v, ts);
          triggers.value(seriesId, v, ts);
        },
      }
    : alarms;
  const resolver = createResolver({ devices: services.devices, variables: services.variables, log, now: ctx.now });
  const live = createLivePublisher({
    bus,
    log,
    now: ctx.now,
    timeZone: config.timeZone,
    latest: cache.latest,
    customData: services.customData,
    buffer,
    counters,
    alarms: rules,
  });
  const { ingest } = createIngest({
    resolver,
    limiter: deps.cluster?.shared
      ? createSharedIngestLimiter(deps.cluster, { ...config.ingest, now: ctx.now, log })
      : createIngestLimiter({ ...config.ingest, now: ctx.now }),
    buffer,
    counters,
    latest: cache,
    live,
    alarms: rules,
    now: ctx.now,
    rawRetentionMs: config.retentionDays.raw * DAY_MS,
  });
  const retention = createRetention(ctx);
  let running = false;
  let unsubscribe: (() => void) | undefined;

  /** Parses and ingests one payload; a malformed one is counted and answered as the 400 message. */
  async function ingestPayload(device: KnownDevice, payload: Buffer | string, durable: boolean, receivedAt: number) {
    const parsed = parsePayload(payload);
    if (!parsed.ok) {
      counters.drop(device.identity, 'malformed');
      return { error: parsed.error, accepted: 0 };
    }
    return { accepted: await ingest(device, parsed.entries, { durable, receivedAt }) };
  }

  async function onData(message: GatewayMessage): Promise<void> {
    const device = await resolver.device(message.identity);
    if (!device) {
      counters.drop(message.identity, 'unknownVariable');
      return;
    }
    onActivity?.(device);
    await ingestPayload(device, message.payload, message.qos > 0, message.receivedAt);
  }

  async function onStatus(message: GatewayMessage): Promise<void> {
    let status: { run?: unknown; online?: unknown } | null;
    try {
      status = JSON.parse(message.payload.toString('utf8')) as typeof status;
    } catch {
      return;
    }
    const run = status?.run;
    if (typeof run === 'number' && Number.isFinite(run)) live.status(message.identity, run, message.receivedAt);
    // `{"online": false}` (a clean stop, or the last will after the disconnect) is no sign of life.
    if (!onActivity || status?.online === false) return;
    const device = await resolver.device(message.identity);
    if (device) onActivity(device);
  }

  async function handle(message: GatewayMessage): Promise<void> {
    if (!running) throw new Error('telemetry is stopped');
    if (message.kind === 'data') return onData(message);
    if (message.kind === 'status') return onStatus(message);
    if (message.kind === 'ack') await onAck?.(message.identity, message.payload);
  }

  function health(): TelemetryHealth {
    const live = bus.liveStats?.() ?? { sent: 0, queued: 0, superseded: 0, dropped: 0 };
    return { ...buffer.health(), ...counters.snapshot(), live };
  }

  /** `POST /api/gw/{identity}/data`: answers once the accepted values are committed. */
  async function ingestHttp(identity: string, secret: string, body: Buffer | string) {
    if (!running) throw ingestStopped();
    const found = await services.devices.verifySecret(identity, secret);
    if (!found) throw deviceRefused();
    if (found.enabled !== 1) throw forbidden(fieldText('device', { zh: '已停用', en: 'disabled' }));
    const device = await resolver.device(identity);
    if (!device) throw deviceRefused();
    onActivity?.(device);
    const result = await ingestPayload(device, body, true, ctx.now());
    if (result.error) throw badRequest(result.error);
    return { accepted: result.accepted };
  }

  const endpoints: TelemetryEndpoints = { health, ingestHttp };

  async function start(): Promise<void> {
    await cache.load();
    await alarms.start();
    await triggers?.start();
    await live.start();
    bus.onGatewayMessage(handle);
    unsubscribe = services.devices.onChange(resolver.forget);
    retention.start();
    running = true;
    services.telemetry.attach(endpoints);
  }

  /** Stops taking messages and writes everything held (SIGTERM loses nothing). */
  async function stop(): Promise<void> {
    running = false;
    services.telemetry.detach(endpoints);
    unsubscribe?.();
    live.stop();
    cache.stop();
    await retention.stop();
    await buffer.flushAll();
    await alarms.stop();
    await triggers?.stop();
  }

  return { start, stop, health, latest: cache.latest, ingestHttp, alarms, triggers };
}
export type Telemetry = ReturnType<typeof createTelemetry>;
