import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Ctx } from '../context.js';
import { createTestDb, DIALECTS, type TestDb } from '../test/databases.js';
import { createPointWriter } from './point-writer.js';
import { createRetention } from './retention.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

describe.each(DIALECTS)('telemetry retention (%s)', (dialect) => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await createTestDb(dialect);
  });
  afterAll(() => tdb.drop());

  it('deletes each resolution past its retention and drops whole old partitions', async () => {
    const config = loadConfig({ IOT_DATA_DIR: tdb.dataDir, IOT_LOG_LEVEL: 'silent', IOT_RETENTION_MINUTE_DAYS: '120' });
    const ctx: Ctx = { db: tdb.db, config, log: Fastify().log, now: () => NOW };
    const at = (days: number) => NOW - days * DAY;
    await createPointWriter(tdb.db).write(
      [200, 100, 89, 1].map((days) => ({ seriesId: 1, ts: at(days), value: days, text: null })),
    );
    const dropped = await createRetention(ctx).run();
    const points = await tdb.db.kysely.selectFrom('points').select('ts').orderBy('ts').execute();
    expect(points.map((p) => p.ts)).toEqual([at(89), at(1)]);
    const minutes = await tdb.db.kysely.selectFrom('rollupMinute').select('bucket').execute();
    expect(minutes).toHaveLength(3);
    const hours = await tdb.db.kysely.selectFrom('rollupHour').select('bucket').execute();
    expect(hours).toHaveLength(4);
    // 200 days back is in May (dropped whole); 100 days back is in August, which ends after the cut
    // (90 days back, Aug 24): its old rows are deleted and the partition stays.
    expect(dropped).toEqual(dialect === 'postgres' ? ['points_y2026m05'] : []);
  });
});
