// The attacker of `mqtt-oversized.ts`, in its own process so that its buffers do not count as the server's:
// `tcp HOST PORT SOCKETS MB` or `ws URL SOCKETS MB`. Each socket declares a 200 MB CONNECT, sends MB of it
// and then holds the connection open without ever logging in. Prints `sent N closed M` once every socket
// has sent its part or been closed by the server, then waits to be killed.
import net from 'node:net';
import { WebSocket } from 'ws';
import { connectHeader } from '../packages/server/src/mqtt/test/raw-packets.js';

const DECLARED = 200 * 1024 * 1024;
const CHUNK = 64 * 1024;

interface Target {
  send(chunk: Buffer): Promise<void>;
  closed: Promise<void>;
}

function tcpTarget(host: string, port: number): Promise<Target> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => {
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      resolve({
        send: (chunk) =>
          socket.destroyed || socket.write(chunk)
            ? Promise.resolve()
            : Promise.race([new Promise<void>((done) => socket.once('drain', () => done())), closed]),
        closed,
      });
    });
    socket.on('error', () => socket.destroy());
    socket.once('error', reject);
  });
}

function wsTarget(url: string): Promise<Target> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'mqtt');
    ws.on('error', () => ws.terminate());
    ws.once('error', reject);
    ws.once('open', () => {
      resolve({
        send: (chunk) =>
          new Promise((done) => {
            if (ws.readyState !== WebSocket.OPEN) return done();
            ws.send(chunk, () => done());
          }),
        closed: new Promise((done) => ws.once('close', () => done())),
      });
    });
  });
}

async function attack(open: () => Promise<Target>, sockets: number, megabytes: number): Promise<void> {
  const targets = await Promise.all(Array.from({ length: sockets }, open));
  let closed = 0;
  for (const target of targets) void target.closed.then(() => (closed += 1));
  const filler = Buffer.alloc(CHUNK, 0x61);
  await Promise.all(
    targets.map(async (target) => {
      let done = false;
      void target.closed.then(() => (done = true));
      await target.send(connectHeader(DECLARED));
      for (let sent = 0; sent < megabytes * 1024 * 1024 && !done; sent += CHUNK) await target.send(filler);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(`sent ${sockets} closed ${closed}`);
}

const [kind, ...args] = process.argv.slice(2);
if (kind === 'tcp') await attack(() => tcpTarget(args[0]!, Number(args[1])), Number(args[2]), Number(args[3]));
else await attack(() => wsTarget(args[0]!), Number(args[1]), Number(args[2]));
setInterval(() => undefined, 60_000);
