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

  it('gives the demo company a scheduled daily report that generates', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const { templates, files } = app.services.reports;
    const page = await templates.page(auth, { pageNum: 1, pageSize: 10, param: {} });
    expect(page.records.map((r) => [r.type, r.timeType, r.status])).toEqual([[1, 0, 1]]);
    const made = await files.generate(auth, page.records[0]!.id, {});
    expect(made.source).toBe('call');
    expect((await files.get(auth, made.id)).sheets[0]!.celldata.length).toBeGreaterThan(24 * 4);
  });
});
