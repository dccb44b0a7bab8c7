// A whole platform (dist) on free ports over a temp database, and the simulator as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connect } from '../packages/server/dist/db/connect.js';
import { loadConfig } from '../packages/server/dist/config.js';
import { startPlatform } from '../packages/server/dist/platform.js';
import { createTempDatabase, type BenchDialect } from './temp-database.js';

export const ADMIN_PASSWORD = 'Bench#12345x';
const SIM_CLI = path.resolve(import.meta.dirname, '../packages/server/dist/sim/cli.js');

/** One call of the platform's API at `http`; fails on any answer but 200. */
export async function apiCall<T>(
  http: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${http}/admin/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.msg}`);
  return envelope.data;
}

export async function startBenchPlatform(dialect: BenchDialect, env: Record<string, string> = {}) {
  const temp = await createTempDatabase(dialect);
  const config = loadConfig({
    IOT_DATA_DIR: temp.dataDir,
    IOT_DATABASE_URL: temp.url,
    IOT_WEB_DIR: temp.dataDir,
    IOT_CAPTCHA: 'off',
    IOT_LOG_LEVEL: 'warn',
    IOT_HOST: '127.0.0.1',
    IOT_HTTP_PORT: '0',
    IOT_MQTT_PORT: '0',
    IOT_MQTT_WS_PORT: '0',
    IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ...env,
  });
  const platform = await startPlatform(config);
  const http = `http://127.0.0.1:${platform.ports.http}`;
  const db = connect(temp.url);

  const admin = await apiCall<{ token: string; user: { id: number } }>(http, 'POST', '/login/login', {
    phone: 'admin',
    password: ADMIN_PASSWORD,
  });

  return {
    platform,
    http,
    mqttUrl: config.mqttUrl ?? `mqtt://127.0.0.1:${platform.ports.mqtt}`,
    mqttWsUrl: `ws://127.0.0.1:${platform.ports.mqttWs}/mqtt`,
    admin,
    /** The platform's database, for loading rows the API would take too long to make. */
    db,
    call: <T>(method: string, url: string, body?: unknown) => apiCall<T>(http, method, url, body, admin.token),
    async storedPoints(): Promise<number> {
      const row = await db.kysely
        .selectFrom('points')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async stop() {
      await platform.stop();
      await db.close();
      await temp.drop();
    },
  };
}
export type BenchPlatform = Awaited<ReturnType<typeof startBenchPlatform>>;

export interface SimRun {
  child: ChildProcess;
  /** The simulator's own count of values it sent, from its last line. */
  stop(): Promise<{ values: number; skipped: number }>;
}

/** `npm run sim` against the platform, in its own process (as gateways would be). */
export async function startSim(
  p: Pick<BenchPlatform, 'http' | 'mqttUrl'>,
  { count, rate, vars, prefix }: { count: number; rate: number; vars: number; prefix: string },
): Promise<SimRun> {
  const args = [SIM_CLI, '--count', `${count}`, '--rate', `${rate}`, '--vars', `${vars}`, '--prefix', prefix];
  const child = spawn(process.execPath, [...args, '--url', p.mqttUrl, '--api', p.http, '--password', ADMIN_PASSWORD], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('gateways x')) {
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`simulator exited (${code}): ${output}`));
    });
  });
  return {
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      const last = /stopped after [\d.]+ s, (\d+) values .*?, (\d+) skipped/.exec(output);
      return { values: Number(last?.[1] ?? 0), skipped: Number(last?.[2] ?? 0) };
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
