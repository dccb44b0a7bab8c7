import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { closed, loginOutcome, startBrokerFixture, type BrokerFixture, type Gateway } from './test/broker-fixture.js';

const BAD_CREDENTIALS = 4;
const NOT_AUTHORIZED = 5;
const IDENTIFIER_REJECTED = 2;

describe.each(DIALECTS)('mqtt login (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  beforeAll(async () => {
    f = await startBrokerFixture(dialect);
    gw = await f.gateway();
  });
  afterAll(() => f.close());

  describe('gateway', () => {
    it('connects with identity as client id and username, and its secret', async () => {
      expect(await loginOutcome(f.connectGateway(gw))).toBe('connected');
    });

    it('is refused with a wrong secret', async () => {
      expect(await loginOutcome(f.connectGateway({ ...gw, secret: 'wrong' }))).toBe(BAD_CREDENTIALS);
    });

    it('is refused for an unknown identity', async () => {
      const unknown = { id: 0, identity: 'no-such-gateway', secret: gw.secret };
      expect(await loginOutcome(f.connectGateway(unknown))).toBe(BAD_CREDENTIALS);
    });

    it('is refused when the device is disabled', async () => {
      const disabled = await f.gateway('dealerAdmin', { enabled: 0 });
      expect(await loginOutcome(f.connectGateway(disabled))).toBe(NOT_AUTHORIZED);
    });

    it('is refused when the client id is not its identity', async () => {
      expect(await loginOutcome(f.connectGateway(gw, { clientId: `${gw.identity}-x` }))).toBe(BAD_CREDENTIALS);
    });

    it('is refused after its secret was regenerated', async () => {
      const other = await f.gateway();
      const body = await f.api.as('dealerAdmin', 'POST', `/device/${other.id}/secret`);
      expect(body.code).toBe(200);
      expect(await loginOutcome(f.connectGateway(other))).toBe(BAD_CREDENTIALS);
      expect(await loginOutcome(f.connectGateway({ ...other, secret: body.data.secret }))).toBe('connected');
    });

    it('keeps one live connection per identity: a second one takes over', async () => {
      const first = await f.connectGateway(gw, { clean: true });
      const gone = closed(first);
      await f.connectGateway(gw, { clean: true });
      await gone;
      expect(f.broker.connectedGateways().has(gw.identity)).toBe(true);
    });
  });

  describe('browser', () => {
    it('connects with its user id and session token', async () => {
      const { client } = await f.connectBrowser('viewer');
      expect(client.connected).toBe(true);
    });

    it('is refused with the token of another user', async () => {
      const token = await f.t.tokenFor('otherUser');
      const attempt = f.connect({ clientId: 'web_a', username: String(f.t.fixture.users.viewer), password: token });
      expect(await loginOutcome(attempt)).toBe(BAD_CREDENTIALS);
    });

    it('is refused with a revoked token', async () => {
      const token = await f.t.tokenFor('viewer');
      expect((await f.t.call({ method: 'POST', url: '/admin/api/user/logout', token })).body.code).toBe(200);
      const attempt = f.connect({ clientId: 'web_b', username: String(f.t.fixture.users.viewer), password: token });
      expect(await loginOutcome(attempt)).toBe(BAD_CREDENTIALS);
    });

    it('is refused without a username (anonymous)', async () => {
      expect(await loginOutcome(f.connect({ clientId: 'web_c' }))).toBe(BAD_CREDENTIALS);
    });

    it('is refused with wildcards or a slash in its client id', async () => {
      const token = await f.t.tokenFor('viewer');
      const username = String(f.t.fixture.users.viewer);
      for (const clientId of ['web+1', 'web#', 'web/1']) {
        expect(await loginOutcome(f.connect({ clientId, username, password: token }))).toBe(IDENTIFIER_REJECTED);
      }
    });
  });
});
