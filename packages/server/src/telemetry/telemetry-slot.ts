import { ResultCode, UserType } from '@iot/contract';
import { AppError, forbidden } from '../http/errors.js';
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

/**
 * The app's routes are registered before the platform starts the pipeline (it needs the broker), so
 * they reach it through this slot: createTelemetry attaches itself on start and leaves on stop.
 */
export function createTelemetrySlot() {
  let current: TelemetryEndpoints | undefined;

  function get(): TelemetryEndpoints {
    if (!current) throw new AppError(ResultCode.serverError, 'telemetry: the ingest pipeline is not running', 503);
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
