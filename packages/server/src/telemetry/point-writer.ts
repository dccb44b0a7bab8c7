import type { Db } from '../db/connect.js';
import { createPostgresPointWriter } from './point-writer.postgres.js';
import { createSqlitePointWriter } from './point-writer.sqlite.js';
import type { PointInput } from './series.js';

export interface PointWriter {
  /**
   * Stores points and updates the rollups in one transaction. A point already stored (same series
   * and ts) is skipped, so a repeated batch changes nothing. Answers how many points were new.
   */
  write(points: PointInput[]): Promise<number>;
}

export function createPointWriter(db: Db): PointWriter {
  if (db.sqlite) return createSqlitePointWriter(db.sqlite);
  if (db.pool) return createPostgresPointWriter(db.pool);
  throw new Error('no database driver for the point writer');
}
