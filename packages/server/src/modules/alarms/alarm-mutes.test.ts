import type { AlarmMute } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { inScope } from '../access/access.service.js';
import { createRecipientRepo } from './alarm-recipients.repo.js';
import { alarmApiOf } from './test/alarm-fixture.js';

describe.each(DIALECTS)('alarm mutes and notice recipients on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  let deviceId: number;
  let identity: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ deviceId, identity } = await api.watched('dealerAdmin'));
  });
  afterAll(() => t.close());

  const mutes = async (user: FixtureUser = 'viewer') =>
    (await api.as(user, 'GET', '/alarmRecord/mute/list')).data as AlarmMute[];

  it('mutes and unmutes a device for the caller only (twice is the same as once)', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId, muted: true })).code).toBe(200);
    }
    expect(await mutes()).toEqual([{ deviceId, deviceName: expect.any(String), identity }]);
    expect(await mutes('dealerAdmin')).toEqual([]);
    expect((await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId, muted: false })).code).toBe(200);
    expect(await mutes()).toEqual([]);
  });

  it('answers 400 naming the field, 10500 without a token, 404 for another company', async () => {
    expect((await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId })).msg).toMatch(/^muted: /);
    expect((await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId: 'x', muted: true })).msg).toMatch(
      /^deviceId: /,
    );
    expect((await api.as(null, 'GET', '/alarmRecord/mute/list')).code).toBe(10500);
    expect((await api.as(null, 'POST', '/alarmRecord/mute', { deviceId, muted: true })).code).toBe(10500);
    expect((await api.as('otherAdmin', 'POST', '/alarmRecord/mute', { deviceId, muted: true })).code).toBe(404);
  });

  it('notices go to exactly the users whose scope holds the company, minus those who muted the device', async () => {
    const { recipients } = createRecipientRepo(t.testDb.db.kysely);
    const users = Object.entries(t.fixture.users) as [FixtureUser, number][];
    for (const companyId of Object.values(t.fixture.companies)) {
      const expected: number[] = [];
      for (const [, id] of users) {
        const user = (await t.app.services.users.getById(id))!;
        if (inScope(await t.app.services.access.scopeFor(user), companyId)) expected.push(id);
      }
      const got = (await recipients(companyId, null)).map((r) => r.id);
      expect(got.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
    await api.as('viewer', 'POST', '/alarmRecord/mute', { deviceId, muted: true });
    const got = (await recipients(t.fixture.companies.dealer, deviceId)).map((r) => r.id);
    expect(got).not.toContain(t.fixture.users.viewer);
    expect(got).toContain(t.fixture.users.dealerAdmin);
  });
});
