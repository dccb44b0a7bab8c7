import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiOf } from '../../modules/devices/test/api.js';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { attachCommands } from './commands.routes.js';
import { createCommandService, type CommandService } from './commands.service.js';
import { createFakeBus } from './test/fake-bus.js';

describe.each(DIALECTS)('remote writes on %s', (dialect) => {
  let t: TestApp;
  let commands: CommandService;
  const fake = createFakeBus();
  const { as, device, variable } = apiOf(() => t);
  let gw: { id: number; identity: string };
  const vars: Record<string, number> = {};

  const serviceFor = (app: TestApp) =>
    createCommandService({
      ctx: { db: app.testDb.db, config: app.config, log: app.app.log, now: app.clock.now },
      services: app.app.services,
      bus: fake.bus,
    });
  const ack = (body: object) => commands.handleAck(gw.identity, Buffer.from(JSON.stringify(body)));
  const issue = (query: Record<string, string | number>, user: Parameters<typeof as>[0] = 'dealerAdmin') =>
    as(user, 'POST', `/netty/issueInstructions?${new URLSearchParams(query as Record<string, string>).toString()}`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_COMMAND_TIMEOUT_MS: '300' });
    commands = serviceFor(t);
    attachCommands(t.app, commands);
    const identity = `gw-write-${dialect}`;
    gw = { id: (await device('dealerAdmin', { identity })).id, identity };
    vars.setpoint = await variable('dealerAdmin', gw.id, { name: 'setpoint', dataType: 'float' });
    vars.pump = await variable('dealerAdmin', gw.id, { name: 'pump', dataType: 'switch_value' });
    vars.raw = await variable('dealerAdmin', gw.id, { name: 'raw', dataType: 'bytes' });
    vars.scaled = await variable('dealerAdmin', gw.id, { name: 'scaled', dataType: 'float', expression: 'x * 2 + 1' });
    vars.count = await variable('dealerAdmin', gw.id, { name: 'count', dataType: 'int' });
  });
  afterAll(async () => {
    commands.close();
    await t.close();
  });
  beforeEach(() => {
    fake.published.length = 0;
    fake.connected.clear();
    fake.connected.add(gw.identity);
    fake.respondWith((m) => void ack({ id: m.payload.id, ok: true }));
  });

  it('publishes the write on gw/{identity}/cmd with QoS 1 and answers the ack', async () => {
    const body = await issue({ data: '42.5', deviceId: gw.id, variableId: vars.setpoint! });
    expect(body).toMatchObject({ code: 200, msg: 'issued successfully' });
    expect(fake.published).toHaveLength(1);
    const [sent] = fake.published;
    expect(sent).toMatchObject({ topic: `gw/${gw.identity}/cmd`, qos: 1 });
    expect(sent!.payload).toEqual({ id: expect.any(String), type: 'write', variable: 'setpoint', value: 42.5 });
  });

  it("answers 400 with the gateway's error on a refusal", async () => {
    fake.respondWith((m) => void ack({ id: m.payload.id, ok: false, error: 'read-only register' }));
    const body = await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint! });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('read-only register');
  });

  it('answers a time-out when no ack comes, and ignores a late one', async () => {
    fake.respondWith(undefined);
    const started = Date.now();
    const body = await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint!, commandId: 'late-1' });
    expect(body).toMatchObject({ code: 504, msg: 'gateway did not acknowledge within 0.3 s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await ack({ id: 'late-1', ok: true });
    expect((await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint!, commandId: 'late-1' })).code).toBe(
      504,
    );
  });

  it('refuses at once when the gateway is offline, sending nothing', async () => {
    fake.connected.clear();
    const body = await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint! });
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/offline/);
    expect(fake.published).toHaveLength(0);
  });

  it('refuses bytes variables, non-switch values and non-numbers', async () => {
    expect(await issue({ data: '1', deviceId: gw.id, variableId: vars.raw! })).toMatchObject({
      code: 400,
      msg: 'variableId: bytes values cannot be issued',
    });
    expect((await issue({ data: '5', deviceId: gw.id, variableId: vars.pump! })).msg).toMatch(/^data: /);
    expect((await issue({ data: 'abc', deviceId: gw.id, variableId: vars.setpoint! })).msg).toBe('data: not a number');
    expect((await issue({ data: '1.5', deviceId: gw.id, variableId: vars.count! })).msg).toBe('data: not an integer');
    expect(fake.published).toHaveLength(0);
  });

  it('sends 0 or 1 to a switch', async () => {
    expect((await issue({ data: 'true', deviceId: gw.id, variableId: vars.pump! })).code).toBe(200);
    expect((await issue({ data: '0', deviceId: gw.id, variableId: vars.pump! })).code).toBe(200);
    expect(fake.published.map((m) => m.payload.value)).toEqual([1, 0]);
  });

  it("sends the expression's computed value and says so", async () => {
    const body = await issue({ data: '10', deviceId: gw.id, variableId: vars.scaled! });
    expect(body.code).toBe(200);
    expect(body.msg).toContain('21');
    expect(fake.published[0]!.payload.value).toBe(21);
  });

  it('is idempotent by commandId: repeats (pending, done, after a restart) never publish twice', async () => {
    fake.respondWith(undefined);
    const query = { data: '7', deviceId: gw.id, variableId: vars.setpoint!, commandId: 'cmd-idem-1' };
    const first = issue(query);
    const repeat = issue(query);
    await expect.poll(() => fake.published.length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.published).toHaveLength(1);
    await ack({ id: 'cmd-idem-1', ok: true });
    expect((await first).code).toBe(200);
    expect((await repeat).code).toBe(200);
    expect((await issue(query)).code).toBe(200);
    const restarted = serviceFor(t);
    attachCommands(t.app, restarted);
    try {
      expect(await issue(query)).toMatchObject({ code: 200, msg: 'issued successfully' });
      expect((await issue({ ...query, variableId: vars.pump! })).msg).toBe(
        'commandId: already used for another command',
      );
    } finally {
      attachCommands(t.app, commands);
      restarted.close();
    }
    expect(fake.published).toHaveLength(1);
  });

  it('ignores an ack from another gateway', async () => {
    fake.respondWith(
      (m) => void commands.handleAck('someone-else', Buffer.from(JSON.stringify({ id: m.payload.id, ok: true }))),
    );
    expect((await issue({ data: '3', deviceId: gw.id, variableId: vars.setpoint! })).code).toBe(504);
  });

  it('checks input, session, permission and company', async () => {
    expect((await issue({ deviceId: gw.id, variableId: vars.setpoint! })).msg).toMatch(/^data: /);
    expect((await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint! }, null)).code).toBe(10500);
    expect((await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint! }, 'viewer')).code).toBe(403);
    expect((await issue({ data: '1', deviceId: gw.id, variableId: vars.setpoint! }, 'otherAdmin')).code).toBe(404);
    const other = await device('otherAdmin');
    const otherVar = await variable('otherAdmin', other.id, { name: 'x1' });
    expect((await issue({ data: '1', deviceId: gw.id, variableId: otherVar })).code).toBe(404);
    expect(fake.published).toHaveLength(0);
  });
});
