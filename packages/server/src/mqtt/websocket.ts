import http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { batchWrites } from './websocket-batch.js';

export const WS_PATH = '/mqtt';
/** A message from a client carries at most one MQTT packet's worth; its fixed header takes 5 bytes at most. */
const FRAME_OVERHEAD_BYTES = 5;
/** An HTTP upgrade request must arrive whole within this time (a held half request keeps a socket). */
const UPGRADE_TIMEOUT_MS = 10_000;

/**
 * MQTT over WebSocket: upgrades on `/mqtt` become MQTT streams handed to the broker; other upgrades are
 * refused. Serves both the broker's own WebSocket port and the HTTP port. What the broker writes goes out
 * in batches (`batchWrites`); what clients send is read as it comes.
 */
export function createMqttWebSocket(
  handle: (stream: Duplex, request: http.IncomingMessage) => void,
  maxPacket: number,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxPacket + FRAME_OVERHEAD_BYTES });
  wss.on('connection', (socket, request: http.IncomingMessage) => {
    const stream = createWebSocketStream(socket);
    batchWrites(stream, socket);
    // The broker attaches its own error handler; this one only keeps a reset from being unhandled.
    stream.on('error', () => stream.destroy());
    handle(stream, request);
  });

  function onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  }

  /** Handles `/mqtt` upgrades of an existing HTTP server (the console's). */
  function attach(server: http.Server): void {
    server.on('upgrade', onUpgrade);
  }

  /** A server of its own answering only WebSocket upgrades. */
  function createServer(): http.Server {
    const server = http.createServer((_request, response) => {
      response.writeHead(426, { 'content-type': 'text/plain' }).end('MQTT over WebSocket only, at /mqtt\n');
    });
    server.headersTimeout = UPGRADE_TIMEOUT_MS;
    server.requestTimeout = UPGRADE_TIMEOUT_MS;
    attach(server);
    return server;
  }

  /** Ends every WebSocket connection. */
  function close(): void {
    for (const client of wss.clients) client.terminate();
    wss.close();
  }

  return { attach, createServer, close };
}
