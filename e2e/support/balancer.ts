/**
 * HAProxy in front of the test cluster's processes, configured from deploy/haproxy.cfg (what `npm run
 * cluster` and docs/deploy.md use) with free ports: TCP for gateways, HTTP and WebSocket for the console.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.js';

/** Whether `haproxy` can run here (Debian package `haproxy`). */
export const haproxyInstalled = () => spawnSync('haproxy', ['-v']).status === 0;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Backend {
  http: number;
  mqtt: number;
}

export interface Balancer {
  http: number;
  mqtt: number;
  stop(): Promise<void>;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts HAProxy for `backends`; a backend's process may start later (it joins once its checks pass). */
export async function startBalancer(backends: Backend[]): Promise<Balancer> {
  const [http, mqtt] = [await freePort(), await freePort()];
  // Checked every 200 ms: a killed process leaves the pool at its first failed check.
  const servers = (kind: keyof Backend) =>
    backends.map((b, i) => `    server p${i + 1} 127.0.0.1:${b[kind]} check inter 200 fall 1 rise 1`).join('\n');
  const config = readFileSync(join(repoRoot, 'deploy/haproxy.cfg'), 'utf8')
    .replace('{{HTTP_PORT}}', String(http))
    .replace('{{MQTT_PORT}}', String(mqtt))
    .replace('{{HTTP_SERVERS}}', servers('http'))
    .replace('{{MQTT_SERVERS}}', servers('mqtt'));
  const dir = mkdtempSync(join(tmpdir(), 'iot-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 10_000;
  while (!(await accepting(http)) || !(await accepting(mqtt))) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`haproxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    http,
    mqtt,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
