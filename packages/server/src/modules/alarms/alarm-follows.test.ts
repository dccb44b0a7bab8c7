import fs from 'node:fs';
import type { AlarmFollowRecord } from '@iot/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { alarmApiOf, filesForm, PNG } from './test/alarm-fixture.js';

describe.each(DIALECTS)('alarm follow-ups on %s', (dialect) => {
  let t: TestApp;
  const api = alarmApiOf(() => t);
  let recordId: number;
  let foreignRecord: number;

  async function upload(followId: number, files: { name: string; bytes: Buffer }[], user: FixtureUser = 'dealerAdmin') {
    const form = await filesForm(files);
    const token = await t.tokenFor(user);
    return (await t.call({ method: 'POST', url: `/admin/api/alarmRecord/follow/upload/${followId}`, token, ...form }))
      .body;
  }
  const follow = async (content = 'Checked the pump', list: number[] = []) =>
    (
      await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/create', {
        recordId,
        content,
        list,
        images: [],
        items: [],
      })
    ).data.id as number;
  const followsOf = async (user: FixtureUser = 'dealerAdmin') =>
    (await api.as(user, 'GET', `/alarmRecord/follow/list/${recordId}`)).data as AlarmFollowRecord[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    recordId = await api.record({ companyId: t.fixture.companies.dealer });
    foreignRecord = await api.record({ companyId: t.fixture.companies.other });
  });
  afterAll(() => t.close());

  it('creates a follow with reminder users, uploads images and lists them (the spec order)', async () => {
    const { viewer, dealerAdmin } = t.fixture.users;
    const id = await follow('Replaced the seal', [viewer]);
    const images = await upload(id, [{ name: 'pump.png', bytes: PNG }]);
    expect(images.code).toBe(200);
    expect(images.data).toEqual([
      { id: expect.any(Number), fileName: 'pump.png', url: expect.stringMatching(/\?exp=\d+&sig=/) },
    ]);
    const saved = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/item/create', [
      { userId: viewer, followId: id },
      { userId: dealerAdmin, followId: id },
    ]);
    expect(saved.code).toBe(200);
    const [listed] = (await followsOf()).filter((f: { id: number }) => f.id === id);
    expect(listed).toMatchObject({
      id,
      recordId,
      content: 'Replaced the seal',
      list: [dealerAdmin, viewer].sort((a, b) => a - b),
      items: expect.arrayContaining([
        { id: viewer, userName: 'viewer' },
        { id: dealerAdmin, userName: 'dealeradmin' },
      ]),
      createUserName: 'dealeradmin',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(listed!.images).toHaveLength(1);
  });

  it('serves an image at its signed address only, and not after it expires', async () => {
    const id = await follow();
    const [image] = (await upload(id, [{ name: 'a.png', bytes: PNG }])).data;
    const res = await t.app.inject({ method: 'GET', url: image.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // Always a different first character (one fixed letter would be the real one now and then).
    const forged = image.url.replace(/sig=(.)/, (_match: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect(forged).not.toBe(image.url);
    expect((await t.app.inject({ method: 'GET', url: forged })).json().code).toBe(404);
    const otherId = image.url.replace(/image\/\d+/, `image/${image.id + 1000}`);
    expect((await t.app.inject({ method: 'GET', url: otherId })).json().code).toBe(404);
    t.clock.advance(13 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: image.url })).json().code).toBe(404);
  });

  it('checks uploads: type from the bytes, size, count, field', async () => {
    const id = await follow();
    const text = await upload(id, [{ name: 'fake.png', bytes: Buffer.from('not an image at all') }]);
    expect(text).toMatchObject({ code: 400, msg: 'files: please check the format! (png, jpeg, gif, webp)' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(id, [{ name: 'big.png', bytes: big }])).msg).toBe('files: file too large: <=5 MB');
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, bytes: PNG }));
    expect((await upload(id, many)).msg).toBe('files: at most 9 files per upload');
    const token = await t.tokenFor('dealerAdmin');
    const none = await t.call({
      method: 'POST',
      url: `/admin/api/alarmRecord/follow/upload/${id}`,
      token,
      ...(await filesForm([], 'files')),
    });
    expect(none.body.msg).toBe('files: required');
    expect(fs.readdirSync(path.join(t.config.dataDir, 'alarm-images')).length).toBeGreaterThan(0);
  });

  it('answers 400 naming the field', async () => {
    const empty = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/create', { recordId, content: '  ' });
    expect(empty).toMatchObject({ code: 400, msg: 'content: required' });
    const stranger = t.fixture.users.otherUser;
    const unknown = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/create', {
      recordId,
      content: 'x',
      list: [stranger],
    });
    expect(unknown).toMatchObject({ code: 400, msg: `list.0: unknown user ${stranger}` });
    const id = await follow();
    const badItem = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/item/create', [
      { userId: stranger, followId: id },
    ]);
    expect(badItem).toMatchObject({ code: 400, msg: `0.userId: unknown user ${stranger}` });
    const shape = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/item/create', [
      { userId: 'x', followId: id },
    ]);
    expect(shape.msg).toMatch(/^0\.userId: /);
  });

  it('deletes a follow with its image files', async () => {
    const id = await follow('to delete');
    await upload(id, [{ name: 'x.png', bytes: PNG }]);
    const before = fs.readdirSync(path.join(t.config.dataDir, 'alarm-images')).length;
    expect((await api.as('dealerAdmin', 'DELETE', `/alarmRecord/follow/${id}`)).code).toBe(200);
    expect((await followsOf()).some((f: { id: number }) => f.id === id)).toBe(false);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'alarm-images')).length).toBe(before - 1);
  });

  it("offers as reminders the users of the alarm's company and of its dealer, within the caller's scope", async () => {
    const { users, companies } = t.fixture;
    const idsOf = async (user: FixtureUser, id: number) =>
      ((await api.as(user, 'GET', `/alarmRecord/follow/users/${id}`)).data as { id: number }[]).map((u) => u.id);
    const dealerRecord = await idsOf('dealerAdmin', recordId);
    expect(dealerRecord).toEqual(expect.arrayContaining([users.dealerAdmin, users.viewer]));
    expect(dealerRecord).not.toContain(users.customerAdmin);
    expect(dealerRecord).not.toContain(users.otherAdmin);

    const customerRecord = await api.record({ companyId: companies.customer });
    expect(await idsOf('dealerAdmin', customerRecord)).toEqual(
      expect.arrayContaining([users.customerAdmin, users.dealerAdmin]),
    );
    const ownOnly = await idsOf('customerAdmin', customerRecord);
    expect(ownOnly).toContain(users.customerAdmin);
    expect(ownOnly).not.toContain(users.dealerAdmin);
  });

  it('answers 10500 without a token, 403 without the button, 404 for another company', async () => {
    const id = await follow();
    const create = { recordId, content: 'x' };
    const calls: [string, string, unknown][] = [
      ['GET', `/alarmRecord/follow/list/${recordId}`, undefined],
      ['GET', `/alarmRecord/follow/users/${recordId}`, undefined],
      ['POST', '/alarmRecord/follow/create', create],
      ['POST', '/alarmRecord/follow/item/create', [{ userId: t.fixture.users.viewer, followId: id }]],
      ['DELETE', `/alarmRecord/follow/${id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await api.as(null, method as 'GET', url, body as object)).code, url).toBe(10500);
      expect((await api.as('viewer', method as 'GET', url, body as object)).code, url).toBe(403);
      expect((await api.as('otherAdmin', method as 'GET', url, body as object)).code, url).toBe(404);
    }
    const form = await filesForm([{ name: 'a.png', bytes: PNG }]);
    const anonymous = await t.call({ method: 'POST', url: `/admin/api/alarmRecord/follow/upload/${id}`, ...form });
    expect(anonymous.body.code).toBe(10500);
    expect((await upload(id, [{ name: 'a.png', bytes: PNG }], 'viewer')).code).toBe(403);
    expect((await upload(id, [{ name: 'a.png', bytes: PNG }], 'otherAdmin')).code).toBe(404);
    const foreign = await api.as('dealerAdmin', 'POST', '/alarmRecord/follow/create', {
      recordId: foreignRecord,
      content: 'x',
    });
    expect(foreign.code).toBe(404);
  });
});
