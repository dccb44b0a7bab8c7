import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiOf } from '../../modules/devices/test/api.js';
import { createFirmwareStore } from '../../modules/firmware/firmware-store.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { attachCommands } from './commands.routes.js';
import { createCommandService, type CommandService } from './commands.service.js';
import { createFakeBus } from './test/fake-bus.js';

describe.each(DIALECTS)('firmware upgrades on %s', (dialect) => {
  let t: TestApp;
  let commands: CommandService;
  const fake = createFakeBus();
  const { as, device } = apiOf(() => t);
  let gw: { id: number; identity: string; secret: string };
  let versionId: number;
  const image = crypto.randomBytes(50_000);

  const upgrade = (identity: string, user: Parameters<typeof as>[0] = 'dealerAdmin', version = versionId) =>
    as(user, 'GET', `/netty/upgrade/${identity}/${version}`);
  const ack = (body: object) => commands.handleAck(gw.identity, Buffer.from(JSON.stringify(body)));
  const logs = async (user: Parameters<typeof as>[0] = 'dealerAdmin', deviceId = gw.id) =>
    as(user, 'POST', '/netty/upgradeLog/getPage', { pageNum: 1, pageSize: 10, param: { deviceId } });
  const download = (secret: string, version = versionId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/firmware/${version}/download?identity=${gw.identity}`,
      headers: { authorization: `Device ${secret}`, host: 'iot.example.com:8080' },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commands = createCommandService({
      ctx: { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now },
      services: t.app.services,
      bus: fake.bus,
    });
    attachCommands(t.app, commands);
    const identity = `gw-upgrade-${dialect}`;
    const created = await device('dealerAdmin', { identity });
    gw = { ...created, identity };
    const stored = await createFirmwareStore(t.config.dataDir).save(Readable.from([image]));
    versionId = (
      await t.testDb.db.kysely
        .insertInto('firmwareVersions')
        .values({
          ...stored,
          domainId: null,
          version: '1.2.0',
          modelName: 'is600',
          publishContent: '',
          ispublish: 1,
          fileName: 'fw.bin',
          createdAt: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    commands.close();
    await t.close();
  });
  beforeEach(() => {
    fake.published.length = 0;
    fake.connected.add(gw.identity);
  });

  it('publishes the upgrade with a download address and the sha256, and logs it', async () => {
    const body = await upgrade(gw.identity);
    expect(body.code).toBe(200);
    const [sent] = fake.published;
    expect(sent).toMatchObject({ topic: `gw/${gw.identity}/cmd`, qos: 1 });
    expect(sent!.payload).toEqual({
      id: body.data.commandId,
      type: 'upgrade',
      versionId,
      version: '1.2.0',
      url: `http://localhost:80/api/firmware/${versionId}/download?identity=${gw.identity}`,
      sha256: crypto.createHash('sha256').update(image).digest('hex'),
    });
    const page = await logs();
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({
      status: 0,
      result: null,
      version: '1.2.0',
      commandId: body.data.commandId,
    });
  });

  it('lets the gateway download with its secret, and only with it', async () => {
    const res = await download(gw.secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(res.rawPayload, image)).toBe(0);
    expect((await download('wrong-secret')).statusCode).toBe(401);
    const other = await t.testDb.db.kysely
      .insertInto('firmwareVersions')
      .values({
        domainId: null,
        version: '2.0.0',
        modelName: 'is600',
        publishContent: '',
        ispublish: 1,
        fileName: 'b',
        size: 1,
        sha256: '0'.repeat(64),
        storedName: `${'b'.repeat(32)}.bin`,
        createdAt: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await download(gw.secret, other.id)).statusCode).toBe(404);
  });

  it('completes the log from the acks: accepted (status 1), then the result', async () => {
    const { data } = await upgrade(gw.identity);
    await ack({ id: data.commandId, ok: true });
    expect((await logs()).data.records[0]).toMatchObject({ status: 1, result: null });
    await commands.handleAck('someone-else', Buffer.from(JSON.stringify({ id: data.commandId, result: 3 })));
    expect((await logs()).data.records[0]).toMatchObject({ status: 1, result: null });
    await ack({ id: data.commandId, result: 0 });
    expect((await logs()).data.records[0]).toMatchObject({ status: 1, result: 0 });
  });

  it('refuses an offline gateway, checks session, permission and company', async () => {
    fake.connected.clear();
    expect((await upgrade(gw.identity)).msg).toMatch(/offline/);
    fake.connected.add(gw.identity);
    expect((await upgrade(gw.identity, null)).code).toBe(10500);
    expect((await upgrade(gw.identity, 'viewer')).code).toBe(403);
    expect((await upgrade(gw.identity, 'otherAdmin')).code).toBe(404);
    expect((await upgrade(gw.identity, 'dealerAdmin', 999_999)).code).toBe(404);
    expect((await logs('otherAdmin')).code).toBe(404);
    expect((await logs('viewer')).code).toBe(200);
    expect((await logs(null)).code).toBe(10500);
    expect((await logs('nomenu')).code).toBe(403);
    expect((await as('dealerAdmin', 'POST', '/netty/upgradeLog/getPage', { param: {} })).msg).toMatch(
      /^param\.deviceId: /,
    );
    expect(fake.published).toHaveLength(0);
  });
});
