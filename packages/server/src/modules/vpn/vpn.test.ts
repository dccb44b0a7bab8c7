import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { createTestApp, type FixtureUser, type TestApp } from '../../test/harness.js';
import { createVpnService } from './vpn.service.js';
import { wireguardKeyPair, wireguardPublicKey } from './wireguard.js';

type Caller = Extract<FixtureUser, 'dealerAdmin' | 'viewer' | 'otherUser' | 'nomenu'>;
const SERVER_KEY = wireguardKeyPair().publicKey;

describe.each(DIALECTS)('vpn on %s', (dialect) => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      IOT_VPN_PUBLIC_KEY: SERVER_KEY,
      IOT_VPN_ENDPOINT: 'vpn.plant.example.com:51820',
      IOT_VPN_POOL: '10.8.0.0/24',
      IOT_VPN_DNS: '10.8.0.1',
      IOT_VPN_ALLOWED_IPS: '10.8.0.0/24,192.168.10.0/24',
    });
    for (const name of ['dealerAdmin', 'viewer', 'otherUser', 'nomenu'] as const) tokens[name] = await t.tokenFor(name);
  });
  afterAll(() => t.close());

  const userId = (name: FixtureUser) => t.fixture.users[name];
  const create = (caller: Caller | undefined, id: number | string) =>
    t.call({ method: 'POST', url: `/admin/api/vpn/records/createClient/user/${id}`, token: caller && tokens[caller] });
  const list = (caller: Caller | undefined, id: number | string) =>
    t.call({ method: 'GET', url: `/admin/api/vpn/records/user/${id}`, token: caller && tokens[caller] });
  const download = (caller: Caller | undefined, id: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/admin/api/vpn/records/download/${id}`,
      headers: caller ? { authorization: tokens[caller] } : {},
    });

  let viewerClient: { id: number; address: string; config: string };

  describe('POST /vpn/records/createClient/user/{id}', () => {
    it('creates a client for yourself with a fresh key pair and the first free address', async () => {
      const { body } = await create('viewer', userId('viewer'));
      expect(body.code).toBe(200);
      viewerClient = body.data;
      expect(viewerClient.address).toBe('10.8.0.2');
      const privateKey = /^PrivateKey = (\S+)$/m.exec(viewerClient.config)?.[1] ?? '';
      expect(privateKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(viewerClient.config).toContain('Address = 10.8.0.2/32');
      expect(viewerClient.config).toContain(`PublicKey = ${SERVER_KEY}`);
      expect(viewerClient.config).toContain('Endpoint = vpn.plant.example.com:51820');
      expect(viewerClient.config).toContain('DNS = 10.8.0.1');
      expect(viewerClient.config).toContain('AllowedIPs = 10.8.0.0/24,192.168.10.0/24');
      const listed = await list('viewer', userId('viewer'));
      expect(listed.body.data.records[0].publicKey).toBe(wireguardPublicKey(privateKey));
    });

    it('gives every client its own address', async () => {
      const second = await create('nomenu', userId('nomenu'));
      expect(second.body.data.address).toBe('10.8.0.3');
    });

    it('lets a user administrator create one for a user of its scope, 404 outside it', async () => {
      const { body } = await create('dealerAdmin', userId('viewer'));
      expect(body.data.address).toBe('10.8.0.4');
      expect((await create('dealerAdmin', userId('otherUser'))).body.code).toBe(404);
      expect((await create('dealerAdmin', 999_999)).body.code).toBe(404);
    });

    it('refuses bad input, no token and a user without the user-management permission', async () => {
      expect((await create('viewer', 'abc')).body.msg).toMatch(/^id: /);
      expect((await create(undefined, userId('viewer'))).body.code).toBe(10500);
      expect((await create('viewer', userId('nomenu'))).body.code).toBe(403);
    });
  });

  describe('GET /vpn/records/user/{id}', () => {
    it('lists the clients of a user without their configuration', async () => {
      const { body } = await list('viewer', userId('viewer'));
      expect(body.data.total).toBe(2);
      expect(body.data.records.map((r: { address: string }) => r.address)).toEqual(['10.8.0.2', '10.8.0.4']);
      expect(body.data.records[0]).not.toHaveProperty('config');
      expect(body.data.records[0]).toMatchObject({ userId: userId('viewer'), createTime: expect.any(String) });
      expect((await list('dealerAdmin', userId('viewer'))).body.data.total).toBe(2);
    });

    it("refuses another company's user, bad input, no token and no permission", async () => {
      expect((await list('dealerAdmin', userId('otherUser'))).body.code).toBe(404);
      expect((await list('viewer', '-1')).body.msg).toMatch(/^id: /);
      expect((await list(undefined, userId('viewer'))).body.code).toBe(10500);
      expect((await list('viewer', userId('dealerAdmin'))).body.code).toBe(403);
    });
  });

  describe('GET /vpn/records/download/{clientId}', () => {
    it('gives the owner its configuration file', async () => {
      const res = await download('viewer', viewerClient.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="wg-10.8.0.2.conf"');
      expect(res.body).toBe(viewerClient.config);
    });

    it('answers 404 to anyone else, even an administrator', async () => {
      expect((await download('dealerAdmin', viewerClient.id)).json().code).toBe(404);
      expect((await download('otherUser', viewerClient.id)).json().code).toBe(404);
      expect((await download('viewer', 999_999)).json().code).toBe(404);
    });

    it('refuses bad input and no token', async () => {
      expect((await download('viewer', 'x')).json().msg).toMatch(/^clientId: /);
      expect((await download(undefined, viewerClient.id)).json().code).toBe(10500);
    });
  });

  describe('service limits', () => {
    const serviceWith = (vpn: Partial<TestApp['config']['vpn']>) =>
      createVpnService({
        db: t.testDb.db,
        config: { ...t.config, vpn: { ...t.config.vpn, ...vpn } },
        log: t.app.log,
        now: t.clock.now,
      });
    const authOf = async (name: FixtureUser) => {
      const user = await t.app.services.users.getById(userId(name));
      return t.app.services.access.contextFor(user!, 0);
    };

    it('refuses when the pool is exhausted', async () => {
      const small = serviceWith({ pool: '10.8.0.0/29' });
      const auth = await authOf('otherUser');
      expect((await small.createClient(auth, auth.user.id)).address).toBe('10.8.0.5');
      expect((await small.createClient(auth, auth.user.id)).address).toBe('10.8.0.6');
      await expect(small.createClient(auth, auth.user.id)).rejects.toMatchObject({
        code: 400,
        message: 'id: the VPN address pool 10.8.0.0/29 is exhausted',
      });
    });

    it('refuses without a configured server key, and past the per-user limit', async () => {
      const auth = await authOf('otherUser');
      await expect(serviceWith({ serverPublicKey: '' }).createClient(auth, auth.user.id)).rejects.toMatchObject({
        code: 400,
      });
      const service = serviceWith({});
      for (let i = 2; i < 10; i++) await service.createClient(auth, auth.user.id);
      await expect(service.createClient(auth, auth.user.id)).rejects.toMatchObject({
        message: 'id: at most 10 VPN clients per user',
      });
    });
  });
});
