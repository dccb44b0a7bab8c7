import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import {
  grantedQos,
  loginOutcome,
  nextMessage,
  startBrokerFixture,
  type BrokerFixture,
  type Gateway,
} from './test/broker-fixture.js';

describe.each(DIALECTS)('mqtt over WebSocket (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  let httpUrl: string;
  let wsUrl: string;
  beforeAll(async () => {
    f = await startBrokerFixture(dialect);
    gw = await f.gateway();
    f.broker.attachHttp(f.t.app.server);
    await f.t.app.listen({ host: '127.0.0.1', port: 0 });
    httpUrl = `ws://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}/mqtt`;
    wsUrl = `ws://127.0.0.1:${f.ports.mqttWs}/mqtt`;
  });
  afterAll(() => f.close());

  it.each(['the WebSocket port', 'the HTTP port'])('a browser gets live values on %s', async (where) => {
    const url = where === 'the HTTP port' ? httpUrl : wsUrl;
    const { client } = await f.connectBrowser('viewer', {}, url);
    expect(await grantedQos(client, `device/${gw.identity}/+`)).toBe(0);
    expect(await grantedQos(client, 'device/#')).toBe(128);
    const message = nextMessage(client, `device/${gw.identity}/temp`);
    await f.broker.publish(`device/${gw.identity}/temp`, '{"value":1}', { qos: 0 });
    expect(await message).toEqual({ value: 1 });
  });

  it('a gateway connects over WebSocket with the same rules', async () => {
    expect(await loginOutcome(f.connectGateway(gw, {}, httpUrl))).toBe('connected');
    expect(await loginOutcome(f.connectGateway({ ...gw, secret: 'wrong' }, {}, wsUrl))).toBe(4);
  });

  it('other upgrade paths on the HTTP port are refused', async () => {
    const socket = new WebSocket(httpUrl.replace('/mqtt', '/other'), 'mqtt');
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('error', (error) => resolve(error.message));
    });
    expect(outcome).not.toBe('open');
  });
});
