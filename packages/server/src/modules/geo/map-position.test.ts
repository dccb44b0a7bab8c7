import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { grantedUser } from '../../test/granted-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('the device map initial position on %s', (dialect) => {
  let t: TestApp;
  let saver: string;
  let other: string;
  let reader: string;
  const call = async (method: 'GET' | 'PUT', token: string | undefined, payload?: object) =>
    (await t.call({ method, url: '/admin/api/util/mapPosition', token, payload })).body;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    saver = await grantedUser(t, ['hardwareMap:read', 'hardwareMap:save']);
    other = await grantedUser(t, ['hardwareMap:read', 'hardwareMap:save']);
    reader = await grantedUser(t, ['hardwareMap:read']);
  });
  afterAll(() => t.close());

  it('is null until saved, then kept per user and replaced by the next save', async () => {
    expect(await call('GET', saver)).toMatchObject({ code: 200, data: null });
    expect(await call('PUT', saver, { lat: 30.25, lng: 120.15, zoom: 9 })).toMatchObject({ code: 200 });
    expect((await call('GET', saver)).data).toEqual({ lat: 30.25, lng: 120.15, zoom: 9 });
    expect((await call('GET', other)).data).toBeNull();
    await call('PUT', saver, { lat: 29.56, lng: 106.55, zoom: 11 });
    expect((await call('GET', saver)).data).toEqual({ lat: 29.56, lng: 106.55, zoom: 11 });
  });

  it('refuses bad fields by name, a reader without the save button, and missing sessions', async () => {
    expect((await call('PUT', saver, { lat: 91, lng: 0, zoom: 5 })).msg).toMatch(/^lat: /);
    expect((await call('PUT', saver, { lat: 30, lng: 120, zoom: 2 })).msg).toMatch(/^zoom: /);
    expect((await call('PUT', saver, { lat: 30, zoom: 5 })).msg).toMatch(/^lng: /);
    expect((await call('PUT', reader, { lat: 30, lng: 120, zoom: 5 })).code).toBe(403);
    expect((await call('GET', await t.tokenFor('nomenu'))).code).toBe(403);
    expect((await call('GET', undefined)).code).toBe(10500);
  });
});
