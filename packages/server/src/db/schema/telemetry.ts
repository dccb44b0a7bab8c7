import type { Generated } from 'kysely';
import type { Ms } from './columns.js';

// Stored points, rollups, remote writes and upgrades.

export interface PointTable {
  seriesId: number;
  ts: Ms;
  value: number | null;
  text: string | null;
}

export interface RollupTable {
  seriesId: number;
  bucket: Ms;
  minValue: number;
  maxValue: number;
  sumValue: number;
  count: number;
  lastValue: number;
  lastTs: Ms;
}

/** A remote write; status 'pending', 'ok', 'refused' (the gateway said no) or 'timeout'. */
export interface CommandTable {
  id: string;
  deviceId: number;
  variableId: number;
  /** JSON of the value sent. */
  value: string;
  status: string;
  error: string | null;
  /** The answer given to the caller once completed. */
  message: string | null;
  createdAt: Ms;
  completedAt: Ms | null;
}

/** status 0 request sent, 1 request successful; result null, 0 success, 1 download, 2 file, 3 failed. */
export interface UpgradeLogTable {
  id: Generated<number>;
  deviceId: number;
  versionId: number;
  commandId: string;
  status: number;
  result: number | null;
  createdAt: Ms;
  updatedAt: Ms;
  /** sha256 of the one-time download token sent with the upgrade command. */
  downloadTokenHash: string | null;
  downloadExpiresAt: Ms | null;
  downloadedAt: Ms | null;
}
