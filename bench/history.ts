// History queries on a variable with a year of 10-second data (3.15 M points), SQLite and PostgreSQL.
import { connect } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { createHistoryReader } from '../packages/server/dist/telemetry/history.js';
import { createPointWriter } from '../packages/server/dist/telemetry/point-writer.js';
import { summary } from './stats.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';

const STEP_MS = 10_000;
const YEAR_MS = 365 * 86_400_000;
const BATCH = 10_000;
const QUERIES = 40;
const SERIES = 1;

/** Range and interval as the console asks them (at most 500 buckets). */
const RANGES = [
  { label: '1 hour @ 10 s (raw points)', rangeMs: 3_600_000, intervalMs: 10_000 },
  { label: '1 day @ 3 min (minute rollup)', rangeMs: 86_400_000, intervalMs: 180_000 },
  { label: '1 month @ 2 h (hour rollup)', rangeMs: 30 * 86_400_000, intervalMs: 7_200_000 },
  { label: '1 year @ 1 day (hour rollup)', rangeMs: YEAR_MS, intervalMs: 86_400_000 },
];

async function benchOn(dialect: BenchDialect): Promise<void> {
  const temp = await createTempDatabase(dialect);
  const db = connect(temp.url);
  try {
    await migrate(db);
    const writer = createPointWriter(db);
    const end = Math.floor(Date.now() / STEP_MS) * STEP_MS;
    const start = end - YEAR_MS;
    const total = YEAR_MS / STEP_MS;
    const started = performance.now();
    for (let i = 0; i < total; i += BATCH) {
      const points = [];
      for (let j = i; j < Math.min(total, i + BATCH); j++) {
        const ts = start + j * STEP_MS;
        points.push({ seriesId: SERIES, ts, value: 60 + 8 * Math.sin(ts / 600_000) + Math.random(), text: null });
      }
      await writer.write(points);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${dialect}: wrote ${total.toLocaleString('en')} points in ${seconds.toFixed(1)} s ` +
        `(${Math.round(total / seconds).toLocaleString('en')} points/s with rollups, ${BATCH}-point batches)`,
    );
    // What autovacuum does after a bulk load (statistics, visibility map, hint bits); done here so that it
    // does not run during the measurement, and PostgreSQL does not plan over unknown statistics.
    await db.pool?.query('VACUUM ANALYZE');
    const reader = createHistoryReader(db);
    for (const { label, rangeMs, intervalMs } of RANGES) {
      const ms: number[] = [];
      // The first query of a range warms the cache and is not counted.
      for (let q = -1; q < QUERIES; q++) {
        const from = start + Math.floor((Math.random() * (YEAR_MS - rangeMs)) / intervalMs) * intervalMs;
        const t = performance.now();
        await reader.query({ seriesId: SERIES, from, to: from + rangeMs, intervalMs, pick: 'avg' });
        if (q >= 0) ms.push(performance.now() - t);
      }
      console.log(summary(`${dialect} ${label}`, ms));
    }
  } finally {
    await db.close();
    await temp.drop();
  }
}

export async function benchHistory(): Promise<void> {
  console.log('\n== History queries: one variable, a year of 10-second data ==');
  await benchOn('sqlite');
  await benchOn('postgres');
}
