/**
 * Bounds of a gateway's operating settings (`/globalConfigInfo/{id}`): zod-free, so the console's form
 * takes its limits from here without loading the schemas.
 */
export const DEVICE_SETTINGS_LIMITS = {
  /** Values a second the gateway may ingest. */
  rateLimit: { min: 1, max: 100_000 },
  /** Seconds a remote write waits for the gateway's ack. */
  commandTimeoutSec: { min: 1, max: 600 },
  /** Seconds of silence before the gateway is marked offline; 0 turns the check off. */
  offlineTimeoutSec: { min: 30, max: 86_400 },
  /** The same bounds as the device form's scan cycle. */
  scanCycle: { min: 1, max: 86_400 },
} as const;

/** The overrides a gateway may leave to the platform (null: the platform default). */
export const DEVICE_SETTINGS_OVERRIDES = ['rateLimit', 'commandTimeoutSec', 'offlineTimeoutSec'] as const;
export type DeviceSettingsOverride = (typeof DEVICE_SETTINGS_OVERRIDES)[number];
