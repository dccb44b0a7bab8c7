import { UserType } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf } from '../alarms/test/alarm-fixture.js';

interface Ids {
  device: number;
  identity: string;
  variable: number;
  variableName: string;
  customData: number;
  archive: number;
  record: number;
  dept: number;
  role: number;
  company: number;
}

interface Read {
  method: 'GET' | 'POST';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => object;
  /** What a role needs to make the call (one of the pages the route names). */
  grants: string[];
  /** Pages that do not open the call (default: only the visual monitoring page). */
  refusedTo?: string[];
  /** The code that shows the guard let the call through, when it is not 200. */
  answer?: number;
  /** The call needs a part the test app does not run (the broker): only the refusal is checked. */
  refusedOnly?: true;
}

/** Names the tests by path pattern. */
const PLACEHOLDERS = Object.fromEntries(
  ['device', 'identity', 'variable', 'variableName', 'customData', 'archive', 'record', 'dept', 'role', 'company'].map(
    (key) => [key, `:${key}`],
  ),
) as unknown as Ids;

const page = { pageNum: 1, pageSize: 10, param: {} };

/** Every read of tenant data, with a role that may make it. */
const READS: Read[] = [
  { method: 'GET', url: (i) => `/device/${i.device}`, grants: ['equipIndex:read'] },
  { method: 'POST', url: () => '/device/getDeviceListPage', body: () => page, grants: ['equipIndex:read'] },
  { method: 'POST', url: () => '/device/getDeviceList', body: () => ({}), grants: ['reportfrom:read'] },
  { method: 'GET', url: () => '/device/getDeviceCurrentUser', grants: ['hardwareMap:read'] },
  { method: 'GET', url: () => '/device/getAddressDeviceList', grants: ['hardwareMap:read'] },
  { method: 'GET', url: (i) => `/device/settings/${i.device}`, grants: ['equipIndex:read'] },
  { method: 'POST', url: () => '/device/getExpirationPage', body: () => page, grants: ['deviceExpiration:read'] },
  { method: 'GET', url: (i) => `/com/findByDeviceId/${i.device}`, grants: ['screen:read'] },
  { method: 'GET', url: (i) => `/netPort/getNetPortList/${i.device}`, grants: ['equipIndex:read'] },
  { method: 'GET', url: (i) => `/wifi?deviceId=${i.device}`, grants: ['equipIndex:read'] },
  { method: 'GET', url: (i) => `/lora/getByDeviceId/${i.device}`, grants: ['equipIndex:read'] },
  { method: 'GET', url: () => '/device/archives', grants: ['deviceInfo:read'] },
  { method: 'GET', url: () => '/device/devicesListThree', grants: ['reportfrom:read'] },
  { method: 'GET', url: (i) => `/device/archives/${i.archive}`, grants: ['eqArcShare:read'] },
  {
    method: 'POST',
    url: () => '/variable/findVarList',
    body: (i) => ({ ...page, param: { deviceId: i.device } }),
    grants: ['reportfrom:read'],
  },
  {
    method: 'POST',
    url: () => '/variable/findSlaveStation/post',
    body: (i) => ({ ...page, param: { type: 3, deviceId: i.device } }),
    grants: ['mineTopo:read'],
  },
  { method: 'GET', url: (i) => `/variable/${i.variable}`, grants: ['alertInfo:read'] },
  { method: 'GET', url: (i) => `/variable/live/${i.device}`, grants: ['equipIndex:read'] },
  { method: 'GET', url: (i) => `/slaveStation/findSlaveStations?typeId=${i.device}`, grants: ['equipIndex:read'] },
  {
    method: 'POST',
    url: () => '/influxDevice/getDevicePointValue',
    body: (i) => ({
      code: i.variableName,
      deviceNum: i.identity,
      spaceNumber: 1,
      starttime: '2026-11-21 00:00:00',
      endtime: '2026-11-22 00:00:00',
    }),
    grants: ['equipIndex:history'],
  },
  { method: 'POST', url: () => '/customdata/getTree', grants: ['cusDataShare:read'] },
  { method: 'POST', url: () => '/customdata/getPage', body: () => page, grants: ['reportfrom:read'] },
  { method: 'GET', url: (i) => `/customdata/${i.customData}`, grants: ['cusDataShare:read'] },
  {
    method: 'POST',
    url: () => '/customdata/getDiffValue',
    body: (i) => ({ dataId: i.customData }),
    grants: ['screen:read'],
    // The item is a constant: past the guard, the service refuses it.
    answer: 400,
  },
  { method: 'POST', url: () => '/alarmRecord', body: () => page, grants: ['alertInfo:read'] },
  { method: 'GET', url: (i) => `/alarmRecord/${i.record}`, grants: ['alertInfo:read'] },
  { method: 'GET', url: (i) => `/alarmRecord/snapshot/${i.record}`, grants: ['alertInfo:read'] },
  { method: 'GET', url: (i) => `/alarmRecord/follow/list/${i.record}`, grants: ['alertInfo:read'] },
  { method: 'GET', url: (i) => `/alarmRecord/follow/users/${i.record}`, grants: ['alertInfo:confirm'] },
  {
    method: 'GET',
    url: (i) => `/alertConfig/detail/${i.variable}?varType=1`,
    grants: ['equipIndex:alarmConfig'],
  },
  { method: 'POST', url: () => '/version/getListPage', body: () => page, grants: ['equipIndex:upgrade'] },
  {
    method: 'POST',
    url: () => '/netty/upgradeLog/getPage',
    body: () => page,
    grants: ['equipIndex:read'],
    refusedOnly: true,
  },
  { method: 'GET', url: () => '/configflow/list?pageIndex=1&pageCount=10', grants: ['customMonitor:read'] },
  { method: 'GET', url: () => '/share/list?kind=archive&scope=mine', grants: ['eqArcShare:read'] },
  { method: 'GET', url: () => '/share/candidates?type=1', grants: ['deviceInfo:read'] },
  {
    method: 'GET',
    url: (i) => `/share/targets?kind=archive&thingId=${i.archive}`,
    grants: ['deviceInfo:read', 'deviceInfo:update'],
  },
  { method: 'GET', url: () => '/dept', grants: ['userManage:create'] },
  { method: 'GET', url: (i) => `/dept/users/${i.dept}`, grants: ['deptManage:read'] },
  { method: 'POST', url: () => '/role/getPage', body: () => page, grants: ['userManage:update'] },
  { method: 'GET', url: (i) => `/role/${i.role}`, grants: ['roleManage:read'] },
  { method: 'GET', url: () => '/menu/tree', grants: ['roleManage:read'] },
  { method: 'POST', url: () => '/user/getPage', body: () => page, grants: ['userManage:read'] },
  { method: 'POST', url: () => '/company/getPage', body: () => page, grants: ['companyManage:read'] },
  { method: 'GET', url: (i) => `/company/${i.company}`, grants: ['companyManage:read'] },
  {
    method: 'GET',
    url: () => `/util/geocoding?address=${encodeURIComponent('杭州市')}`,
    grants: ['equipIndex:update'],
    refusedTo: ['deptManage:read'],
  },
  {
    method: 'GET',
    url: () => '/util/reverseGeocoding?lat=30.27&lon=120.15',
    grants: ['hardwareMap:read'],
    refusedTo: ['deptManage:read'],
  },
  { method: 'GET', url: () => '/util/mapBase', grants: ['equipIndex:create'], refusedTo: ['deptManage:read'] },
  {
    method: 'POST',
    url: () => '/monitor/visual/new',
    body: () => ({}),
    grants: ['dashboard:read'],
    refusedTo: ['hardwareMap:read', 'equipIndex:read'],
  },
  {
    method: 'POST',
    url: (i) => `/monitor/visual/device?deviceId=${i.device}`,
    grants: ['dashboard:read'],
    refusedTo: ['hardwareMap:read', 'equipIndex:read'],
  },
];

describe.each(DIALECTS)('every read names its pages, on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  let ids: Ids;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const watched = await api.watched('dealerAdmin');
    const archive = await api.as('dealerAdmin', 'POST', '/device/archives', { name: 'Pump house' });
    const dept = await api.as('dealerAdmin', 'POST', '/dept', { name: 'Shift A' });
    const { dealer } = t.fixture.companies;
    ids = {
      device: watched.deviceId,
      identity: watched.identity,
      variable: watched.variableId,
      variableName: watched.name,
      customData: await api.customData('dealerAdmin'),
      archive: archive.data.id,
      record: await api.record({ companyId: dealer, deviceId: watched.deviceId, variableId: watched.variableId }),
      dept: dept.data.id,
      role: t.fixture.roles.viewer,
      company: dealer,
    };
  });
  afterAll(() => t.close());

  const call = (read: Read, token: string) =>
    t.call({ method: read.method, url: `/admin/api${read.url(ids)}`, payload: read.body?.(ids), token });

  it.each(READS.map((read) => [`${read.method} ${read.url(PLACEHOLDERS)}`, read] as const))(
    '%s: refused to a role without its pages (the visual monitoring page only), answered to one with them',
    async (_name, read) => {
      const refusedTo = read.refusedTo ?? ['dashboard:read'];
      // A company administrator gets no page from its type: it is refused like a user.
      for (const userType of [UserType.user, UserType.companyAdmin]) {
        const refused = await call(read, await grantedUser(t, refusedTo, userType));
        expect([refused.res.statusCode, refused.body.code]).toEqual([403, 403]);
      }
      if (read.refusedOnly) return;
      const answered = await call(read, await grantedUser(t, read.grants, UserType.companyAdmin));
      expect([answered.body.code, answered.body.msg]).toEqual([read.answer ?? 200, expect.any(String)]);
    },
  );
});
