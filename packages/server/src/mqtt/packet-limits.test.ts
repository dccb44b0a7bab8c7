import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../test/databases.js';
import { PRE_LOGIN_BYTES } from './embedded-broker.js';
import { connectHeader } from './test/raw-packets.js';
import { closed, startBrokerFixture, type BrokerFixture, type Gateway } from './test/broker-fixture.js';

const MB = 1024 * 1024;
/** Long enough that only the gate, never the connect timeout, ends a connection within a test's wait. */
const CONNECT_TIMEOUT_MS = 60_000;

/** Resolves when the socket is closed by the other side. */
const socketClosed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

function rawSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
    // What the server answers is read and dropped, so that its close is seen.
    socket.resume();
  });
}

/** A WebSocket to `/mqtt` that sends `bytes` as one binary message and resolves once the server closes it. */
function sendOverWebSocket(url: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'mqtt');
    ws.once('open', () => ws.send(bytes));
    ws.once('close', () => resolve());
    ws.once('error', reject);
  });
}

describe.each(DIALECTS)('mqtt packet limits (%s)', (dialect) => {
  let f: BrokerFixture;
  let gw: Gateway;
  let urls: { ws: string; http: string };
  const refused = () => f.broker.stats().refusedConnections;

  beforeAll(async () => {
    f = await startBrokerFixture(dialect, { connectTimeoutMs: CONNECT_TIMEOUT_MS });
    gw = await f.gateway();
    f.broker.attachHttp(f.t.app.server);
    await f.t.app.listen({ host: '127.0.0.1', port: 0 });
    const http = (f.t.app.server.address() as AddressInfo).port;
    urls = { ws: `ws://127.0.0.1:${f.ports.mqttWs}/mqtt`, http: `ws://127.0.0.1:${http}/mqtt` };
  });
  afterAll(() => f.close());

  it('ends a TCP connection at the header of a 200 MB CONNECT, without waiting for its bytes', async () => {
    const before = refused();
    const socket = await rawSocket(f.ports.mqtt);
    const gone = socketClosed(socket);
    socket.write(Buffer.concat([connectHeader(200 * MB), Buffer.alloc(1000, 0x61)]));
    await gone;
    expect(refused()).toBe(before + 1);
  });

  it.each(['ws', 'http'] as const)('does the same over WebSocket (%s port)', async (port) => {
    const before = refused();
    await sendOverWebSocket(urls[port], Buffer.concat([connectHeader(200 * MB), Buffer.alloc(1000, 0x61)]));
    expect(refused()).toBe(before + 1);
  });

  it(`refuses a CONNECT declaring more than ${PRE_LOGIN_BYTES} bytes before any login`, async () => {
    const before = refused();
    const socket = await rawSocket(f.ports.mqtt);
    const gone = socketClosed(socket);
    socket.write(connectHeader(PRE_LOGIN_BYTES + 1));
    await gone;
    expect(refused()).toBe(before + 1);
  });

  it('counts the bytes of a WebSocket frame still being collected before login', async () => {
    const before = refused();
    const port = Number(new URL(urls.ws).port);
    const socket = await rawSocket(port);
    const gone = socketClosed(socket);
    socket.write(
      'GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n',
    );
    // A masked binary frame announcing 512 KB (within the frame limit), of which 128 KB are sent.
    const header = Buffer.alloc(14);
    header[0] = 0x82;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(512 * 1024), 2);
    socket.write(Buffer.concat([header, Buffer.alloc(128 * 1024, 0x61)]));
    await gone;
    expect(refused()).toBe(before + 1);
  });

  it('closes a connection that never sends its CONNECT', async () => {
    const quick = await startBrokerFixture(dialect, { connectTimeoutMs: 200 });
    try {
      const socket = await rawSocket(quick.ports.mqtt);
      await socketClosed(socket);
      expect(quick.broker.stats().refusedConnections).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('takes a data message of 1,000 values, and ends a gateway connection at a packet over the maximum', async () => {
    const client = await f.connectGateway(gw);
    const values = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`variable_${i}`, i + 0.5]));
    await client.publishAsync(`gw/${gw.identity}/data`, JSON.stringify({ ts: f.t.clock.now(), values }), { qos: 1 });
    expect(client.connected).toBe(true);
    const before = refused();
    const gone = closed(client, 10_000);
    client.publish(`gw/${gw.identity}/data`, Buffer.alloc(f.t.config.mqttMaxPacket, 0x20), { qos: 0 });
    await gone;
    expect(refused()).toBe(before + 1);
  });
});
