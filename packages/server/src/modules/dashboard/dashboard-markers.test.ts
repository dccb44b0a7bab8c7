import type { DashboardMarkers } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf } from '../alarms/test/alarm-fixture.js';

describe.each(DIALECTS)('POST /monitor/visual/markers on %s', (dialect) => {
  let t: TestApp;
  const { as, device } = alarmApiOf(() => t);
  const ids = { online: 0, chongqing: 0, unplaced: 0, customer: 0, other: 0, otherArchive: 0 };
  const markers = async (filter: object = {}, user: 'dealerAdmin' | 'otherAdmin' = 'dealerAdmin') =>
    (await as(user, 'POST', '/monitor/visual/markers', filter)).data as DashboardMarkers;
  const hardware = async (filter: object = {}) =>
    (await as('dealerAdmin', 'POST', '/monitor/visual/new', filter)).data.baseFacts as Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ids.online = (await device('dealerAdmin', { name: 'Online boiler', province: '浙江省', city: '杭州市' })).id;
    ids.chongqing = (await device('dealerAdmin', { name: 'Chongqing pump', province: '重庆市', county: '渝中区' })).id;
    ids.unplaced = (await device('dealerAdmin', { name: 'Unplaced meter' })).id;
    ids.customer = (await device('customerAdmin', { name: 'Customer tank', province: '浙江省' })).id;
    ids.other = (await device('otherAdmin', { name: 'Other mill', province: '浙江省' })).id;
    const { kysely } = t.testDb.db;
    const place = (id: number, lat: number | null, lng: number | null) =>
      kysely.updateTable('devices').set({ lat, lng }).where('id', '=', id).execute();
    await place(ids.online, 30.27, 120.15);
    await place(ids.chongqing, 29.56, 106.55);
    await place(ids.unplaced, null, null);
    await place(ids.customer, 30.1, 120.5);
    await place(ids.other, 30.3, 120.2);
    await kysely.updateTable('devices').set({ isonline: 1 }).where('id', 'in', [ids.online, ids.other]).execute();
    const archive = async (user: 'dealerAdmin' | 'otherAdmin', fields: object) =>
      (await as(user, 'POST', '/device/archives', { name: 'Archive', fixedAssetsNo: '', description: '', ...fields }))
        .data.id as number;
    const linked = await archive('dealerAdmin', { nameplate: 'NP-100', deviceId: ids.chongqing });
    ids.otherArchive = await archive('otherAdmin', { nameplate: 'NP-100', deviceId: ids.other });
    let serial = 0;
    const camera = async (fields: object) =>
      (
        await as('dealerAdmin', 'POST', '/camera', {
          channelName: 'Gate',
          type: 0,
          deviceSerial: `D${++serial}`,
          channelNo: 1,
          ...fields,
        })
      ).data.id as number;
    await camera({ archiveId: linked });
    await camera({ deviceId: ids.online });
  });
  afterAll(() => t.close());

  it("answers every placed gateway of the caller's companies, agreeing with the overview's counters", async () => {
    const body = await markers();
    const facts = await hardware();
    expect(body.total).toBe(facts.hardwareNum);
    expect(body.total).toBe(body.id.length + body.unplaced);
    expect(body.unplaced).toBe(1);
    expect(body.id).toEqual([ids.online, ids.chongqing, ids.customer]);
    expect(body.name).toEqual(['Online boiler', 'Chongqing pump', 'Customer tank']);
    expect(body.isonline).toEqual([1, 0, 0]);
    expect(body.lat).toEqual([30.27, 29.56, 30.1]);
    expect(body.lng).toEqual([120.15, 106.55, 120.5]);
    for (const column of [body.identity, body.configFlowId, body.cameraId]) expect(column).toHaveLength(3);
    const cameras = (await as('dealerAdmin', 'GET', '/camera/getCameraList')).data as { id: number }[];
    const [first, second] = cameras.map((c) => c.id).sort((a, b) => a - b);
    expect(body.cameraId).toEqual([second, first, null]);
    expect(body.isonline.filter((s) => s === 1)).toHaveLength(facts.onlineNum!);
  });

  it("narrows by the dashboard's filter, as the overview counts it", async () => {
    for (const filter of [
      { isonline: 1 },
      { isonline: '0' },
      { area: '渝中区' },
      { nameplate: 'np-1' },
      { area: '浙江省' },
    ]) {
      const body = await markers(filter);
      expect(body.total, JSON.stringify(filter)).toBe((await hardware(filter)).hardwareNum);
    }
    expect((await markers({ isonline: 1 })).id).toEqual([ids.online]);
    expect((await markers({ isonline: 0 })).unplaced).toBe(1);
    expect((await markers({ area: '渝中区' })).id).toEqual([ids.chongqing]);
    expect((await markers({ nameplate: 'np-1' })).id).toEqual([ids.chongqing]);
    expect((await markers({ area: '浙江省' })).id).toEqual([ids.online, ids.customer]);
  });

  it("keeps another company's gateways and archives out", async () => {
    const theirs = await markers({}, 'otherAdmin');
    expect(theirs).toMatchObject({ total: 1, unplaced: 0, id: [ids.other], isonline: [1] });
    expect((await markers({ area: '浙江省' })).id).not.toContain(ids.other);
    const refused = await as('dealerAdmin', 'POST', '/monitor/visual/markers', { deviceMouldId: ids.otherArchive });
    expect(refused).toMatchObject({ code: 404, msg: 'archive not found' });
  });

  it('needs the visual monitoring page, and refuses bad input naming the field', async () => {
    expect((await as(null, 'POST', '/monitor/visual/markers', {})).code).toBe(10500);
    expect((await as('nomenu', 'POST', '/monitor/visual/markers', {})).code).toBe(403);
    expect((await as('viewer', 'POST', '/monitor/visual/markers', {})).code).toBe(403);
    const token = await grantedUser(t, ['dashboard:read']);
    expect((await as({ token }, 'POST', '/monitor/visual/markers', {})).code).toBe(200);
    expect((await as('dealerAdmin', 'POST', '/monitor/visual/markers', { isonline: 5 })).msg).toMatch(/^isonline: /);
    const zh = await t.call({
      method: 'POST',
      url: '/admin/api/monitor/visual/markers',
      payload: { deviceMouldId: 'x' },
      headers: { 'accept-language': 'zh-CN' },
      token: await t.tokenFor('dealerAdmin'),
    });
    expect(zh.body.msg).toBe('deviceMouldId：应为数字');
  });
});
