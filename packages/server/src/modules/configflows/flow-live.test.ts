import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from '../devices/test/api.js';

/** A text pen bound to each given binding. */
const screenOf = (bindings: object[]) => ({
  version: 1,
  pens: bindings.map((binding, i) => ({
    id: `p${i}`,
    name: 'text',
    x: 0,
    y: i * 40,
    width: 100,
    height: 30,
    data: { data: [binding] },
  })),
});

describe.each(DIALECTS)('run mode targets of a flow on %s', (dialect) => {
  let t: TestApp;
  const { as, device, variable } = apiOf(() => t);
  let flowId = 0;
  let own = { deviceId: 0, varId: 0, identity: '' };
  let foreign = { deviceId: 0, varId: 0 };
  let itemId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const mine = await device('dealerAdmin', { identity: 'gw-live-own' });
    own = {
      deviceId: mine.id,
      varId: await variable('dealerAdmin', mine.id, { name: 'pressure', unit: 'bar' }),
      identity: 'gw-live-own',
    };
    const theirs = await device('otherAdmin');
    foreign = { deviceId: theirs.id, varId: await variable('otherAdmin', theirs.id) };
    const repertory = (await as('dealerAdmin', 'POST', '/customdata/repertory', { name: 'Run mode' })).data.id;
    itemId = (
      await as('dealerAdmin', 'POST', '/customdata', {
        repertoryId: repertory,
        name: 'Setpoint',
        type: 4,
        config: { value: 3 },
      })
    ).data.id;
    const data = screenOf([
      { msgType: '1', deviceId: own.deviceId, varId: own.varId, variableName: 'pressure' },
      { msgType: '1', deviceId: own.deviceId, varId: 987654, variableName: 'deleted' },
      { msgType: '1', deviceId: foreign.deviceId, varId: foreign.varId },
      { msgType: '2', customDataId: itemId },
      { msgType: '1', deviceId: own.deviceId, varId: own.varId, isOnline: true },
    ]);
    flowId = (await as('dealerAdmin', 'POST', '/configflow', { name: 'Run', type: 1, publish: 1, data })).data.id;
  });
  afterAll(() => t.close());

  it('answers each reachable target once, with its topics and latest value', async () => {
    const body = await as('dealerAdmin', 'GET', `/configflow/live/${flowId}`);
    expect(body.code).toBe(200);
    expect(body.data.variables).toEqual([
      {
        deviceId: own.deviceId,
        varId: own.varId,
        identity: own.identity,
        name: 'pressure',
        description: expect.any(String),
        unit: 'bar',
        dataType: expect.any(String),
        decimalPlaces: expect.any(Number),
        topic: 'device/gw-live-own/pressure',
        onlineTopic: 'device/status/gw-live-own',
        nowValue: null,
        online: false,
      },
    ]);
    expect(body.data.customData).toEqual([
      expect.objectContaining({ customDataId: itemId, name: 'Setpoint', topic: `device/customdata/${itemId}` }),
    ]);
  });

  it("leaves out deleted variables and another company's devices", async () => {
    const body = await as('dealerAdmin', 'GET', `/configflow/live/${flowId}`);
    const ids = body.data.variables.map((v: { varId: number }) => v.varId);
    expect(ids).not.toContain(987654);
    expect(ids).not.toContain(foreign.varId);
  });

  it("answers another company's flow as missing, and needs the flow page", async () => {
    expect((await as('otherAdmin', 'GET', `/configflow/live/${flowId}`)).code).toBe(404);
    expect((await as('nomenu', 'GET', `/configflow/live/${flowId}`)).code).toBe(403);
    expect((await as(null, 'GET', `/configflow/live/${flowId}`)).code).toBe(10500);
    expect((await as('dealerAdmin', 'GET', '/configflow/live/abc')).code).toBe(400);
  });
});
