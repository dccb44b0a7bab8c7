import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf } from '../alarms/test/alarm-fixture.js';
import { maintenanceApiOf } from '../maintenance/test/maintenance-fixture.js';

type Overview = {
  baseFacts: Record<string, number>;
  dataMonitor: { completionRate: number | null };
  plans: { id: number }[];
  alarmRecords: { id: number; alertDesc: string }[];
  maintenanceRatio: { key: number; num: number; ratio: number }[];
  alarmRecordTypeRatio: { key: number; num: number; ratio: number }[];
  deviceNumByArea: { area: string | null; num: number }[];
  devices: { id: number; name: string; isonline: number }[];
};

const sum = (slices: { num: number }[]) => slices.reduce((s, x) => s + x.num, 0);

describe.each(DIALECTS)('POST /monitor/visual/new on %s', (dialect) => {
  let t: TestApp;
  const alarms = alarmApiOf(() => t);
  const upkeep = maintenanceApiOf(() => t);
  const { as, device, variable } = alarms;
  const ids = { online: 0, chongqing: 0, bare: 0, customer: 0, other: 0, linked: 0, loose: 0, otherArchive: 0 };
  const overview = async (filter: object = {}) =>
    (await as('dealerAdmin', 'POST', '/monitor/visual/new', filter)).data as Overview;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { dealer, customer, other } = t.fixture.companies;
    ids.online = (await device('dealerAdmin', { name: 'Online boiler', province: '浙江省', city: '杭州市' })).id;
    ids.chongqing = (await device('dealerAdmin', { name: 'Chongqing pump', province: '重庆市', county: '渝中区' })).id;
    ids.bare = (await device('dealerAdmin', { name: 'Bare meter' })).id;
    ids.customer = (await device('customerAdmin', { name: 'Customer tank', province: '浙江省' })).id;
    ids.other = (await device('otherAdmin', { name: 'Other mill', province: '浙江省' })).id;
    await t.testDb.db.kysely
      .updateTable('devices')
      .set({ isonline: 1 })
      .where('id', 'in', [ids.online, ids.other])
      .execute();
    for (const deviceId of [ids.online, ids.online, ids.chongqing]) await variable('dealerAdmin', deviceId);
    await variable('otherAdmin', ids.other);
    const archive = async (user: 'dealerAdmin' | 'otherAdmin', fields: object) =>
      (await as(user, 'POST', '/device/archives', { name: 'Archive', fixedAssetsNo: '', description: '', ...fields }))
        .data.id as number;
    ids.linked = await archive('dealerAdmin', { nameplate: 'NP-100', deviceId: ids.online });
    ids.loose = await archive('dealerAdmin', { nameplate: 'NP-200', deviceId: null });
    ids.otherArchive = await archive('otherAdmin', { nameplate: 'NP-100', deviceId: ids.other });
    await alarms.record({ companyId: dealer, deviceId: ids.online, alarmType: 0, alertDesc: 'boiler hot' });
    await alarms.record({ companyId: dealer, deviceId: ids.online, alarmType: 0, processState: 1 });
    await alarms.record({ companyId: dealer, deviceId: ids.chongqing, alarmType: 2, alertDesc: 'pump low' });
    await alarms.record({ companyId: customer, deviceId: ids.customer, alarmType: 1, alertDesc: 'tank full' });
    await alarms.record({ companyId: other, deviceId: ids.other, alarmType: 0, alertDesc: 'other mill' });
    const { id: planId } = await upkeep.plan('dealerAdmin', { targetId: ids.online });
    const done = await upkeep.record('dealerAdmin', planId);
    await upkeep.record('dealerAdmin', planId);
    await as('dealerAdmin', 'POST', `/mainRecord/handle/${done}`, {
      items: [{ result: 0 }, { result: 0 }],
      done: true,
    });
  });
  afterAll(() => t.close());

  it('answers counters that agree with the lists they summarize', async () => {
    const body = await overview();
    const facts = body.baseFacts;
    expect(facts).toMatchObject({ hardwareNum: 4, onlineNum: 1, offlineNum: 3, deviceNum: 2, variableNum: 3 });
    expect(body.devices.map((d) => d.name).sort()).toEqual([
      'Bare meter',
      'Chongqing pump',
      'Customer tank',
      'Online boiler',
    ]);
    expect(body.devices.filter((d) => d.isonline === 1)).toHaveLength(facts.onlineNum!);
    expect(sum(body.deviceNumByArea)).toBe(facts.hardwareNum);
    expect(body.deviceNumByArea).toContainEqual({ area: '浙江省', num: 2 });
    expect(body.alarmRecords.map((r) => r.alertDesc).sort()).toEqual(['boiler hot', 'pump low', 'tank full']);
    expect(facts.alarmNum).toBe(body.alarmRecords.length);
    expect(facts.alarmDeviceNum).toBe(3);
    expect(sum(body.alarmRecordTypeRatio)).toBe(facts.alarmNum);
    expect(body.alarmRecordTypeRatio.map((s) => [s.key, s.num])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(body.maintenanceRatio.map((s) => s.num)).toEqual([0, 1, 1, 0, 0]);
    expect(facts.maintenanceNum).toBe(body.maintenanceRatio[1]!.num + body.maintenanceRatio[4]!.num);
    expect(body.maintenanceRatio[2]!.ratio).toBe(50);
    expect(body.dataMonitor.completionRate).toBe(50);
    expect(body.plans).toHaveLength(1);
    const users = await t.testDb.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('companyId', 'in', [t.fixture.companies.dealer, t.fixture.companies.customer])
      .executeTakeFirstOrThrow();
    expect(facts.userNum).toBe(Number(users.n));
  });

  it('narrows gateways, archives and alarms by the filter', async () => {
    const online = await overview({ isonline: 1 });
    expect(online.devices.map((d) => d.name)).toEqual(['Online boiler']);
    expect(online.baseFacts).toMatchObject({
      hardwareNum: 1,
      deviceNum: 1,
      alarmNum: 1,
      alarmDeviceNum: 1,
      variableNum: 2,
    });
    const offline = await overview({ isonline: '0' });
    expect(offline.baseFacts).toMatchObject({ hardwareNum: 3, onlineNum: 0, offlineNum: 3, deviceNum: 0, alarmNum: 2 });
    const area = await overview({ area: '渝中区' });
    expect(area.devices.map((d) => d.name)).toEqual(['Chongqing pump']);
    expect(area.alarmRecords.map((r) => r.alertDesc)).toEqual(['pump low']);
    const plate = await overview({ nameplate: 'np-1' });
    expect(plate.devices.map((d) => d.name)).toEqual(['Online boiler']);
    expect(plate.baseFacts.deviceNum).toBe(1);
    const loose = await overview({ deviceMouldId: ids.loose, isonline: '' });
    expect(loose.baseFacts).toMatchObject({ hardwareNum: 0, deviceNum: 1, alarmNum: 0 });
    expect(loose.devices).toEqual([]);
  });

  it('pages the markers while the counters cover every gateway', async () => {
    const page = await overview({ pageNum: 2, pageSize: 3 });
    expect(page.devices).toHaveLength(1);
    expect(page.baseFacts.hardwareNum).toBe(4);
  });

  it('keeps the variable count right as variables come and go', async () => {
    const before = (await overview()).baseFacts.variableNum!;
    const added = await variable('dealerAdmin', ids.bare);
    await variable('dealerAdmin', ids.bare);
    expect((await overview()).baseFacts.variableNum).toBe(before + 2);
    expect((await as('dealerAdmin', 'DELETE', `/variable/${added}`)).code).toBe(200);
    expect((await overview()).baseFacts.variableNum).toBe(before + 1);
    const gone = (await device('dealerAdmin', { name: 'Short-lived' })).id;
    await variable('dealerAdmin', gone);
    await as('dealerAdmin', 'DELETE', `/device/${gone}`);
    const after = await overview();
    expect(after.baseFacts.variableNum).toBe(before + 1);
    const counted = await t.testDb.db.kysely
      .selectFrom('variables')
      .innerJoin('devices', 'devices.id', 'variables.deviceId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('devices.companyId', 'in', [t.fixture.companies.dealer, t.fixture.companies.customer])
      .executeTakeFirstOrThrow();
    expect(after.baseFacts.variableNum).toBe(Number(counted.n));
  });

  it("answers another company's archive as not found, in both languages", async () => {
    const body = await as('dealerAdmin', 'POST', '/monitor/visual/new', { deviceMouldId: ids.otherArchive });
    expect(body).toMatchObject({ code: 404, msg: 'archive not found' });
    const zh = await t.call({
      method: 'POST',
      url: '/admin/api/monitor/visual/new',
      payload: { deviceMouldId: ids.otherArchive },
      headers: { 'accept-language': 'zh-CN' },
      token: await t.tokenFor('dealerAdmin'),
    });
    expect(zh.body.msg).toBe('设备档案不存在');
    const theirs = await as('otherAdmin', 'POST', '/monitor/visual/new', {});
    expect(theirs.data.devices.map((d: { name: string }) => d.name)).toEqual(['Other mill']);
    expect(theirs.data.baseFacts).toMatchObject({ hardwareNum: 1, alarmNum: 1, deviceNum: 1 });
  });

  it('needs the visual monitoring page, and refuses bad input naming the field', async () => {
    expect((await as(null, 'POST', '/monitor/visual/new', {})).code).toBe(10500);
    expect((await as('nomenu', 'POST', '/monitor/visual/new', {})).code).toBe(403);
    expect((await as('viewer', 'POST', '/monitor/visual/new', {})).code).toBe(403);
    const token = await grantedUser(t, ['dashboard:read']);
    expect((await as({ token }, 'POST', '/monitor/visual/new', {})).code).toBe(200);
    expect((await as('dealerAdmin', 'POST', '/monitor/visual/new', { isonline: 5 })).msg).toMatch(/^isonline: /);
    expect((await as('dealerAdmin', 'POST', '/monitor/visual/new', { deviceMouldId: 'x' })).msg).toMatch(
      /^deviceMouldId: /,
    );
    expect((await as('dealerAdmin', 'POST', '/monitor/visual/new', { area: 'x'.repeat(101) })).code).toBe(400);
  });

  it("counts archives by their own fields and their gateway's together, as many as the archive list shows", async () => {
    await as('dealerAdmin', 'POST', '/device/archives', {
      name: 'Meter archive',
      nameplate: 'NP-300',
      fixedAssetsNo: '',
      description: '',
      deviceId: ids.bare,
    });
    const listed = async () => ((await as('dealerAdmin', 'GET', '/device/archives?pageSize=100')).data as []).length;
    const count = async (filter: object) => (await overview(filter)).baseFacts.deviceNum;
    expect(await count({})).toBe(await listed());
    expect(await count({})).toBe(3);
    // The loose archive has no gateway: a gateway filter leaves it out, an archive field alone does not.
    expect(await count({ nameplate: 'np-' })).toBe(3);
    expect(await count({ nameplate: 'np-', isonline: 1 })).toBe(1);
    expect(await count({ nameplate: 'np-', isonline: 0 })).toBe(1);
    expect(await count({ nameplate: 'NP-3', area: '浙江省' })).toBe(0);
    expect(await count({ nameplate: 'NP-1', area: '浙江省' })).toBe(1);
    expect(await count({ deviceMouldId: ids.linked, isonline: 0 })).toBe(0);
    expect(await count({ isonline: 0 })).toBe(1);
    // An ordinary user of the dealer counts only the archives it sees: none, though the bare meter has one.
    const token = await grantedUser(t, ['dashboard:read']);
    const theirs = (await as({ token }, 'POST', '/monitor/visual/new', { isonline: 0 })).data as Overview;
    expect(theirs.baseFacts).toMatchObject({ deviceNum: 0, hardwareNum: 2 });
  });
});
