import { ConfigFlowListQuery, ConfigFlowType, FlowDocument, MsgType } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './test/databases.js';
import { seededDemoApp } from './test/demo-app.js';

describe.each(DIALECTS)('demo screens and device pictures (%s)', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await seededDemoApp(dialect));
  });
  afterAll(() => close());

  it('gives the demo company one published screen and one published topology, once', async () => {
    const admin = (await app.services.users.findByAccount('demo-admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const query = ConfigFlowListQuery.parse({ pageCount: 100, publish: 1 });
    const { records } = await app.services.configFlows.list(auth, 'flow', query);
    expect(records.map((r) => r.type).sort()).toEqual([ConfigFlowType.flow, ConfigFlowType.screen]);
    for (const record of records) {
      const flow = await app.services.configFlows.detail(auth, 'flow', record.id);
      expect(FlowDocument.safeParse(flow.data).success).toBe(true);
      // Its card shows a picture of it: a PNG the flow-file address serves.
      const picture = await app.inject({ method: 'GET', url: flow.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.length).toBeGreaterThan(500);
      // Every binding resolves to a live target of the demo gateways: nothing shows "target does not exist".
      const bindings = flow.data.pens.flatMap((pen) => pen.data?.data ?? []);
      expect(bindings.length).toBeGreaterThan(0);
      expect(bindings.every((b) => b.msgType === MsgType.variable)).toBe(true);
      const targets = await app.services.flowLive.targets(auth, record.id);
      const resolved = new Set(targets.variables.map((v) => `${v.deviceId}:${v.varId}`));
      for (const b of bindings) expect(resolved.has(`${b.deviceId}:${b.varId}`)).toBe(true);
    }
    const screen = await app.services.configFlows.detail(
      auth,
      'flow',
      records.find((r) => r.type === ConfigFlowType.screen)!.id,
    );
    expect(screen.data.pens.some((pen) => pen.animatePlay === true)).toBe(true);
    const bound = (await app.services.devices.list(auth, { pageNum: 1, pageSize: 100 })).filter(
      (d) => d.configFlowId === screen.id,
    );
    expect(bound).toHaveLength(1);
    expect(screen.data.pens.some((pen) => (pen.data?.data[0]?.dataProps.length ?? 0) > 0)).toBe(true);
  });

  it('gives every demo device a picture that its signed address serves', async () => {
    const admin = (await app.services.users.findByAccount('admin'))!;
    const auth = await app.services.access.contextFor(admin, 0);
    const devices = await app.services.devices.list(auth, { pageNum: 1, pageSize: 100 });
    const urls = await app.services.files.pictures.urlsOf(devices.map((d) => d.id));
    expect(devices.length).toBeGreaterThan(0);
    expect(urls.size).toBe(devices.length);
    const res = await app.inject({ method: 'GET', url: urls.get(devices[0]!.id)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
