import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';

describe.each(DIALECTS)('variables on %s', (dialect) => {
  let t: TestApp;
  const { as, device, variable } = apiOf(() => t);
  let gw: number;
  let station: number;
  let otherGw: number;
  let otherVar: number;
  let otherStation: number;
  const varNames = (records: { varName: string }[]) => records.map((r) => r.varName);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gw = (await device('dealerAdmin', { name: 'Boiler gw', identity: 'boiler-gw' })).id;
    station = (await as('dealerAdmin', 'POST', '/slaveStation', { deviceId: gw, name: 'Meter', slaveAddress: 3 })).data
      .id;
    await variable('dealerAdmin', gw, { name: 'temp', unit: '°C', description: 'Water temperature' });
    await variable('dealerAdmin', gw, { name: 'pump', dataType: 'switch_value', varType_1: 1 });
    await variable('dealerAdmin', gw, { name: '流量', varType_1: 3, slaveId: station, expression: 'x * 0.1' });
    otherGw = (await device('otherAdmin')).id;
    otherVar = await variable('otherAdmin', otherGw, { name: 'temp' });
    otherStation = (await as('otherAdmin', 'POST', '/slaveStation', { deviceId: otherGw, name: 'S', slaveAddress: 1 }))
      .data.id;
  });
  afterAll(() => t.close());

  describe('POST /variable/findVarList', () => {
    it('applies the type rules', async () => {
      const list = async (type?: number) =>
        (await as('viewer', 'POST', '/variable/findVarList', { param: { deviceId: gw, type } })).data as Record<
          string,
          any
        >;
      expect(varNames((await list(-1)).records)).toEqual(['temp', 'pump', '流量']);
      expect(varNames((await list(0)).records)).toEqual(['temp']);
      expect(varNames((await list(1)).records)).toEqual(['pump']);
      expect(varNames((await list(3)).records)).toEqual(['流量']);
      const all = await list();
      expect(all.total).toBe(3);
      expect(all.records[0]).toMatchObject({
        varName: 'temp',
        name: 'temp',
        unit: '°C',
        dataType: 'float',
        decimalPlaces: 2,
        varType_: 1,
        varType_1: 0,
        deviceId: gw,
        deviceName: 'Boiler gw',
        deviceNum: 'boiler-gw',
        nowValue: null,
      });
    });

    it('filters by name and text case-insensitively, pages, and never shows other companies', async () => {
      const find = async (param: object, paging: object = {}) =>
        (await as('dealerAdmin', 'POST', '/variable/findVarList', { param, ...paging })).data as Record<string, any>;
      expect(varNames((await find({ name: 'TEM' })).records)).toEqual(['temp']);
      expect(varNames((await find({ filter: 'WATER' })).records)).toEqual(['temp']);
      const paged = await find({}, { pageNum: 2, pageSize: 2 });
      expect(paged).toMatchObject({ total: 3 });
      expect(varNames(paged.records)).toEqual(['流量']);
      expect(varNames((await find({}, { pageSize: 9_999_999 })).records)).not.toContain(otherVar);
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's device", async () => {
      const post = (user: 'viewer' | 'nomenu' | null, param: object) =>
        as(user, 'POST', '/variable/findVarList', { param });
      expect((await post('viewer', { type: 2 })).msg).toMatch(/^param.type: /);
      expect((await post(null, {})).code).toBe(10500);
      expect((await post('nomenu', {})).code).toBe(403);
      expect((await post('viewer', { deviceId: otherGw })).code).toBe(404);
    });
  });

  describe('slave stations', () => {
    it('finds the stations of a device or port, and the variables of a station', async () => {
      const port = (await as('dealerAdmin', 'POST', '/device/port', { deviceId: gw, kind: 'com', name: 'COM1' })).data
        .id;
      const onPort = (
        await as('dealerAdmin', 'POST', '/slaveStation', {
          deviceId: gw,
          name: 'On port',
          slaveAddress: 9,
          portType: 'com',
          portId: port,
        })
      ).data.id;
      const ofDevice = await as('viewer', 'GET', `/slaveStation/findSlaveStations?typeId=${gw}`);
      expect(ofDevice.data.map((s: { name: string }) => s.name)).toEqual(['Meter', 'On port']);
      const ofPort = await as(
        'viewer',
        'GET',
        `/slaveStation/findSlaveStations?type=com&typeId=${port}&protocol=modbus-rtu`,
      );
      expect(ofPort.data.map((s: { id: number }) => s.id)).toEqual([onPort]);
      const vars = await as('viewer', 'POST', '/variable/findSlaveStation/post', {
        pageNum: 1,
        pageSize: 30,
        param: { type: 3, slaveStationId: station, deviceId: gw, name: '' },
      });
      expect(varNames(vars.data.records)).toEqual(['流量']);
      expect((await as('dealerAdmin', 'DELETE', `/slaveStation/${station}`)).msg).toBe(
        'id: the slave station still has variables',
      );
      expect((await as('dealerAdmin', 'PUT', '/slaveStation', { id: onPort, name: 'Renamed' })).code).toBe(200);
      expect((await as('dealerAdmin', 'DELETE', `/slaveStation/${onPort}`)).code).toBe(200);
    });

    it("refuses bad input, and answers 10500, 403 and 404 for another company's ids", async () => {
      expect((await as('viewer', 'GET', '/slaveStation/findSlaveStations?typeId=x')).msg).toMatch(/^typeId: /);
      expect((await as(null, 'GET', `/slaveStation/findSlaveStations?typeId=${gw}`)).code).toBe(10500);
      expect((await as('nomenu', 'GET', `/slaveStation/findSlaveStations?typeId=${gw}`)).code).toBe(403);
      expect((await as('viewer', 'GET', `/slaveStation/findSlaveStations?typeId=${otherGw}`)).code).toBe(404);
      const slaveVars = { param: { type: 3, slaveStationId: otherStation } };
      expect((await as('viewer', 'POST', '/variable/findSlaveStation/post', slaveVars)).code).toBe(404);
      expect((await as('nomenu', 'POST', '/variable/findSlaveStation/post', {})).code).toBe(403);
      const create = { deviceId: gw, name: 'S', slaveAddress: 300 };
      expect((await as('dealerAdmin', 'POST', '/slaveStation', create)).msg).toMatch(/^slaveAddress: /);
      expect((await as('viewer', 'POST', '/slaveStation', { ...create, slaveAddress: 1 })).code).toBe(403);
      const foreign = { ...create, slaveAddress: 1, deviceId: otherGw };
      expect((await as('dealerAdmin', 'POST', '/slaveStation', foreign)).code).toBe(404);
      expect((await as('dealerAdmin', 'PUT', '/slaveStation', { id: otherStation, name: 'x' })).code).toBe(404);
      expect((await as('dealerAdmin', 'DELETE', `/slaveStation/${otherStation}`)).code).toBe(404);
    });
  });

  describe('POST, PUT, DELETE and GET /variable', () => {
    it('creates, reads, updates and deletes a variable', async () => {
      const created = await as('dealerAdmin', 'POST', '/variable', {
        deviceId: gw,
        name: 'level.tank-1',
        unit: 'm',
        dataType: 'bytes',
        decimalPlaces: 10,
      });
      expect(created.code).toBe(200);
      const { id } = created.data;
      const got = await as('viewer', 'GET', `/variable/${id}`);
      expect(got.data).toMatchObject({ id, varId: id, deviceId: gw, repertoryId: null, dataType: 'bytes' });
      const put = await as('dealerAdmin', 'PUT', '/variable', { id, expression: 'round(x / 10, 1)', unit: 'cm' });
      expect(put).toMatchObject({ code: 200, data: { id } });
      expect((await as('viewer', 'GET', `/variable/${id}`)).data).toMatchObject({
        unit: 'cm',
        expression: 'round(x / 10, 1)',
      });
      expect((await as('dealerAdmin', 'DELETE', `/variable/${id}`)).data).toEqual({ id });
      expect((await as('viewer', 'GET', `/variable/${id}`)).code).toBe(404);
    });

    it('refuses bad names, types, duplicates, expressions and slave rules naming the field', async () => {
      const post = (fields: object) => as('dealerAdmin', 'POST', '/variable', { deviceId: gw, name: 'ok', ...fields });
      for (const name of ['a/b', 'a+b', 'a#', '', 'x'.repeat(65)])
        expect((await post({ name })).msg).toMatch(/^name: /);
      expect((await post({ name: 'temp' })).msg).toBe('name: already used on this device');
      expect((await post({ dataType: 'long' })).msg).toMatch(/^dataType: /);
      expect((await post({ decimalPlaces: 11 })).msg).toMatch(/^decimalPlaces: /);
      expect((await post({ varType_1: 2 })).msg).toMatch(/^varType_1: /);
      expect((await post({ expression: 'x *' })).msg).toMatch(/^expression: /);
      expect((await post({ expression: 'y + 1' })).msg).toMatch(/^expression: unknown name 'y'/);
      expect((await post({ varType_1: 3 })).msg).toBe('slaveId: required for a slave variable');
      expect((await post({ slaveId: station })).msg).toMatch(/^slaveId: only slave variables/);
    });

    it("answers 10500, 403 and 404 for another company's ids", async () => {
      const mine = await variable('dealerAdmin', gw);
      expect((await as(null, 'POST', '/variable', { deviceId: gw, name: 'n' })).code).toBe(10500);
      expect((await as('viewer', 'POST', '/variable', { deviceId: gw, name: 'n' })).code).toBe(403);
      expect((await as('dealerAdmin', 'POST', '/variable', { deviceId: otherGw, name: 'n' })).code).toBe(404);
      const slave = { deviceId: gw, name: 'n', varType_1: 3, slaveId: otherStation };
      expect((await as('dealerAdmin', 'POST', '/variable', slave)).code).toBe(404);
      expect((await as('viewer', 'PUT', '/variable', { id: mine, unit: 'x' })).code).toBe(403);
      expect((await as('dealerAdmin', 'PUT', '/variable', { id: otherVar, unit: 'x' })).code).toBe(404);
      expect((await as('dealerAdmin', 'PUT', '/variable', { id: mine, unit: 'x'.repeat(33) })).msg).toMatch(/^unit: /);
      expect((await as(null, 'DELETE', `/variable/${mine}`)).code).toBe(10500);
      expect((await as('viewer', 'DELETE', `/variable/${mine}`)).code).toBe(403);
      expect((await as('dealerAdmin', 'DELETE', `/variable/${otherVar}`)).code).toBe(404);
      expect((await as('viewer', 'GET', `/variable/${otherVar}`)).code).toBe(404);
      expect((await as('nomenu', 'GET', `/variable/${mine}`)).code).toBe(403);
      expect((await as(null, 'GET', `/variable/${mine}`)).code).toBe(10500);
      expect((await as('viewer', 'GET', '/variable/x')).msg).toMatch(/^id: /);
    });
  });

  describe('live values and telemetry hooks', () => {
    it('reads the latest values telemetry writes', async () => {
      const id = await variable('dealerAdmin', gw, { name: 'live_temp' });
      const ts = t.clock.now();
      await t.testDb.db.kysely
        .insertInto('latestValues')
        .values({ variableId: id, value: '21.5', numeric: 21.5, ts })
        .execute();
      const live = await as('viewer', 'GET', `/variable/live/${gw}`);
      expect(live.code).toBe(200);
      expect(live.data.find((v: { varId: number }) => v.varId === id)).toMatchObject({
        name: 'live_temp',
        nowValue: 21.5,
        ts,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect(live.data.find((v: { name: string }) => v.name === 'temp')).toMatchObject({ nowValue: null, ts: null });
      const listed = await as('viewer', 'POST', '/variable/findVarList', {
        param: { deviceId: gw, name: 'live_temp' },
      });
      expect(listed.data.records[0].nowValue).toBe(21.5);
    });

    it('answers 400, 10500, 403 and 404 for another company live list', async () => {
      expect((await as('viewer', 'GET', '/variable/live/x')).msg).toMatch(/^id: /);
      expect((await as(null, 'GET', `/variable/live/${gw}`)).code).toBe(10500);
      expect((await as('nomenu', 'GET', `/variable/live/${gw}`)).code).toBe(403);
      expect((await as('viewer', 'GET', `/variable/live/${otherGw}`)).code).toBe(404);
    });

    it('auto-registers external variables with an inferred type, once per name', async () => {
      const { variables } = t.app.services;
      const a = await variables.autoRegisterVariable(gw, 'auto_num', 1.5);
      expect(a).toMatchObject({ deviceId: gw, name: 'auto_num', varType1: 1, dataType: 'float' });
      expect((await variables.autoRegisterVariable(gw, 'auto_sw', true)).dataType).toBe('switch_value');
      expect((await variables.autoRegisterVariable(gw, 'auto_txt', 'on')).dataType).toBe('string');
      expect((await variables.autoRegisterVariable(gw, 'auto_num', 'again')).id).toBe(a.id);
      await expect(variables.autoRegisterVariable(gw, 'bad/name', 1)).rejects.toThrow(/^name: /);
      await expect(variables.autoRegisterVariable(gw, 'obj', { a: 1 })).rejects.toThrow(/^value: /);
      const names = (await variables.variablesOfDevice(gw)).map((v) => v.name);
      expect(names).toEqual(expect.arrayContaining(['auto_num', 'auto_sw', 'auto_txt']));
    });
  });
});
