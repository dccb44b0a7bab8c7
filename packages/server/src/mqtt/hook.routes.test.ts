import { browserClientId } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../modules/devices/test/api.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const SECRET = 'hook-secret-0123456789';

describe.each(DIALECTS)('external broker hooks (%s)', (dialect) => {
  let t: TestApp;
  let gw: { identity: string; secret: string };
  let foreign: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      IOT_MQTT_HOOK_SECRET: SECRET,
      IOT_MQTT_USERNAME: 'platform',
      IOT_MQTT_PASSWORD: 'platform-pass',
    });
    const api = apiOf(() => t);
    const created = await api.device('dealerAdmin');
    gw = { identity: (await t.app.services.devices.getById(created.id))!.identity, secret: created.secret };
    foreign = (await t.app.services.devices.getById((await api.device('otherAdmin')).id))!.identity;
  });
  afterAll(() => t.close());

  const hook = async (path: 'auth' | 'acl', payload: object, secret: string | null = SECRET) => {
    const headers = secret === null ? {} : { 'x-mqtt-hook-secret': secret };
    const { res, body } = await t.call({ method: 'POST', url: `/api/mqtt/${path}`, payload, headers });
    expect(res.statusCode).toBe(200);
    return body as unknown as { result: string; is_superuser: boolean };
  };
  const gatewayLogin = () => ({ clientid: gw.identity, username: gw.identity, password: gw.secret });

  it('auth allows a gateway with its secret and denies a wrong one', async () => {
    expect(await hook('auth', gatewayLogin())).toEqual({ result: 'allow', is_superuser: false });
    expect((await hook('auth', { ...gatewayLogin(), password: 'nope' })).result).toBe('deny');
  });

  it('answers deny without the right secret header', async () => {
    expect((await hook('auth', gatewayLogin(), null)).result).toBe('deny');
    expect((await hook('auth', gatewayLogin(), 'wrong-secret-0123456789')).result).toBe('deny');
    const acl = { clientid: gw.identity, username: gw.identity, topic: `gw/${gw.identity}/data`, action: 'publish' };
    expect((await hook('acl', acl, null)).result).toBe('deny');
  });

  it('auth checks browsers by user id and session token', async () => {
    const token = await t.tokenFor('viewer');
    const viewer = String(t.fixture.users.viewer);
    const clientid = browserClientId(t.fixture.users.viewer, '1');
    expect((await hook('auth', { clientid, username: viewer, password: token })).result).toBe('allow');
    const other = String(t.fixture.users.otherUser);
    expect((await hook('auth', { clientid, username: other, password: token })).result).toBe('deny');
    expect((await hook('auth', { clientid })).result).toBe('deny');
    // Outside the browsers' own client ids, or a gateway's identity: an external broker would let it take over.
    expect((await hook('auth', { clientid: 'web_1', username: viewer, password: token })).result).toBe('deny');
    expect((await hook('auth', { clientid: gw.identity, username: viewer, password: token })).result).toBe('deny');
  });

  it('acl applies the gateway rules', async () => {
    const acl = (topic: string, action: string) =>
      hook('acl', { clientid: gw.identity, username: gw.identity, topic, action });
    expect((await acl(`gw/${gw.identity}/data`, 'publish')).result).toBe('allow');
    expect((await acl(`gw/${foreign}/data`, 'publish')).result).toBe('deny');
    expect((await acl(`gw/${gw.identity}/cmd`, 'subscribe')).result).toBe('allow');
    expect((await acl(`gw/${foreign}/cmd`, 'subscribe')).result).toBe('deny');
    expect((await acl('device/#', 'subscribe')).result).toBe('deny');
  });

  it('acl applies the browser rules', async () => {
    const viewer = String(t.fixture.users.viewer);
    const clientid = browserClientId(t.fixture.users.viewer, '1');
    const acl = (topic: string, action: string) => hook('acl', { clientid, username: viewer, topic, action });
    expect(
      (
        await hook('acl', {
          clientid: 'web_1',
          username: viewer,
          topic: `device/${gw.identity}/+`,
          action: 'subscribe',
        })
      ).result,
    ).toBe('deny');
    expect((await acl(`device/${gw.identity}/+`, 'subscribe')).result).toBe('allow');
    expect((await acl(`device/${gw.identity}/#`, 'subscribe')).result).toBe('allow');
    expect((await acl(`device/${foreign}/+`, 'subscribe')).result).toBe('deny');
    expect((await acl(`message/${viewer}/#`, 'subscribe')).result).toBe('allow');
    expect((await acl(`message/${t.fixture.users.otherUser}/#`, 'subscribe')).result).toBe('deny');
    expect((await acl(`device/${gw.identity}/temp`, 'publish')).result).toBe('deny');
  });

  it("the platform's own login is a superuser", async () => {
    expect(await hook('auth', { clientid: 'iot-platform-1', username: 'platform', password: 'platform-pass' })).toEqual(
      {
        result: 'allow',
        is_superuser: true,
      },
    );
    expect((await hook('auth', { clientid: 'x', username: 'platform', password: 'guess' })).result).toBe('deny');
  });

  it('a bad body is denied', async () => {
    expect((await hook('acl', { clientid: 'a', username: 'b', topic: 'c', action: 'delete' })).result).toBe('deny');
  });
});
