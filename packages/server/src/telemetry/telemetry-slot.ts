import { ResultCode, UserType } from '@iot/contract';
import { AppError, fieldText, forbidden } from '../http/errors.js';
import type { AuthContext } from '../modules/access/access.service.js';
import type { LiveOutboxStats } from '../mqtt/live-outbox.js';
import type { DropCounts, DeviceDrops } from './counters.js';

export interface TelemetryHealth {
  buffered: number;
  capacity: number;
  flushes: number;
  lastFlushMs: number;
  avgFlushMs: number;
  dbErrors: number;
  accepted: number;
  dropped: DropCounts;
  perDevice: DeviceDrops[];
  /** Live messages waiting, superseded and dropped by the bus (all 0 when it sends straight through). */
  live: LiveOutboxStats;
}

/** What the HTTP routes need of the running pipeline. */
export interface TelemetryEndpoints {
  health(): TelemetryHealth;
  ingestHttp(identity: string, secret: string, body: Buffer | string): Promise<{ accepted: number }>;
}

/** 503 while the pipeline is not running (before the platform starts it, after it stops). */
export const ingestStopped = () =>
  new AppError(
    ResultCode.serverError,
    fieldText('telemetry', { zh: '数据接入管道未运行', en: 'the ingest pipeline is not running' }),
    503,
  );

/**
 * The app's routes are registered before the platform starts the pipeline (it needs the broker), so
 * they reach it through this slot: createTelemetry attaches itself on start and leaves on stop.
 */
export function createTelemetrySlot() {
  let current: TelemetryEndpoints | undefined;

  function get(): TelemetryEndpoints {
    if (!current) throw ingestStopped();
    return current;
  }

  return {
    attach(endpoints: TelemetryEndpoints): void {
      current = endpoints;
    },
    detach(endpoints: TelemetryEndpoints): void {
      if (current === endpoints) current = undefined;
    },
    get,
    /** The pipeline's figures are platform-wide: platform administrators only. */
    health(auth: AuthContext): TelemetryHealth {
      if (auth.user.userType !== UserType.platformAdmin) throw forbidden();
      return get().health();
    },
  };
}
export type TelemetrySlot = ReturnType<typeof createTelemetrySlot>;
