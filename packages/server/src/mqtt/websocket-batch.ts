import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

export interface BatchLimits {
  /** How long the first unsent byte waits for more to join it in one message. */
  windowMs: number;
  /** A batch this large goes at once; while this much is unwritten to the socket, the stream holds back. */
  maxBytes: number;
}

/**
 * Four milliseconds: the broker writes a gateway message of 1,000 values to a browser within a few
 * milliseconds (one packet in several writes, several packets per event loop turn), and a browser draws
 * at most once every 16.7 ms, so a value held this long is still drawn on the same frame or the next.
 * 64 KB: a few hundred live values, a message the browser parses in well under a frame.
 */
export const BATCH_LIMITS: BatchLimits = { windowMs: 4, maxBytes: 64 * 1024 };

type Done = (error?: Error | null) => void;

/**
 * Makes the broker's writes to one WebSocket connection go out as few binary messages: the bytes written
 * within `windowMs` of the first one, or `maxBytes` of them, are sent as one message (MQTT 3.1.1 and 5,
 * section 6: a WebSocket message may hold several control packets, or part of one). Incoming messages are
 * unchanged. Backpressure stays as the stream reports it: once `maxBytes` are sent or waiting but not yet
 * written to the socket, the stream's write callback waits for the socket, its buffer fills and `write`
 * returns false, so a slow browser makes the broker wait for 'drain' instead of the server buffering.
 */
export function batchWrites(stream: Duplex, socket: WebSocket, limits: BatchLimits = BATCH_LIMITS): void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes of pending batches and of sent ones the socket has not written yet. */
  let unwritten = 0;
  let timer: NodeJS.Timeout | null = null;
  let held: Done | null = null;

  function send(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pendingBytes === 0) return;
    const data = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    const bytes = pendingBytes;
    pending = [];
    pendingBytes = 0;
    socket.send(data, { binary: true }, (error) => {
      unwritten -= bytes;
      if (error) stream.destroy(error);
      else if (held && unwritten < limits.maxBytes) {
        const done = held;
        held = null;
        done();
      }
    });
  }

  function accept(chunks: readonly Buffer[], done: Done): void {
    for (const chunk of chunks) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      unwritten += chunk.length;
    }
    if (pendingBytes >= limits.maxBytes) send();
    else timer ??= setTimeout(send, limits.windowMs);
    if (unwritten < limits.maxBytes) done();
    else held = done;
  }

  const toBuffer = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  stream._write = (chunk: unknown, _encoding, done: Done) => accept([toBuffer(chunk)], done);
  stream._writev = (chunks, done: Done) =>
    accept(
      chunks.map(({ chunk }) => toBuffer(chunk)),
      done,
    );
  const final = stream._final.bind(stream);
  stream._final = (done: Done) => {
    send();
    final(done);
  };
  const destroy = stream._destroy.bind(stream);
  // What the broker wrote just before it drops a connection (a refusing CONNACK) still goes out first.
  stream._destroy = (error: Error | null, done: Done) => {
    if (socket.readyState === socket.OPEN) send();
    else if (timer) clearTimeout(timer);
    destroy(error, done);
  };
}
