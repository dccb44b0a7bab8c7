import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, createWebSocketStream } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { batchWrites } from './websocket-batch.js';

const LIMITS = { windowMs: 4, maxBytes: 16 * 1024 };
const CHUNK = 1024;
/** Far more than the kernel's socket buffers on loopback take: a writer that never holds back reaches it. */
const GIVE_UP_BYTES = 64 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batched WebSocket writes', () => {
  let server: WebSocketServer | undefined;
  let client: WebSocket | undefined;
  afterEach(() => {
    client?.terminate();
    server?.close();
  });

  /** A real WebSocket pair; the server side's stream batches its writes. */
  async function connect(): Promise<{ stream: Duplex; socket: WebSocket; client: WebSocket; received: Buffer[] }> {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const accepted = once(server, 'connection') as Promise<[WebSocket]>;
    client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received: Buffer[] = [];
    client.on('message', (data: Buffer) => received.push(data));
    const [[socket]] = await Promise.all([accepted, once(client, 'open')]);
    const stream = createWebSocketStream(socket);
    batchWrites(stream, socket, LIMITS);
    return { stream, socket, client, received };
  }

  const chunkOf = (i: number) => Buffer.alloc(CHUNK, i % 251);

  it('a browser that stops reading makes the stream hold back, and gets every byte in order once it reads', async () => {
    const { stream, socket, client, received } = await connect();
    client.pause();
    let written = 0;
    for (let i = 0; written < GIVE_UP_BYTES; i += 1) {
      written += CHUNK;
      if (stream.write(chunkOf(i))) continue;
      const drained = await Promise.race([once(stream, 'drain').then(() => true), sleep(500).then(() => false)]);
      if (!drained) break;
    }
    expect(written).toBeLessThan(GIVE_UP_BYTES);
    // What the server keeps in memory for this browser: the batch bound, the stream's own buffer, one chunk.
    expect(socket.bufferedAmount + stream.writableLength).toBeLessThanOrEqual(
      LIMITS.maxBytes + stream.writableHighWaterMark + 2 * CHUNK,
    );
    client.resume();
    while (received.reduce((sum, data) => sum + data.length, 0) < written) await sleep(20);
    const all = Buffer.concat(received);
    expect(all.length).toBe(written);
    for (let i = 0; i < written / CHUNK; i += 1) expect(all[i * CHUNK]).toBe(i % 251);
    expect(received.length).toBeLessThan(written / CHUNK / 4);
  });

  it('what was written before the stream is destroyed is still sent', async () => {
    const { stream, client, received } = await connect();
    stream.write(chunkOf(1));
    stream.write(chunkOf(2));
    stream.destroy();
    await once(client, 'close');
    expect(Buffer.concat(received)).toEqual(Buffer.concat([chunkOf(1), chunkOf(2)]));
  });
});
