import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf } from '../alarms/test/alarm-fixture.js';
import { maintenanceApiOf, TEST_TZ } from '../maintenance/test/maintenance-fixture.js';

const MIN = 60_000;
const DAY = 1440 * MIN;
// The fixture clock: Sunday 2026-11-22 10:00 in TEST_TZ (UTC+8). This week began Monday 11-16 00:00,
// 6 days and 10 hours (9240 minutes) ago.
const MONDAY = Date.UTC(2026, 10, 15, 16, 0);

describe.each(DIALECTS)('POST /monitor/visual/device on %s', (dialect) => {
  let t: TestApp;
  const alarms = alarmApiOf(() => t);
  const upkeep = maintenanceApiOf(() => t);
  const { as } = alarms;
  let deviceId: number;
  let variableId: number;
  let archiveId: number;
  let otherDevice: number;
  let otherArchive: number;
  const detail = async (query: string, user: 'dealerAdmin' | 'otherAdmin' = 'dealerAdmin') =>
    as(user, 'POST', `/monitor/visual/device?${query}`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: TEST_TZ });
    const { dealer } = t.fixture.companies;
    const watched = await alarms.watched('dealerAdmin', { description: 'Temperature', unit: '°C' });
    ({ deviceId, variableId } = watched);
    await t.testDb.db.kysely
      .updateTable('devices')
      .set({ address: 'Hangzhou West Lake' })
      .where('id', '=', deviceId)
      .execute();
    const idle = await alarms.variable('dealerAdmin', deviceId);
    await alarms.configured('dealerAdmin', { variableId, upperLimit: 80, upperLevel: 2, alertDesc: 'hot' });
    const k = t.testDb.db.kysely;
    await k
      .insertInto('latestValues')
      .values({ variableId, value: '81.5', numeric: 81.5, ts: t.clock.now() })
      .execute();
    // Online minutes: 100 this week (two variables sharing 40 of them), 60 last week.
    const minute = (seriesId: number, bucket: number) => ({
      seriesId,
      bucket,
      minValue: 1,
      maxValue: 1,
      sumValue: 1,
      count: 1,
      lastValue: 1,
      lastTs: bucket,
    });
    const rollups = [
      ...Array.from({ length: 100 }, (_, i) => minute(variableId, MONDAY + i * MIN)),
      ...Array.from({ length: 40 }, (_, i) => minute(idle, MONDAY + i * MIN)),
      ...Array.from({ length: 60 }, (_, i) => minute(variableId, MONDAY - 7 * DAY + i * MIN)),
    ];
    await k.insertInto('rollupMinute').values(rollups).execute();
    // Alarms this week: three raised, two pushed, one delivered; one last week; one confirmed.
    const raised = (alarmTime: number, isPush: 0 | 1, isSuccess: 0 | 1, processState = 0) =>
      alarms.record({ companyId: dealer, deviceId, alarmTime, isPush, isSuccess, processState, alertDesc: 'hot' });
    await raised(MONDAY + DAY, 1, 1);
    await raised(MONDAY + 2 * DAY, 1, 0, 1);
    await raised(MONDAY + 3 * DAY, 0, 0);
    await raised(MONDAY - 2 * DAY, 1, 1);
    // Maintenance: one plan, one record due this week and not done.
    const { id: planId } = await upkeep.plan('dealerAdmin', { targetId: deviceId });
    await upkeep.record('dealerAdmin', planId, t.clock.now() - 2 * DAY);
    // Reports: one enabled report binds the variable; this week two scheduled runs, one reached a receiver.
    const now = t.clock.now();
    const { id: reportId } = await k
      .insertInto('reports')
      .values({
        companyId: dealer,
        name: 'Boiler daily',
        type: 1,
        timeType: 0,
        status: 1,
        sheets: '[]',
        bindings: JSON.stringify([{ sheet: 0, r: 1, c: 1, source: 'variable', sourceId: variableId, agg: 'avg' }]),
        receivers: '[]',
        startAt: null,
        endAt: null,
        scheduleFrom: MONDAY - 7 * DAY,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const run = (createdAt: number, pushCount: number) => ({
      reportId,
      companyId: dealer,
      periodFrom: createdAt - DAY,
      periodTo: createdAt,
      source: 'schedule',
      sheets: '[]',
      storedName: `run-${createdAt}.xlsx`,
      size: 1,
      pushCount,
      pushedAt: createdAt,
      createdAt,
    });
    await k
      .insertInto('reportFiles')
      .values([run(MONDAY + DAY, 1), run(MONDAY + 2 * DAY, 0), run(MONDAY - 2 * DAY, 1)])
      .execute();
    const archive = await as('dealerAdmin', 'POST', '/device/archives', {
      name: 'Boiler 1',
      deviceId,
      mouldItems: [{ name: 'Water temperature', description: 'outlet', variableId, unit: '' }],
    });
    archiveId = archive.data.id;
    otherDevice = (await alarms.device('otherAdmin')).id;
    otherArchive = (await as('otherAdmin', 'POST', '/device/archives', { name: 'Theirs', deviceId: otherDevice })).data
      .id;
  });
  afterAll(() => t.close());

  it('scores each part of this week from its facts', async () => {
    const body = await detail(`timeType=1&deviceId=${deviceId}`);
    expect(body.code).toBe(200);
    expect(body.data.device).toMatchObject({ id: deviceId, address: 'Hangzhou West Lake' });
    expect(body.data.deviceArchivesExtend).toBeNull();
    expect(body.data.alarmNum).toBe(3);
    expect(body.data.alarmRecord).toEqual({ alarmTime: '2026-11-19 00:00:00', alertDesc: 'hot' });
    expect(body.data.variables[0]).toMatchObject({ variableId, desc: 'Temperature', unit: '°C', nowValue: 81.5 });
    expect(body.data.headlthScore).toEqual({
      onlineTimeLength: 100,
      onlineTimeScore: 0.3, // 25 × 100 / 9240 minutes
      alarmConfigNum: 1,
      alarmConfigScore: 5, // 10 × 1 of 2 variables
      alarmRecordNum: 3,
      alarmRecordScore: 12.9, // 15 × (1 − 3 / (3 a day × 7 days))
      alarmPushSucNum: 1,
      alarmPushNum: 2,
      alarmPushScore: 5,
      mainPlanNum: 1,
      mainPlanScore: 10,
      mainRecordSucNum: 0,
      mainRecordNum: 1,
      mainRecordSucScore: 0,
      reportNum: 1,
      reportScore: 5,
      reportPushSucNum: 1,
      reportPushNum: 2,
      reportPushSucScore: 2.5, // 5 × 1 of 2 runs pushed
      healthScore: 40.6,
    });
  });

  it('measures last week and this month over their own periods', async () => {
    const last = (await detail(`timeType=0&deviceId=${deviceId}`)).data.headlthScore;
    expect(last).toMatchObject({ onlineTimeLength: 60, alarmRecordNum: 1, alarmPushNum: 1, alarmPushScore: 10 });
    expect(last).toMatchObject({ mainRecordNum: 0, mainRecordSucScore: 20, onlineTimeScore: 0.1 });
    expect(last).toMatchObject({ reportNum: 1, reportPushNum: 1, reportPushSucNum: 1, reportPushSucScore: 5 });
    const month = (await detail(`timeType=2&deviceId=${deviceId}`)).data.headlthScore;
    expect(month).toMatchObject({ onlineTimeLength: 160, alarmRecordNum: 4, alarmPushNum: 3, alarmPushSucNum: 2 });
  });

  it('shows an archive with its mould items and its gateway', async () => {
    const body = await detail(`archivesId=${archiveId}`);
    expect(body.data.deviceArchivesExtend).toEqual({ id: archiveId, address: 'Hangzhou West Lake', name: 'Boiler 1' });
    expect(body.data.device.id).toBe(deviceId);
    expect(body.data.variables).toEqual([
      expect.objectContaining({ name: 'Water temperature', desc: 'outlet', unit: '°C', nowValue: 81.5 }),
    ]);
    expect(body.data.headlthScore).toMatchObject({ alarmRecordNum: 3, onlineTimeLength: 100, mainPlanNum: 0 });
  });

  it("answers another company's ids as not found, and bad input naming the field", async () => {
    expect(await detail(`deviceId=${otherDevice}`)).toMatchObject({ code: 404, msg: 'device not found' });
    expect(await detail(`archivesId=${otherArchive}`)).toMatchObject({ code: 404, msg: 'archive not found' });
    expect((await detail(`deviceId=${otherDevice}`, 'otherAdmin')).code).toBe(200);
    expect((await detail('timeType=1')).msg).toMatch(/^deviceId: /);
    expect((await detail(`deviceId=${deviceId}&archivesId=${archiveId}`)).msg).toMatch(/^deviceId: /);
    expect((await detail(`timeType=5&deviceId=${deviceId}`)).msg).toMatch(/^timeType: /);
    expect((await detail('deviceId=abc')).msg).toMatch(/^deviceId: /);
    expect((await as('nomenu', 'POST', `/monitor/visual/device?deviceId=${deviceId}`)).code).toBe(403);
    expect((await as(null, 'POST', `/monitor/visual/device?deviceId=${deviceId}`)).code).toBe(10500);
  });
});
