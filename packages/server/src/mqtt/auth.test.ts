import { browserClientId } from '@iot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import {
  closed,
  grantedQos,
  loginOutcome,
  startBrokerFixture,
  type BrokerFixture,
  type Gateway,
} from './test/broker-fixture.js';

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
    const viewer = () => f.t.fixture.users.viewer;

    it('connects with its user id and session token', async () => {
      const { client } = await f.connectBrowser('viewer');
      expect(client.connected).toBe(true);
    });

    it('is refused with the token of another user', async () => {
      const token = await f.t.tokenFor('otherUser');
      const attempt = f.connect({
        clientId: browserClientId(viewer(), 'a'),
        username: String(viewer()),
        password: token,
      });
      expect(await loginOutcome(attempt)).toBe(BAD_CREDENTIALS);
    });

    it('is refused with a revoked token', async () => {
      const token = await f.t.tokenFor('viewer');
      expect((await f.t.call({ method: 'POST', url: '/admin/api/user/logout', token })).body.code).toBe(200);
      const attempt = f.connect({
        clientId: browserClientId(viewer(), 'b'),
        username: String(viewer()),
        password: token,
      });
      expect(await loginOutcome(attempt)).toBe(BAD_CREDENTIALS);
    });

    it('is refused without a username (anonymous)', async () => {
      expect(await loginOutcome(f.connect({ clientId: browserClientId(viewer(), 'c') }))).toBe(BAD_CREDENTIALS);
    });

    it('is refused any client id outside web_{its user id}_{suffix}', async () => {
      const token = await f.t.tokenFor('viewer');
      const username = String(viewer());
      const others = [
        'web+1',
        'web#',
        'web/1',
        'web_x',
        `web_${viewer()}_`,
        `web_${viewer()}_a/b`,
        `web_${viewer()}_a-b`,
      ];
      for (const clientId of [...others, browserClientId(f.t.fixture.users.otherUser, 'a'), `x${username}`]) {
        expect(await loginOutcome(f.connect({ clientId, username, password: token })), clientId).toBe(
          IDENTIFIER_REJECTED,
        );
      }
    });

    it("never displaces a gateway: its identity as a browser's client id is refused", async () => {
      const gateway = await f.connectGateway(gw);
      let gatewayClosed = false;
      gateway.once('close', () => (gatewayClosed = true));
      const token = await f.t.tokenFor('root');
      const username = String(f.t.fixture.users.root);
      expect(await loginOutcome(f.connect({ clientId: gw.identity, username, password: token }))).toBe(
        IDENTIFIER_REJECTED,
      );
      // Still the gateway's connection: it answers a round trip, and the broker counts it online.
      expect(await grantedQos(gateway, `gw/${gw.identity}/cmd`, 1)).toBe(1);
      expect(gatewayClosed).toBe(false);
      expect(f.broker.connectedGateways().has(gw.identity)).toBe(true);
    });

    it('is refused a client id in its own space that names a gateway', async () => {
      const named = await f.gateway('dealerAdmin', { identity: browserClientId(viewer(), 'gateway') });
      const token = await f.t.tokenFor('viewer');
      const attempt = f.connect({ clientId: named.identity, username: String(viewer()), password: token });
      expect(await loginOutcome(attempt)).toBe(IDENTIFIER_REJECTED);
    });
  });
});
