import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connect } from '../../db/connect.js';

/** The built server (`npm test` builds before vitest runs). */
export const MAIN_JS = path.resolve(import.meta.dirname, '../../../dist/main.js');
export const ADMIN_PASSWORD = 'Crash#12345x';

export interface PlatformProcess {
  child: ChildProcess;
  http: string;
  mqtt: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** `node dist/main.js` over a data folder (SQLite), on free ports; resolves once it listens. */
export async function startPlatformProcess(dataDir: string): Promise<PlatformProcess> {
  // The test's own IOT_* variables (a database URL, an external broker) must not leak into the child.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('IOT_')));
  const child = spawn(process.execPath, [MAIN_JS], {
    env: {
      ...inherited,
      IOT_DATA_DIR: dataDir,
      IOT_WEB_DIR: dataDir,
      IOT_HOST: '127.0.0.1',
      IOT_HTTP_PORT: '0',
      IOT_MQTT_PORT: '0',
      IOT_MQTT_WS_PORT: '0',
      IOT_DEMO: '0',
      IOT_CAPTCHA: 'off',
      IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
      IOT_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = (name: string) => new RegExp(`listening ${name} 127\\.0\\.0\\.1:(\\d+)`).exec(output)?.[1];
  for (let waited = 0; !(port('http') && port('mqtt')); waited += 20) {
    if (child.exitCode !== null || waited > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`the platform did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, http: `http://127.0.0.1:${port('http')}`, mqtt: `mqtt://127.0.0.1:${port('mqtt')}`, exited };
}

/** An admin API call with the envelope unwrapped. */
export async function callApi<T>(http: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${http}/admin/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** The platform administrator's session, and a new gateway device with its secret. */
export async function adminAndGateway(http: string, identity: string) {
  const admin = await callApi<{ token: string; user: { id: number } }>(http, '/login/login', {
    phone: 'admin',
    password: ADMIN_PASSWORD,
  });
  const device = await callApi<{ id: number; secret: string }>(
    http,
    '/device',
    { name: identity, identity },
    admin.token,
  );
  return { admin, device };
}

/** The stored numeric values of a device's variable (read from the SQLite file beside the server). */
export async function storedValues(dataDir: string, deviceId: number, name: string): Promise<Set<number>> {
  const db = connect(`sqlite:${path.join(dataDir, 'iot.sqlite')}`);
  try {
    const rows = await db.kysely
      .selectFrom('points')
      .innerJoin('variables', 'variables.id', 'points.seriesId')
      .select('points.value')
      .where('variables.deviceId', '=', deviceId)
      .where('variables.name', '=', name)
      .execute();
    return new Set(rows.map((r) => r.value!));
  } finally {
    await db.close();
  }
}
