import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiOf } from '../../modules/devices/test/api.js';
import { createFirmwareStore } from '../../modules/firmware/firmware-store.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { attachCommands } from './commands.routes.js';
import { createCommandService, type CommandService } from './commands.service.js';
import { DOWNLOAD_TOKEN_TTL_MS } from './upgrades.js';
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
  /** The download address of the last upgrade command sent. */
  const sentUrl = () => new URL((fake.published.at(-1)!.payload as { url: string }).url);
  const download = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  /** A version row of the platform; published and for model is600 unless told otherwise. */
  const addVersion = async (fields: { version: string; ispublish?: 0 | 1; modelName?: string }) =>
    (
      await t.testDb.db.kysely
        .insertInto('firmwareVersions')
        .values({
          domainId: null,
          modelName: 'is600',
          publishContent: '',
          ispublish: 1,
          fileName: 'b',
          size: 1,
          sha256: '0'.repeat(64),
          storedName: `${'b'.repeat(32)}.bin`,
          createdAt: 0,
          ...fields,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_PUBLIC_URL: 'https://iot.example.com:8443/' });
    commands = createCommandService({
      ctx: { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now },
      services: t.app.services,
      bus: fake.bus,
    });
    attachCommands(t.app, commands);
    const identity = `gw-upgrade-${dialect}`;
    const created = await device('dealerAdmin', { identity, modelName: 'is600' });
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

  it('publishes the upgrade with an address from IOT_PUBLIC_URL and a one-time token, and logs it', async () => {
    // What the caller's request says about hosts and proxies never reaches the address.
    const body = (
      await t.call({
        method: 'GET',
        url: `/admin/api/netty/upgrade/${gw.identity}/${versionId}`,
        token: await t.tokenFor('dealerAdmin'),
        headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
      })
    ).body;
    expect(body.code, body.msg).toBe(200);
    const [sent] = fake.published;
    expect(sent).toMatchObject({ topic: `gw/${gw.identity}/cmd`, qos: 1 });
    expect(sent!.payload).toEqual({
      id: body.data.commandId,
      type: 'upgrade',
      versionId,
      version: '1.2.0',
      url: expect.stringMatching(
        new RegExp(`^https://iot\\.example\\.com:8443/api/firmware/${versionId}/download\\?token=[A-Za-z0-9_-]{43}$`),
      ),
      sha256: crypto.createHash('sha256').update(image).digest('hex'),
    });
    expect(JSON.stringify(sent!.payload)).not.toContain(gw.secret);
    const page = await logs();
    expect(page.data.records[0]).toMatchObject({
      status: 0,
      result: null,
      version: '1.2.0',
      commandId: body.data.commandId,
    });
  });

  it('lets the gateway download once with the token, without its secret, before the token expires', async () => {
    expect((await upgrade(gw.identity)).code).toBe(200);
    const url = sentUrl();
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(res.rawPayload, image)).toBe(0);
    expect((await download(url)).statusCode).toBe(403);

    expect((await upgrade(gw.identity)).code).toBe(200);
    const late = sentUrl();
    t.clock.advance(DOWNLOAD_TOKEN_TTL_MS + 1);
    expect((await download(late)).json().msg).toMatch(/^token: /);

    expect((await upgrade(gw.identity)).code).toBe(200);
    const other = sentUrl();
    const otherVersion = await addVersion({ version: '2.0.0' });
    other.pathname = `/api/firmware/${otherVersion}/download`;
    expect((await download(other)).statusCode).toBe(403);
    other.search = `?token=${'A'.repeat(43)}`;
    expect((await download(other)).statusCode).toBe(403);
    expect((await download(new URL(`https://x/api/firmware/${versionId}/download?token=short`))).statusCode).toBe(400);
  });

  it('sends only published versions for the device model', async () => {
    const unpublished = await addVersion({ version: '3.0.0', ispublish: 0 });
    const otherModel = await addVersion({ version: '3.0.1', modelName: 'is700' });
    expect(await upgrade(gw.identity, 'dealerAdmin', unpublished)).toMatchObject({
      code: 400,
      msg: 'versionId: the version is not published',
    });
    expect((await upgrade(gw.identity, 'dealerAdmin', otherModel)).msg).toBe(
      'versionId: the version is for model is700, the device is model is600',
    );
    expect(fake.published).toHaveLength(0);
  });

  it('refuses to send an upgrade while IOT_PUBLIC_URL is not set, saying so', async () => {
    const unset = createCommandService({
      ctx: { db: t.testDb.db, config: { ...t.config, publicUrl: null }, log: t.app.log, now: t.clock.now },
      services: t.app.services,
      bus: fake.bus,
    });
    const user = (await t.app.services.users.getById(t.fixture.users.dealerAdmin))!;
    const auth = await t.app.services.access.contextFor(user, 0);
    await expect(unset.upgrade(auth, gw.identity, versionId)).rejects.toMatchObject({
      code: 503,
      message: expect.stringContaining('IOT_PUBLIC_URL'),
    });
    unset.close();
    expect(fake.published).toHaveLength(0);
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
