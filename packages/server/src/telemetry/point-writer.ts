import type { Db } from '../db/connect.js';
import { createPostgresPointWriter } from './point-writer.postgres.js';
import { createSqlitePointWriter } from './point-writer.sqlite.js';
import type { LatestInput, PointInput } from './series.js';

export interface PointWriter {
  /**
   * Stores points and updates the rollups in one transaction. A point already stored (same series
   * and ts) is skipped, so a repeated batch changes nothing. Answers how many points were new.
   * `latest` (one row per variable) upserts latest_values in the same transaction, where newer; rows
   * of variables deleted meanwhile are skipped.
   */
  write(points: PointInput[], latest?: LatestInput[]): Promise<number>;
}

export function createPointWriter(db: Db): PointWriter {
  if (db.sqlite) return createSqlitePointWriter(db.sqlite);
  if (db.pool) return createPostgresPointWriter(db.pool);
  throw new Error('no database driver for the point writer');
}
