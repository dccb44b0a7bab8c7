import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { seededDemoApp } from '../../test/demo-app.js';

describe.each(DIALECTS)('maintenance demo data (%s)', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededDemoApp(dialect));
  });
  afterAll(() => close());

  it('gives the demo company plans of several statuses and records in every pie category', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const { dashboard } = app.services.maintenance;
    const plans = await dashboard.planList(auth);
    expect(plans).toHaveLength(5);
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set([0, 1, 3, 4]));
    const summary = await dashboard.summary(auth);
    expect(summary.counts).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(summary.completionRate).toBe(50);
  });
});
