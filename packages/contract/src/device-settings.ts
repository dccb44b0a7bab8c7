import { z } from 'zod';
import { DEVICE_SETTINGS_LIMITS as LIMITS, type DeviceSettingsOverride } from './device-settings-limits.js';
import { DeviceUpdate } from './devices.js';

/** A gateway's operating settings: the device's own switches and its overrides of the platform's defaults. */

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const { rateLimit, commandTimeoutSec, offlineTimeoutSec } = LIMITS;
const offlineMessage = `0 (off) or ${offlineTimeoutSec.min} to ${offlineTimeoutSec.max} seconds, or null for the platform default`;

export const DeviceSettingsUpdate = z.object({
  id: z.number().int().positive(),
  autoRegister: DeviceUpdate.shape.autoRegister,
  logicEnable: DeviceUpdate.shape.logicEnable,
  scanCycle: DeviceUpdate.shape.scanCycle,
  rateLimit: wholeBetween(
    rateLimit.min,
    rateLimit.max,
    `${rateLimit.min} to ${rateLimit.max} values a second, or null for the platform default`,
  )
    .nullable()
    .optional(),
  commandTimeoutSec: wholeBetween(
    commandTimeoutSec.min,
    commandTimeoutSec.max,
    `${commandTimeoutSec.min} to ${commandTimeoutSec.max} seconds, or null for the platform default`,
  )
    .nullable()
    .optional(),
  offlineTimeoutSec: wholeBetween(0, offlineTimeoutSec.max, offlineMessage)
    .refine((v) => v === 0 || v >= offlineTimeoutSec.min, offlineMessage)
    .nullable()
    .optional(),
});
export type DeviceSettingsUpdate = z.output<typeof DeviceSettingsUpdate>;

/** `GET /device/settings/{id}` and the answer of `PUT /device/settings`. */
export interface DeviceSettings {
  id: number;
  name: string;
  identity: string;
  autoRegister: 0 | 1;
  logicEnable: 0 | 1;
  scanCycle: number;
  /** null: the platform default, in `defaults`. */
  rateLimit: number | null;
  commandTimeoutSec: number | null;
  offlineTimeoutSec: number | null;
  /** What the platform applies where the gateway has no value of its own. */
  defaults: Record<DeviceSettingsOverride, number>;
}
