import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../test/harness.js';

const CHINESE = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{2,}/;

describe('failures answer in the language the console asks for', () => {
  let t: TestApp;
  let token: string;
  let identity: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    token = await t.tokenFor('dealerAdmin');
    identity = `gw-lang-${Date.now()}`;
    const { body } = await t.call({
      method: 'POST',
      url: '/admin/api/device',
      payload: { name: 'Gw', identity },
      token,
    });
    expect(body.code).toBe(200);
  });
  afterAll(() => t.close());

  const ask = async (language: 'zh-CN' | 'en-US', options: Parameters<TestApp['call']>[0]) =>
    (await t.call({ ...options, headers: { ...options.headers, 'accept-language': language } })).body;

  /** Each failure, the field its message names (kept as the wire name in both languages) and its English text. */
  const failures: { what: string; field?: string; en: RegExp; call: () => Parameters<TestApp['call']>[0] }[] = [
    {
      what: 'a wrong password',
      en: /^account or password is wrong$/,
      call: () => ({
        method: 'POST',
        url: '/admin/api/login/login',
        payload: { phone: 'viewer', password: `${PASSWORD}-wrong` },
      }),
    },
    {
      what: 'a device that does not exist',
      en: /^device not found$/,
      call: () => ({ method: 'GET', url: '/admin/api/device/999999', token }),
    },
    {
      what: 'a field the schema refuses',
      field: 'name',
      en: /^name: /,
      call: () => ({ method: 'POST', url: '/admin/api/device', payload: { name: '', identity: 'gw-x' }, token }),
    },
    {
      what: 'a field the service refuses',
      field: 'identity',
      en: /^identity: already taken$/,
      call: () => ({ method: 'POST', url: '/admin/api/device', payload: { name: 'Gw', identity }, token }),
    },
    {
      what: 'a request the framework refuses',
      en: /^request: /,
      call: () => ({
        method: 'POST',
        url: '/admin/api/login/login',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      }),
    },
  ];

  it.each(failures)('$what', async ({ field, en, call }) => {
    const zhBody = await ask('zh-CN', call());
    const enBody = await ask('en-US', call());
    expect(zhBody.code).not.toBe(200);
    expect(zhBody.code).toBe(enBody.code);

    expect(enBody.msg).toMatch(en);
    expect(enBody.msg).not.toMatch(CHINESE);

    const prefix = field ? `${field}：` : '';
    expect(zhBody.msg.startsWith(prefix)).toBe(true);
    const reason = zhBody.msg.slice(prefix.length);
    expect(reason).toMatch(CHINESE);
    expect(reason).not.toMatch(ENGLISH_WORD);
  });
});
