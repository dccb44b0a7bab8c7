import type { AlarmConfig } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { alarmApiOf, type WatchedVariable } from './test/alarm-fixture.js';

describe.each(DIALECTS)('alarm configs on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  let temp: WatchedVariable;
  let otherTemp: WatchedVariable;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    temp = await api.watched('dealerAdmin');
    otherTemp = await api.watched('otherAdmin');
  });
  afterAll(() => t.close());

  it('creates a config with the defaults and reads it back', async () => {
    const saved = await api.config('dealerAdmin', { variableId: temp.variableId, upperLimit: 80, alertDesc: 'Hot' });
    expect(saved.code).toBe(200);
    const detail = await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${temp.variableId}`);
    expect(detail.data).toMatchObject({
      id: saved.data.id,
      variableId: temp.variableId,
      deviceId: temp.deviceId,
      dataType: 'float',
      limitDataType: 0,
      type: 0,
      enable: 1,
      saveRecord: 1,
      alertLevelColorId: 7,
      alertDesc: 'Hot',
      upperLimit: 80,
      upperLevel: 2,
    });
    const unset = ['customDataId', 'uupperLimit', 'uupperLevel', 'deadBand', 'switchValue', 'filtering'] as const;
    const config = detail.data as AlarmConfig;
    expect(unset.map((field) => config[field])).toEqual(unset.map(() => null));
  });

  it('answers null for an item without a config', async () => {
    const fresh = await api.watched('dealerAdmin');
    expect((await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${fresh.variableId}`)).data).toBeNull();
  });

  it('PUT replaces every field; a second POST for the same item is refused', async () => {
    const v = await api.watched('dealerAdmin');
    const id = await api.configured('dealerAdmin', { variableId: v.variableId, upperLimit: 80 });
    const put = await api.config('dealerAdmin', {
      id,
      variableId: v.variableId,
      type: 1,
      enable: false,
      saveRecord: 0,
      alertLevelColorId: 3,
      deadBand: 1.5,
      uupperLimit: 95,
      uupperLevel: 1,
      upperLimit: 85,
      upperLevel: 3,
      lowerLimit: 10,
      llowerLimit: 5,
      llowerLevel: 2,
    });
    expect(put.code).toBe(200);
    const detail = (await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${v.variableId}`)).data;
    expect(detail).toMatchObject({ type: 1, enable: 0, saveRecord: 0, alertLevelColorId: 3, deadBand: 1.5 });
    expect(detail).toMatchObject({ uupperLevel: 1, upperLevel: 3, lowerLevel: 3, llowerLevel: 2 });
    const again = await api.config('dealerAdmin', { variableId: v.variableId, upperLimit: 1 });
    expect(again.code).toBe(400);
    expect(again.msg).toMatch(/^id: the item already has an alarm config/);
  });

  it('a switch variable gets an edge rule (limitDataType 1) and needs switchValue', async () => {
    const pump = await api.watched('dealerAdmin', { dataType: 'switch_value' });
    const missing = await api.config('dealerAdmin', { variableId: pump.variableId, upperLimit: 1 });
    expect(missing).toMatchObject({ code: 400, msg: 'switchValue: required for a switch value' });
    await api.configured('dealerAdmin', { variableId: pump.variableId, switchValue: true, upperLimit: 3 });
    const detail = (await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${pump.variableId}`)).data;
    expect(detail).toMatchObject({ limitDataType: 1, dataType: 'switch_value', switchValue: true, switchLevel: 1 });
    expect(detail.upperLimit).toBeNull();
  });

  it('keeps the spike filter only for devices of model 20', async () => {
    const plain = await api.watched('dealerAdmin');
    await api.configured('dealerAdmin', {
      variableId: plain.variableId,
      upperLimit: 5,
      filtering: 20,
      filteringConfig: 3,
    });
    expect((await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${plain.variableId}`)).data.filtering).toBeNull();
    const model20 = await api.watched('dealerAdmin', {}, { modelName: '20' });
    const half = await api.config('dealerAdmin', { variableId: model20.variableId, upperLimit: 5, filtering: 20 });
    expect(half).toMatchObject({ code: 400, msg: 'filteringConfig: required with filtering' });
    await api.configured('dealerAdmin', {
      variableId: model20.variableId,
      upperLimit: 5,
      filtering: 20,
      filteringConfig: 3,
    });
    const detail = (await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${model20.variableId}`)).data;
    expect(detail).toMatchObject({ filtering: 20, filteringConfig: 3 });
  });

  it('configures custom data (varType 0)', async () => {
    const item = await api.customData('dealerAdmin');
    await api.configured('dealerAdmin', { customDataId: item, lowerLimit: 0.5, lowerLevel: 4 });
    const detail = await api.as('dealerAdmin', 'GET', `/alertConfig/detail/${item}?varType=0`);
    expect(detail.data).toMatchObject({ customDataId: item, variableId: null, deviceId: null, lowerLevel: 4 });
  });

  it('answers 400 naming the field', async () => {
    const cases: [(variableId: number) => object, string][] = [
      [() => ({ upperLimit: 1 }), 'variableId: give either variableId or customDataId'],
      [(v) => ({ variableId: v, customDataId: 1, upperLimit: 1 }), 'variableId: give either'],
      [(v) => ({ variableId: v, upperLimit: 'high' }), 'upperLimit: '],
      [(v) => ({ variableId: v, uupperLimit: 10, uupperLevel: 5 }), 'uupperLevel: '],
      [(v) => ({ variableId: v, type: 3, upperLimit: 1 }), 'type: '],
      [(v) => ({ variableId: v, lowerLimit: 50, upperLimit: 40 }), 'upperLimit: must not be below lowerLimit (50)'],
      [(v) => ({ variableId: v, upperLimit: 90, uupperLimit: 80 }), 'uupperLimit: must not be below upperLimit (90)'],
      [(v) => ({ variableId: v, deadBand: -1, upperLimit: 1 }), 'deadBand: '],
      [(v) => ({ variableId: v }), 'upperLimit: set at least one limit'],
    ];
    const fresh = await api.watched('dealerAdmin');
    for (const [body, msg] of cases) {
      const res = await api.as('dealerAdmin', 'POST', '/alertConfig', body(fresh.variableId));
      expect(res.code, msg).toBe(400);
      expect(res.msg).toContain(msg);
    }
  });

  it('answers 10500 without a token and 403 without an alarm config button', async () => {
    expect((await api.as(null, 'GET', `/alertConfig/detail/${temp.variableId}`)).code).toBe(10500);
    expect((await api.config(null, { variableId: temp.variableId, upperLimit: 1 })).code).toBe(10500);
    for (const user of ['viewer', 'nomenu'] as const) {
      expect((await api.as(user, 'GET', `/alertConfig/detail/${temp.variableId}`)).code).toBe(403);
      expect((await api.config(user, { variableId: temp.variableId, upperLimit: 1 })).code).toBe(403);
    }
  });

  it("answers 404 for another company's variable, custom data or config", async () => {
    expect((await api.as('otherAdmin', 'GET', `/alertConfig/detail/${temp.variableId}`)).code).toBe(404);
    expect((await api.config('otherAdmin', { variableId: temp.variableId, upperLimit: 1 })).code).toBe(404);
    const item = await api.customData('dealerAdmin');
    expect((await api.as('otherAdmin', 'GET', `/alertConfig/detail/${item}?varType=0`)).code).toBe(404);
    const id = await api.configured('dealerAdmin', { variableId: (await api.watched()).variableId, upperLimit: 1 });
    const foreign = await api.config('otherAdmin', { id, variableId: otherTemp.variableId, upperLimit: 1 });
    expect(foreign.code).toBe(404);
    expect((await api.as('dealerAdmin', 'GET', `/alertConfig/detail/999999`)).code).toBe(404);
  });
});
