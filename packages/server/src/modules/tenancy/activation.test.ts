import type { DomainInfo, UniqueCode } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createActivationService } from './activation.service.js';
import { generateVendorKeys, issueLicence, type LicenceClaims } from './licence.js';

const DAY = 86_400_000;
const CODE_FORMAT = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;
const vendor = generateVendorKeys();

describe.each(DIALECTS)('activation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { IOT_LICENCE_PUBLIC_KEY: vendor.publicKeyPem });
    await t.app.services.tenancy.createDomain({
      domain: 'plant.example.com',
      style: 'l4',
      title: 'Plant',
      channelName: 'Plant',
      logoUrl: '',
      backGroundImage: '',
      recordNum: '',
      domainType: 0,
      isDemo: false,
    });
  });
  afterAll(() => t.close());

  const uniqueCode = (options: { payload?: object; query?: Record<string, string>; host?: string } = {}) =>
    t.call({
      method: 'POST',
      url: '/admin/api/activation/code/getUniqueCode',
      ...(options.payload ? { payload: options.payload } : {}),
      ...(options.query ? { query: options.query } : {}),
      ...(options.host ? { headers: { host: options.host } } : {}),
    });
  const activate = (payload: object) => t.call({ method: 'POST', url: '/admin/api/activation/code/activate', payload });
  const domainInfo = async (domain: string): Promise<DomainInfo> =>
    (await t.call({ method: 'POST', url: `/admin/api/apply/checkAddressIsTrue/${domain}` })).body.data as DomainInfo;
  const plantCode = async (): Promise<string> => {
    const { body } = await uniqueCode({ payload: { domain: 'plant.example.com' } });
    return (body.data as UniqueCode).uniqueCode;
  };
  const licenceFor = async (overrides: Partial<LicenceClaims> = {}, privateKeyPem = vendor.privateKeyPem) =>
    issueLicence(privateKeyPem, {
      uniqueCode: await plantCode(),
      domain: 'plant.example.com',
      issuedAt: t.clock.now(),
      expiresAt: t.clock.now() + 30 * DAY,
      ...overrides,
    });

  describe('POST /activation/code/getUniqueCode', () => {
    it('answers the unique code of the request host, or of the domain named in the body or query', async () => {
      const byHost = await uniqueCode({ host: 'plant.example.com:8080' });
      expect(byHost.body.code).toBe(200);
      expect(byHost.body.data).toEqual({ uniqueCode: expect.stringMatching(CODE_FORMAT), domain: 'plant.example.com' });
      expect((await uniqueCode({ payload: { domain: 'plant.example.com' } })).body.data).toEqual(byHost.body.data);
      expect((await uniqueCode({ query: { domain: 'plant.example.com' } })).body.data).toEqual(byHost.body.data);
      const local = await uniqueCode();
      expect(local.body.data.domain).toBe('localhost');
      expect(local.body.data.uniqueCode).not.toBe(byHost.body.data.uniqueCode);
    });

    it('keeps the code across restarts (the installation id is stored)', async () => {
      const before = await plantCode();
      const restarted = createActivationService(
        { db: t.testDb.db, config: t.config, log: t.app.log, now: t.clock.now },
        { tenancy: t.app.services.tenancy },
      );
      expect((await restarted.uniqueCode('plant.example.com')).uniqueCode).toBe(before);
      const stored = await t.testDb.db.kysely
        .selectFrom('settings')
        .selectAll()
        .where('key', '=', 'installationId')
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('answers 404 for an unknown domain and 400 for a malformed one', async () => {
      expect((await uniqueCode({ payload: { domain: 'nowhere.example.com' } })).body.code).toBe(404);
      expect((await uniqueCode({ payload: { domain: 'bad host' } })).body.msg).toMatch(/^domain: /);
    });
  });

  describe('POST /activation/code/activate', () => {
    it('starts unactivated', async () => {
      expect((await domainInfo('plant.example.com')).activate).toEqual({ isactivate: false, expiresAt: null });
    });

    it('refuses an altered licence, another key, another installation or domain, and an expired one', async () => {
      const good = await licenceFor();
      const [, signature] = good.split('.');
      const payload = JSON.parse(Buffer.from(good.split('.')[0]!, 'base64url').toString('utf8'));
      const stretched = Buffer.from(JSON.stringify({ ...payload, expiresAt: payload.expiresAt + 3650 * DAY })).toString(
        'base64url',
      );
      const refused = [
        [`${stretched}.${signature}`, /^code: signature does not verify/],
        [await licenceFor({}, generateVendorKeys().privateKeyPem), /^code: signature does not verify/],
        [await licenceFor({ uniqueCode: 'AAAA-BBBB-CCCC-DDDD' }), /^code: issued for unique code AAAA-BBBB-CCCC-DDDD/],
        [
          await licenceFor({ domain: 'other.example.com' }),
          /^code: issued for domain other.example.com, not plant.example.com/,
        ],
        [await licenceFor({ expiresAt: t.clock.now() - 1 }), /^code: expired on /],
      ] as const;
      for (const [code, reason] of refused) {
        const { body } = await activate({ code, domain: 'plant.example.com' });
        expect(body.code).toBe(400);
        expect(body.msg).toMatch(reason);
      }
      expect((await domainInfo('plant.example.com')).activate.isactivate).toBe(false);
    });

    it('activates the domain until the licence expires', async () => {
      const expiresAt = t.clock.now() + 30 * DAY;
      const { body } = await activate({ code: await licenceFor({ expiresAt }), domain: 'plant.example.com' });
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ domain: 'plant.example.com', activate: { isactivate: true } });
      expect((await domainInfo('plant.example.com')).activate).toEqual({
        isactivate: true,
        expiresAt: body.data.activate.expiresAt,
      });
      const stored = await t.app.services.tenancy.findDomain('plant.example.com');
      expect(stored?.activatedUntil).toBe(expiresAt);
      t.clock.advance(31 * DAY);
      expect((await domainInfo('plant.example.com')).activate.isactivate).toBe(false);
    });

    it('activates the request host when no domain is named', async () => {
      const code = await licenceFor();
      const { body } = await t.call({
        method: 'POST',
        url: '/admin/api/activation/code/activate',
        payload: { code },
        headers: { host: 'plant.example.com' },
      });
      expect(body.data.activate.isactivate).toBe(true);
    });

    it('takes the code as the plain text of the body, as the console sends it', async () => {
      const code = await licenceFor();
      const { body } = await t.call({
        method: 'POST',
        url: '/admin/api/activation/code/activate',
        payload: `${code}\n`,
        headers: { host: 'plant.example.com', 'content-type': 'text/plain' },
      });
      expect(body.msg).toBe('success');
      expect(body.data.activate.isactivate).toBe(true);
    });

    it('names the bad field', async () => {
      expect((await activate({})).body.msg).toMatch(/^code: /);
      expect((await activate({ code: 'short' })).body.msg).toMatch(/^code: /);
      expect((await activate({ code: 'x'.repeat(40), domain: 'bad host' })).body.msg).toMatch(/^domain: /);
      expect((await activate({ code: 'x'.repeat(40), domain: 'nowhere.example.com' })).body.code).toBe(404);
    });
  });

  it('checks licences against the built-in vendor key when none is configured', async () => {
    const builtIn = createActivationService(
      { db: t.testDb.db, config: { ...t.config, licencePublicKey: null }, log: t.app.log, now: t.clock.now },
      { tenancy: t.app.services.tenancy },
    );
    await expect(builtIn.activate(await licenceFor(), 'plant.example.com')).rejects.toMatchObject({
      code: 400,
      message: expect.stringMatching(/^code: signature does not verify/),
    });
  });
});
