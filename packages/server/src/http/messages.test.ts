import { bi } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { badRequest, fieldText } from './errors.js';
import { parse } from './validate.js';

const Body = z.object({
  name: z.string().min(1, bi('必填', 'required')),
  count: z.number().int().min(3),
});

describe('messages in the language the request asks for, and permissions any of', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    app = await buildApp({ config: t.config, db: t.testDb.db, now: t.clock.now });
    app.post('/admin/api/test/parse', { config: { permission: 'public' } }, (request) => parse(Body, request.body));
    app.get('/admin/api/test/refuse', { config: { permission: 'public' } }, () => {
      throw badRequest(fieldText('limit', { zh: '不能超过 10', en: 'at most 10' }));
    });
    app.get('/admin/api/test/any', { config: { permission: ['nowhere:read', 'equipIndex:read'] } }, () => ({
      code: 200,
    }));
    app.get('/admin/api/test/none', { config: { permission: ['nowhere:read', 'userManage:delete'] } }, () => ({
      code: 200,
    }));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const ask = async (url: string, language?: string, payload?: object, token?: string) =>
    (
      await app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        payload,
        headers: { ...(language ? { 'accept-language': language } : {}), ...(token ? { authorization: token } : {}) },
      })
    ).json<{ code: number; msg: string }>();

  it('names the field in Chinese for a Chinese console, with a schema message written with bi', async () => {
    expect((await ask('/admin/api/test/parse', 'zh-CN', { name: '', count: 5 })).msg).toBe('name：必填');
    expect((await ask('/admin/api/test/parse', 'zh-CN,zh;q=0.9', { name: 'a', count: 1 })).msg).toBe(
      'count：不能小于 3',
    );
  });

  it('answers English to an English console and to clients that ask for no language', async () => {
    expect((await ask('/admin/api/test/parse', 'en-US', { name: '', count: 5 })).msg).toBe('name: required');
    expect((await ask('/admin/api/test/parse', undefined, { name: 'a', count: 1 })).msg).toMatch(/^count: Too small/);
  });

  it('answers a service error in the asked language', async () => {
    expect(await ask('/admin/api/test/refuse', 'zh-CN')).toMatchObject({ code: 400, msg: 'limit：不能超过 10' });
    expect(await ask('/admin/api/test/refuse', 'en-US')).toMatchObject({ code: 400, msg: 'limit: at most 10' });
  });

  it('answers the guard refusals in the asked language', async () => {
    expect((await ask('/admin/api/test/any', 'zh-CN')).msg).toBe('会话已结束，请重新登录');
    const token = await t.tokenFor('viewer');
    expect(await ask('/admin/api/test/none', 'zh-CN', undefined, token)).toMatchObject({ code: 403, msg: '没有权限' });
  });

  it('lets a route name several permissions of which the caller needs one', async () => {
    const token = await t.tokenFor('viewer');
    expect((await ask('/admin/api/test/any', undefined, undefined, token)).code).toBe(200);
    expect((await ask('/admin/api/test/none', undefined, undefined, token)).code).toBe(403);
  });
});
