import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf } from './test/alarm-fixture.js';

const DAY = 86_400_000;

describe.each(DIALECTS)('alarm records on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  const ids: Record<string, number> = {};
  let deviceId: number;

  const page = (param: object, extra: object = {}, user: Parameters<typeof api.as>[0] = 'dealerAdmin') =>
    api.as(user, 'POST', '/alarmRecord', { pageNum: 1, pageSize: 50, param, ...extra });
  const names = (body: { data: { records: { variableName: string }[] } }) =>
    body.data.records.map((r) => r.variableName).sort();

  beforeAll(async () => {
    // Sunday 22 November 2026, 10:00 in Shanghai.
    t = await createTestApp(dialect, { IOT_TZ: 'Asia/Shanghai' });
    const now = t.clock.now();
    const { dealer, customer, other } = t.fixture.companies;
    deviceId = (await api.watched('dealerAdmin')).deviceId;
    const seed = async (name: string, fields: Parameters<typeof api.record>[0]) =>
      (ids[name] = await api.record({ variableName: name, ...fields }));
    await seed('today', { companyId: dealer, deviceId, alarmLevel: 1, alarmTime: now - 1000 });
    await seed('week', { companyId: dealer, alarmLevel: 2, alarmTime: now - 3 * DAY, isPush: 0, isSuccess: 0 });
    await seed('month', { companyId: dealer, alarmLevel: 3, alarmTime: now - 10 * DAY, varType: 0 });
    await seed('quarter', {
      companyId: dealer,
      alarmLevel: 4,
      alarmTime: now - 40 * DAY,
      processState: 1,
      isSelfProcess: 1,
      processTime: now - 39 * DAY,
      recoverTime: now - 39 * DAY,
    });
    await seed('older', {
      companyId: customer,
      alarmLevel: 2,
      alarmTime: now - 100 * DAY,
      variableDesc: 'Boiler pressure',
    });
    await seed('foreign', { companyId: other, alarmTime: now });
  });
  afterAll(() => t.close());

  it('lists the records of the scope, newest first, with the spec fields', async () => {
    const body = await page({});
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(5);
    expect(body.data.records.map((r: { variableName: string }) => r.variableName)).toEqual([
      'today',
      'week',
      'month',
      'quarter',
      'older',
    ]);
    expect(body.data.records[0]).toMatchObject({
      id: ids.today,
      alarmTime: '2026-11-22 09:59:59',
      variableDesc: 'Temperature',
      deviceName: expect.any(String),
      alarmType: 0,
      alertDesc: 'too hot',
      currentValue: 85,
      limitValue: 80,
      alarmLevel: 1,
      processTime: null,
      processState: 0,
      isSelfProcess: 0,
      isPush: 1,
      isSuccess: 1,
      deviceId,
      varType: 1,
      alertLevelColorId: 7,
      limitKind: 'upper',
    });
    expect(names(await page({}, {}, 'customerAdmin'))).toEqual(['older']);
    expect(names(await page({}, {}, 'otherAdmin'))).toEqual(['foreign']);
  });

  it('filters by time type, level, push, self-process, device, name and variable type', async () => {
    expect(names(await page({ timeType: 0 }))).toEqual(['today']);
    expect(names(await page({ timeType: 1 }))).toEqual(['today', 'week']);
    expect(names(await page({ timeType: 2 }))).toEqual(['month', 'today', 'week']);
    expect(names(await page({ timeType: 3 }))).toEqual(['month', 'quarter', 'today', 'week']);
    const range = { timeType: -1, startTime: '2026-11-12 00:00:00', endTime: '2026-11-19 23:59:59' };
    expect(names(await page(range))).toEqual(['month', 'week']);
    expect(names(await page({ alarmLevels: [2, 4] }))).toEqual(['older', 'quarter', 'week']);
    expect(names(await page({ isPush: 0 }))).toEqual(['week']);
    expect(names(await page({ isSelfProcess: 1 }))).toEqual(['quarter']);
    expect(names(await page({ deviceIds: [deviceId] }))).toEqual(['today']);
    expect(names(await page({ variableName: 'BOILER' }))).toEqual(['older']);
    expect(names(await page({ varType: 0 }))).toEqual(['month']);
    expect(names(await page({ type: 0 }))).toEqual([]);
  });

  it('current alarms (type 0) are the active ones', async () => {
    const config = await api.configured('dealerAdmin', { variableId: (await api.watched()).variableId, upperLimit: 1 });
    const alarmTime = t.clock.now() - 200 * DAY;
    await api.record({
      companyId: t.fixture.companies.dealer,
      variableName: 'active',
      activeConfigId: config,
      alarmTime,
    });
    expect(names(await page({ type: 0 }))).toEqual(['active']);
  });

  it('sorts and pages', async () => {
    const body = await page({ timeType: 3 }, { sortFields: ['alarmLevel'], isAscendingOrder: true, pageSize: 2 });
    expect(body.data.total).toBe(4);
    expect(body.data.records.map((r: { alarmLevel: number }) => r.alarmLevel)).toEqual([1, 2]);
    const second = await page(
      { timeType: 3 },
      { sortFields: 'alarmLevel', isAscendingOrder: true, pageSize: 2, pageNum: 2 },
    );
    expect(second.data.records.map((r: { alarmLevel: number }) => r.alarmLevel)).toEqual([3, 4]);
  });

  it('answers 400 naming the field', async () => {
    expect((await page({ alarmLevels: [5] })).msg).toMatch(/^param\.alarmLevels\.0: /);
    expect((await page({ timeType: 7 })).msg).toMatch(/^param\.timeType: /);
    expect((await page({ timeType: -1 })).msg).toBe('startTime: required for a custom range (timeType -1)');
    expect((await page({ timeType: -1, startTime: '2026-11-12' })).msg).toMatch(/^endTime: required/);
    expect((await page({ startTime: '2026-11-12', endTime: '2026-11-01' })).msg).toMatch(
      /^startTime: must not be after/,
    );
    expect((await page({ startTime: 'yesterday' })).msg).toMatch(/^param\.startTime: /);
    expect((await page({}, { sortFields: 'bogus' })).msg).toMatch(/^sortFields: /);
  });

  it('reads one record; another company answers 404', async () => {
    expect((await api.as('dealerAdmin', 'GET', `/alarmRecord/${ids.today}`)).data.variableName).toBe('today');
    expect((await api.as('otherAdmin', 'GET', `/alarmRecord/${ids.today}`)).code).toBe(404);
  });

  it('confirms an unconfirmed record once', async () => {
    const id = await api.record({ companyId: t.fixture.companies.dealer });
    expect((await api.as('dealerAdmin', 'POST', `/alarmRecord/confirm/${id}`)).code).toBe(200);
    const row = (await api.as('dealerAdmin', 'GET', `/alarmRecord/${id}`)).data;
    expect(row).toMatchObject({ processState: 1, isSelfProcess: 0, confirmUserName: 'dealeradmin' });
    expect(row.processTime).toBe('2026-11-22 10:00:00');
    const again = await api.as('dealerAdmin', 'POST', `/alarmRecord/confirm/${id}`);
    expect(again).toMatchObject({ code: 400, msg: 'id: the alarm is already processed' });
  });

  it('answers the snapshot of a record', async () => {
    const body = await api.as('dealerAdmin', 'GET', `/alarmRecord/snapshot/${ids.today}`);
    expect(body.data).toEqual([{ id: 1, value: 85, variable: { name: 'temp', desc: 'Temperature', unit: '°C' } }]);
  });

  it('answers 10500 without a token, 403 without the button and 404 for another company', async () => {
    const calls: [string, string][] = [
      ['POST', '/alarmRecord'],
      ['GET', `/alarmRecord/${ids.today}`],
      ['POST', `/alarmRecord/confirm/${ids.week}`],
      ['GET', `/alarmRecord/snapshot/${ids.today}`],
    ];
    for (const [method, url] of calls) {
      expect((await api.as(null, method as 'GET', url, method === 'POST' ? {} : undefined)).code, url).toBe(10500);
      expect((await api.as('viewer', method as 'GET', url, method === 'POST' ? {} : undefined)).code, url).toBe(403);
    }
    expect((await api.as('otherAdmin', 'POST', `/alarmRecord/confirm/${ids.week}`)).code).toBe(404);
    expect((await api.as('otherAdmin', 'GET', `/alarmRecord/snapshot/${ids.today}`)).code).toBe(404);
    expect((await api.as('customerAdmin', 'GET', `/alarmRecord/snapshot/${ids.today}`)).code).toBe(404);
  });
});
