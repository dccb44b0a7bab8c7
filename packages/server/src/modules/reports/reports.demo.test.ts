import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { seededDemoApp } from '../../test/demo-app.js';

describe.each(DIALECTS)('report demo data (%s)', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededDemoApp(dialect));
  });
  afterAll(() => close());

  it('gives the demo company a scheduled daily and monthly report that generate', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const { templates, files } = app.services.reports;
    const page = await templates.page(auth, { pageNum: 1, pageSize: 10, param: {} });
    const kinds = page.records.map((r) => [r.type, r.timeType, r.status]);
    expect(kinds.sort()).toEqual([
      [1, 0, 1],
      [1, 2, 1],
    ]);
    const daily = page.records.find((r) => r.timeType === 0)!;
    const made = await files.generate(auth, daily.id, {});
    expect(made.source).toBe('call');
    expect((await files.get(auth, made.id)).sheets[0]!.celldata.length).toBeGreaterThan(24 * 4);
    const monthly = page.records.find((r) => r.timeType === 2)!;
    const month = await files.generate(auth, monthly.id, {});
    expect(month.periodStart.slice(8)).toBe('01 00:00:00');
    expect((await files.get(auth, month.id)).sheets[0]!.celldata.length).toBeGreaterThan(28 * 4);
  });
});
