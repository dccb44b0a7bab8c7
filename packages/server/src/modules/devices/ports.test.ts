import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';

describe.each(DIALECTS)('device ports on %s', (dialect) => {
  let t: TestApp;
  const { as, device } = apiOf(() => t);
  let gw: number;
  let otherGw: number;
  let otherPort: number;

  const LISTS = {
    com: (id: number) => `/com/findByDeviceId/${id}`,
    net: (id: number) => `/netPort/getNetPortList/${id}`,
    wifi: (id: number) => `/wifi?deviceId=${id}`,
    lora: (id: number) => `/lora/getByDeviceId/${id}`,
  };
  const SETTINGS = {
    com: { baudRate: 19200, parity: 'even' },
    net: { ip: '192.168.1.10', port: 502, protocol: 'modbus-tcp' },
    wifi: { ssid: 'plant-floor' },
    lora: { frequency: 470.3, spreadingFactor: 9 },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    gw = (await device('dealerAdmin')).id;
    otherGw = (await device('otherAdmin')).id;
    otherPort = (
      await as('otherAdmin', 'POST', '/device/port', { deviceId: otherGw, kind: 'com', name: 'COM1', settings: {} })
    ).data.id;
  });
  afterAll(() => t.close());

  it('creates a port of each kind and lists it on its own call, with defaults filled', async () => {
    for (const kind of ['com', 'net', 'wifi', 'lora'] as const) {
      const created = await as('dealerAdmin', 'POST', '/device/port', {
        deviceId: gw,
        kind,
        name: `${kind} 1`,
        settings: SETTINGS[kind],
      });
      expect(created.code).toBe(200);
      const list = await as('viewer', 'GET', LISTS[kind](gw));
      expect(list.code).toBe(200);
      expect(list.data).toEqual([expect.objectContaining({ id: created.data.id, kind, name: `${kind} 1` })]);
      expect(list.data[0].settings).toMatchObject(SETTINGS[kind]);
    }
    const com = (await as('viewer', 'GET', LISTS.com(gw))).data[0];
    expect(com.settings).toEqual({ baudRate: 19200, dataBits: 8, stopBits: 1, parity: 'even' });
  });

  it('updates the settings against the kind and deletes', async () => {
    const id = (await as('dealerAdmin', 'POST', '/device/port', { deviceId: gw, kind: 'com', name: 'COM2' })).data.id;
    const bad = await as('dealerAdmin', 'PUT', '/device/port', { id, settings: { baudRate: 12 } });
    expect(bad.msg).toMatch(/^settings.baudRate: /);
    expect((await as('dealerAdmin', 'PUT', '/device/port', { id, settings: { baudRate: 115200 } })).code).toBe(200);
    const list = (await as('viewer', 'GET', LISTS.com(gw))).data;
    expect(list.find((p: { id: number }) => p.id === id).settings.baudRate).toBe(115200);
    expect((await as('dealerAdmin', 'DELETE', `/device/port/${id}`)).code).toBe(200);
    expect((await as('viewer', 'GET', LISTS.com(gw))).data.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('refuses bad input naming the field', async () => {
    const post = (payload: object) => as('dealerAdmin', 'POST', '/device/port', payload);
    expect((await post({ deviceId: gw, kind: 'usb', name: 'x' })).msg).toMatch(/^kind: /);
    expect((await post({ deviceId: gw, kind: 'net', name: 'x', settings: { ip: 'host', port: 1 } })).msg).toMatch(
      /^settings.ip: /,
    );
    expect((await as('viewer', 'GET', '/wifi')).msg).toMatch(/^deviceId: /);
    expect((await as('viewer', 'GET', '/com/findByDeviceId/x')).msg).toMatch(/^id: /);
  });

  it("answers 10500, 403 and 404 for another company's device or port", async () => {
    expect((await as(null, 'GET', LISTS.net(gw))).code).toBe(10500);
    expect((await as('nomenu', 'GET', LISTS.lora(gw))).code).toBe(403);
    for (const list of Object.values(LISTS)) expect((await as('dealerAdmin', 'GET', list(otherGw))).code).toBe(404);
    const port = { deviceId: gw, kind: 'wifi', name: 'w', settings: { ssid: 'a' } };
    expect((await as(null, 'POST', '/device/port', port)).code).toBe(10500);
    expect((await as('viewer', 'POST', '/device/port', port)).code).toBe(403);
    expect((await as('dealerAdmin', 'POST', '/device/port', { ...port, deviceId: otherGw })).code).toBe(404);
    expect((await as('viewer', 'PUT', '/device/port', { id: otherPort, name: 'x' })).code).toBe(403);
    expect((await as('dealerAdmin', 'PUT', '/device/port', { id: otherPort, name: 'x' })).code).toBe(404);
    expect((await as('dealerAdmin', 'DELETE', `/device/port/${otherPort}`)).code).toBe(404);
    expect((await as(null, 'DELETE', `/device/port/${otherPort}`)).code).toBe(10500);
  });
});
