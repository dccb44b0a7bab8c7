import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../test/databases.js';
import { createJobRuns, JOB_RUNS_KEPT_DAYS } from './job-runs.js';

describe.each(DIALECTS)('job run claims (%s)', (dialect) => {
  let t: TestDb;
  let time = Date.UTC(2026, 10, 22, 8, 0, 0);
  const now = () => time;

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.drop());

  it('gives a run to exactly one of many racing claimers, as several processes would race', async () => {
    const a = createJobRuns(t.db.kysely, now);
    const b = createJobRuns(t.db.kysely, now);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claim('report:daily:1', Date.UTC(2026, 10, 22))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await a.claim('report:daily:1', Date.UTC(2026, 10, 23))).toBe(true);
    expect(await a.claim('report:daily:2', Date.UTC(2026, 10, 22))).toBe(true);
  });

  it('remembers the latest claimed due time of a job', async () => {
    const runs = createJobRuns(t.db.kysely, now);
    expect(await runs.lastClaimed('report:daily:1')).toBe(Date.UTC(2026, 10, 23));
    expect(await runs.lastClaimed('never')).toBeNull();
  });

  it('prunes claims older than it keeps', async () => {
    const runs = createJobRuns(t.db.kysely, now);
    time += (JOB_RUNS_KEPT_DAYS + 1) * 86_400_000;
    await runs.claim('fresh', 1);
    await runs.prune();
    expect(await runs.lastClaimed('report:daily:1')).toBeNull();
    expect(await runs.lastClaimed('fresh')).toBe(1);
  });
});
