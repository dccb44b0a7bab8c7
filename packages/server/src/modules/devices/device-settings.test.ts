import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { apiOf } from './test/api.js';

describe.each(DIALECTS)('device settings on %s', (dialect) => {
  let t: TestApp;
  const { as, device } = apiOf(() => t);
  let gw: number;
  let otherGw: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_INGEST_DEVICE_RATE: '2500', IOT_COMMAND_TIMEOUT_MS: '8000' });
    gw = (await device('dealerAdmin', { scanCycle: 30 })).id;
    otherGw = (await device('otherAdmin')).id;
  });
  afterAll(() => t.close());

  const put = (body: object, user: Parameters<typeof as>[0] = 'dealerAdmin') =>
    as(user, 'PUT', '/device/settings', { id: gw, ...body });

  it('answers the device switches, no overrides yet, and the platform defaults', async () => {
    const body = await as('viewer', 'GET', `/device/settings/${gw}`);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: gw,
      autoRegister: 1,
      logicEnable: 0,
      scanCycle: 30,
      rateLimit: null,
      commandTimeoutSec: null,
      offlineTimeoutSec: null,
      defaults: { rateLimit: 2500, commandTimeoutSec: 8, offlineTimeoutSec: 0 },
    });
  });

  it('saves given fields, keeps the others, and null returns an override to the default', async () => {
    const saved = await put({ rateLimit: 50, commandTimeoutSec: 3, offlineTimeoutSec: 120, autoRegister: 0 });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ rateLimit: 50, commandTimeoutSec: 3, offlineTimeoutSec: 120, autoRegister: 0 });
    await put({ logicEnable: true, scanCycle: 15, rateLimit: null });
    const got = await as('dealerAdmin', 'GET', `/device/settings/${gw}`);
    expect(got.data).toMatchObject({
      rateLimit: null,
      commandTimeoutSec: 3,
      offlineTimeoutSec: 120,
      autoRegister: 0,
      logicEnable: 1,
      scanCycle: 15,
    });
    const device = await as('dealerAdmin', 'GET', `/device/${gw}`);
    expect(device.data).toMatchObject({ autoRegister: 0, logicEnable: 1, scanCycle: 15 });
    expect((await put({ offlineTimeoutSec: 0 })).data.offlineTimeoutSec).toBe(0);
  });

  it.each([
    [{ rateLimit: 0 }, 'rateLimit: 1 to 100000 values a second, or null for the platform default'],
    [{ rateLimit: 100_001 }, 'rateLimit: 1 to 100000'],
    [{ rateLimit: 'fast' }, 'rateLimit: 1 to 100000'],
    [{ commandTimeoutSec: 601 }, 'commandTimeoutSec: 1 to 600 seconds'],
    [{ commandTimeoutSec: 1.5 }, 'commandTimeoutSec: 1 to 600 seconds'],
    [{ offlineTimeoutSec: 29 }, 'offlineTimeoutSec: 0 (off) or 30 to 86400 seconds'],
    [{ offlineTimeoutSec: 86_401 }, 'offlineTimeoutSec: 0 (off) or 30 to 86400 seconds'],
    [{ offlineTimeoutSec: -1 }, 'offlineTimeoutSec: 0 (off) or 30 to 86400 seconds'],
    [{ scanCycle: 0 }, 'scanCycle:'],
    [{ autoRegister: 2 }, 'autoRegister:'],
  ])('refuses %j with 400 naming the field', async (fields, message) => {
    const body = await put(fields);
    expect(body.code).toBe(400);
    expect(body.msg).toContain(message);
  });

  it('keeps a refused change from being half saved', async () => {
    await put({ rateLimit: 700, commandTimeoutSec: 9 });
    expect((await put({ rateLimit: 800, commandTimeoutSec: 0 })).code).toBe(400);
    expect((await as('dealerAdmin', 'GET', `/device/settings/${gw}`)).data).toMatchObject({
      rateLimit: 700,
      commandTimeoutSec: 9,
    });
  });

  it('answers 10500 without a session', async () => {
    expect((await as(null, 'GET', `/device/settings/${gw}`)).code).toBe(10500);
    expect((await as(null, 'PUT', '/device/settings', { id: gw, rateLimit: 5 })).code).toBe(10500);
  });

  it('reads with the hardware page and writes only with its update button', async () => {
    expect((await as('nomenu', 'GET', `/device/settings/${gw}`)).code).toBe(403);
    expect((await put({ rateLimit: 5 }, 'viewer')).code).toBe(403);
    expect((await as('dealerAdmin', 'GET', `/device/settings/${gw}`)).data.rateLimit).toBe(700);
  });

  it("answers 404 for another company's gateway, as for a missing one", async () => {
    expect((await as('dealerAdmin', 'GET', `/device/settings/${otherGw}`)).code).toBe(404);
    expect((await put({ id: otherGw, rateLimit: 5 })).code).toBe(404);
    expect((await as('dealerAdmin', 'GET', '/device/settings/999999')).code).toBe(404);
    expect((await as('otherAdmin', 'GET', `/device/settings/${otherGw}`)).data.rateLimit).toBeNull();
    expect((await as('customerAdmin', 'GET', `/device/settings/${gw}`)).code).toBe(404);
  });
});
