// Broker memory under oversized packets: sockets that never log in, each declaring a 200 MB CONNECT and
// sending part of it, on the MQTT TCP port, the MQTT WebSocket port and `/mqtt` on the HTTP port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mb, sleep, startBenchPlatform } from './platform.js';

const ATTACKER = path.resolve(import.meta.dirname, 'oversized-attacker.ts');
const SELF = fileURLToPath(import.meta.url);
/** What each socket sends of its declared 200 MB (the attack needs no more to hurt). */
const SENT_MB = Number(process.env.BENCH_OVERSIZED_MB ?? 20);
const HOLD_MS = 2000;

interface Sample {
  rss: number;
  heap: number;
  buffers: number;
}

function sample(): Sample {
  global.gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, buffers: m.arrayBuffers };
}

/** Runs the attacker until every socket has sent its part (or was closed), holds, and gives the peak growth. */
async function attack(args: string[]): Promise<{ growth: Sample; report: string }> {
  const before = sample();
  const child = spawn(process.execPath, ['--import', 'tsx', ATTACKER, ...args], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const peak = { ...before };
  const watch = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
    peak.buffers = Math.max(peak.buffers, now.arrayBuffers);
  }, 50);
  while (!output.includes('closed') && child.exitCode === null) await sleep(50);
  await sleep(HOLD_MS);
  clearInterval(watch);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  await sleep(500);
  const growth = { rss: peak.rss - before.rss, heap: peak.heap - before.heap, buffers: peak.buffers - before.buffers };
  return { growth, report: output.trim() };
}

type Ports = { mqtt: number | null; mqttWs: number | null; http: number };
const TARGETS: Record<string, { name: string; args: (ports: Ports, sockets: number) => string[] }> = {
  tcp: { name: 'TCP port', args: ({ mqtt }, n) => ['tcp', '127.0.0.1', String(mqtt), String(n), String(SENT_MB)] },
  ws: {
    name: 'WebSocket port',
    args: ({ mqttWs }, n) => ['ws', `ws://127.0.0.1:${mqttWs}/mqtt`, String(n), String(SENT_MB)],
  },
  http: {
    name: 'HTTP /mqtt',
    args: ({ http }, n) => ['ws', `ws://127.0.0.1:${http}/mqtt`, String(n), String(SENT_MB)],
  },
};

/** One case in this process: a platform, the attacker against it, the growth. */
async function runCase(target: string, sockets: number): Promise<void> {
  const { name, args } = TARGETS[target]!;
  // Each refused connection is logged as a warning: not what this benchmark prints.
  const p = await startBenchPlatform('sqlite', { IOT_LOG_LEVEL: 'error' });
  try {
    const { growth, report } = await attack(args(p.platform.ports, sockets));
    console.log(
      `${name}, ${sockets} sockets: peak growth rss ${mb(growth.rss)}, heap ${mb(growth.heap)}, ` +
        `buffers ${mb(growth.buffers)} (${report})`,
    );
  } finally {
    await p.stop();
  }
}

export async function benchOversizedPackets(): Promise<void> {
  console.log(`\n== Broker memory under oversized CONNECTs that never log in (${SENT_MB} MB sent per socket) ==`);
  for (const target of Object.keys(TARGETS)) {
    for (const sockets of [3, 30]) {
      // Each case in a process of its own: memory a process once took is not given back, so growth would hide.
      const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', SELF, target, String(sockets)], {
        cwd: import.meta.dirname,
        stdio: 'inherit',
      });
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

if (process.argv[1] === SELF) await runCase(process.argv[2]!, Number(process.argv[3]));
