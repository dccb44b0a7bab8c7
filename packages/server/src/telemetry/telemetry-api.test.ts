import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../modules/devices/test/api.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createPointWriter } from './point-writer.js';
import { customDataSeries, MINUTE_MS, type PointInput } from './series.js';
import { pointsOf, startPipeline } from './test/support.js';

describe.each(DIALECTS)('telemetry calls (%s)', (dialect) => {
  let t: TestApp;
  let pipe: Awaited<ReturnType<typeof startPipeline>>;
  const api = apiOf(() => t);
  let gw: { id: number; secret: string };
  let temp: number;
  let pump: number;
  let otherGw: { id: number; secret: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_TZ: 'Asia/Shanghai' });
    gw = await api.device('dealerAdmin', { identity: 'gw-h' });
    temp = await api.variable('dealerAdmin', gw.id, { name: 'temp', decimalPlaces: 1 });
    pump = await api.variable('dealerAdmin', gw.id, { name: 'pump', dataType: 'switch_value' });
    otherGw = await api.device('otherAdmin', { identity: 'gw-elsewhere' });
    await api.variable('otherAdmin', otherGw.id, { name: 'temp' });
  });
  afterAll(async () => {
    await pipe?.telemetry.stop();
    await t.close();
  });

  const post = (identity: string, body: string, authorization?: string) =>
    t.call({
      method: 'POST',
      url: `/api/gw/${identity}/data`,
      payload: body,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    });

  describe('HTTP ingest', () => {
    it('answers 500 while the pipeline is not running', async () => {
      const { body } = await post('gw-h', '{"values":{"temp":1}}', `Device ${gw.secret}`);
      expect(body.code).toBe(500);
      pipe = await startPipeline(t);
    });

    it('stores the values and answers after the commit', async () => {
      const ts = t.clock.now() - 5_000;
      const { res, body } = await post(
        'gw-h',
        JSON.stringify({ ts, values: { temp: 3.5, pump: 1 } }),
        `Device ${gw.secret}`,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({ code: 200, msg: 'ok', data: { accepted: 2 } });
      expect(await pointsOf(t, temp)).toEqual([{ ts, value: 3.5, text: null }]);
      const array = await post(
        'gw-h',
        JSON.stringify([{ values: { temp: 4 } }, { ts, values: { nope: {} } }]),
        `Device ${gw.secret}`,
      );
      expect(array.body.data).toEqual({ accepted: 1 });
    });

    it('refuses a wrong secret, a missing one and a malformed body', async () => {
      const wrong = await post('gw-h', '{"values":{"temp":1}}', 'Device not-the-secret');
      expect([wrong.res.statusCode, wrong.body.code]).toEqual([401, 401]);
      expect((await post('gw-h', '{"values":{"temp":1}}', `Device ${otherGw.secret}`)).body.code).toBe(401);
      expect((await post('gw-unknown', '{"values":{"temp":1}}', `Device ${gw.secret}`)).body.code).toBe(401);
      expect((await post('gw-h', '{"values":{"temp":1}}')).body.code).toBe(401);
      const cases: [string, RegExp][] = [
        ['{not json', /^body: not valid JSON/],
        ['{"values": 1}', /^values: /],
        ['[{"values": {}}, {"ts": -1, "values": {}}]', /^\[1\]\.ts: /],
      ];
      for (const [payload, msg] of cases) {
        const { res, body } = await post('gw-h', payload, `Device ${gw.secret}`);
        expect([res.statusCode, body.code]).toEqual([400, 400]);
        expect(body.msg).toMatch(msg);
      }
    });
  });

  describe('health', () => {
    it('shows the figures to platform administrators only', async () => {
      const ok = await api.as('root', 'GET', '/telemetry/health');
      expect(ok.code).toBe(200);
      expect(ok.data).toMatchObject({
        capacity: 200_000,
        dropped: { malformed: 3 },
        live: { sent: 0, queued: 0, superseded: 0, dropped: 0 },
      });
      expect(ok.data.perDevice[0]).toMatchObject({ identity: 'gw-h', malformed: 3 });
      expect(Object.keys(ok.data).sort()).toEqual(
        [
          'accepted',
          'avgFlushMs',
          'buffered',
          'capacity',
          'dbErrors',
          'dropped',
          'flushes',
          'lastFlushMs',
          'live',
          'perDevice',
        ].sort(),
      );
      expect((await api.as('dealerAdmin', 'GET', '/telemetry/health')).code).toBe(403);
      expect((await api.as(null, 'GET', '/telemetry/health')).code).toBe(10500);
    });
  });

  describe('getDevicePointValue', () => {
    // 2026-11-20 00:00:00 in Shanghai, and a ramp of one value every 10 s for two hours.
    const day = Date.UTC(2026, 10, 19, 16, 0, 0);
    const history = (body: object, user: Parameters<typeof api.as>[0] = 'viewer') =>
      api.as(user, 'POST', '/influxDevice/getDevicePointValue', body);

    beforeAll(async () => {
      const points: PointInput[] = [];
      for (let i = 0; i < 720; i++) {
        points.push({ seriesId: temp, ts: day + i * 10_000, value: i / 3, text: null });
        points.push({ seriesId: pump, ts: day + i * 10_000, value: i % 2, text: null });
      }
      points.push({ seriesId: customDataSeries(9_999), ts: day, value: 1, text: null });
      await createPointWriter(t.testDb.db).write(points);
    });

    it('answers one rounded value per minute from the stored series', async () => {
      const res = await history({
        code: 'temp',
        deviceNum: 'gw-h',
        spaceNumber: 0.018,
        starttime: '2026-11-20 00:00:00',
        endtime: '2026-11-20 00:05:00',
        type: 0,
      });
      expect(res.code).toBe(200);
      expect(res.data).toHaveLength(5);
      // Minute 0 holds i = 0..5: the average of i/3 is 0.8333, shown with one decimal.
      expect(res.data[0]).toEqual({ time: '2026-11-20 00:00:00', value: 0.8 });
      expect(res.data[1]).toEqual({ time: '2026-11-20 00:01:00', value: 2.8 });
    });

    it('picks the last value for switches and gives empty buckets a null value', async () => {
      const res = await history({
        code: 'pump',
        deviceNum: 'gw-h',
        spaceNumber: 1,
        starttime: day,
        endtime: day + 3 * 3_600_000,
      });
      expect(res.data).toEqual([
        { time: '2026-11-20 00:00:00', value: 1 },
        { time: '2026-11-20 01:00:00', value: 1 },
        { time: '2026-11-20 02:00:00', value: null },
      ]);
      const threeMinutes = await history({
        code: 'temp',
        deviceNum: 'gw-h',
        spaceNumber: 0.05,
        starttime: day,
        endtime: day + 30 * MINUTE_MS,
      });
      expect(threeMinutes.data).toHaveLength(10);
    });

    it('answers custom data for type 1', async () => {
      const rep = (await api.as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'History' })).data.id;
      const id = (
        await api.as('dealerAdmin', 'POST', '/customdata', {
          repertoryId: rep,
          name: 'k',
          type: 4,
          decimalPlaces: 0,
          config: { value: 2 },
        })
      ).data.id as number;
      await createPointWriter(t.testDb.db).write([
        { seriesId: customDataSeries(id), ts: day + 1_000, value: 2.4, text: null },
      ]);
      const res = await history({
        code: String(id),
        type: 1,
        spaceNumber: 0.5,
        starttime: day,
        endtime: day + 3_600_000,
      });
      expect(res.code).toBe(200);
      expect(res.data).toEqual([
        { time: '2026-11-20 00:00:00', value: 2 },
        { time: '2026-11-20 00:30:00', value: null },
      ]);
      const otherRep = (await api.as('otherAdmin', 'POST', '/customdata/repertory', { name: 'X' })).data.id;
      const otherId = (
        await api.as('otherAdmin', 'POST', '/customdata', {
          repertoryId: otherRep,
          name: 'k',
          type: 4,
          decimalPlaces: 0,
          config: { value: 2 },
        })
      ).data.id as number;
      const hidden = await history({
        code: String(otherId),
        type: 1,
        spaceNumber: 1,
        starttime: day,
        endtime: day + 7_200_000,
      });
      expect(hidden.code).toBe(404);
    });

    it('refuses more than 500 points, fewer than 2, and bad input, naming the field', async () => {
      const base = { code: 'temp', deviceNum: 'gw-h', starttime: day };
      const tooMany = await history({ ...base, spaceNumber: 0.018, endtime: day + 501 * MINUTE_MS });
      expect(tooMany).toMatchObject({
        code: 400,
        msg: 'spaceNumber: more than 500 points, choose a larger interval or a shorter range',
      });
      expect((await history({ ...base, spaceNumber: 0.018, endtime: day + 500 * MINUTE_MS })).data).toHaveLength(500);
      expect((await history({ ...base, spaceNumber: 24, endtime: day + 3_600_000 })).msg).toMatch(
        /^spaceNumber: fewer/,
      );
      expect((await history({ ...base, spaceNumber: -1, endtime: day + 1 })).msg).toMatch(/^spaceNumber: /);
      expect((await history({ ...base, spaceNumber: 1, endtime: 'yesterday' })).msg).toMatch(/^endtime: /);
      expect((await history({ ...base, spaceNumber: 1, endtime: day - 1 })).msg).toMatch(/^endtime: /);
      expect((await history({ ...base, code: '', spaceNumber: 1, endtime: day + 7_200_000 })).msg).toMatch(/^code: /);
      expect((await history({ ...base, deviceNum: '', spaceNumber: 1, endtime: day + 7_200_000 })).msg).toMatch(
        /^deviceNum: /,
      );
      expect(
        (await history({ code: 'x', type: 1, spaceNumber: 1, starttime: day, endtime: day + 7_200_000 })).msg,
      ).toMatch(/^code: /);
    });

    it('answers 404 for another company device or a missing variable, 10500 and 403 for callers', async () => {
      const body = {
        code: 'temp',
        deviceNum: 'gw-elsewhere',
        spaceNumber: 1,
        starttime: day,
        endtime: day + 7_200_000,
      };
      expect((await history(body)).code).toBe(404);
      expect((await history({ ...body, deviceNum: 'gw-missing' })).code).toBe(404);
      expect((await history({ ...body, deviceNum: 'gw-h', code: 'nope' })).code).toBe(404);
      expect((await history({ ...body, deviceNum: 'gw-h' }, null)).code).toBe(10500);
      expect((await history({ ...body, deviceNum: 'gw-h' }, 'nomenu')).code).toBe(403);
      expect((await history(body, 'otherAdmin')).code).toBe(200);
    });
  });
});
