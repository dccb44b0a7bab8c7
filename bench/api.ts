// API figures: login cost (argon2), and authenticated calls per second over real HTTP on loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/dist/app.js';
import { loadConfig } from '../packages/server/dist/config.js';
import { connect } from '../packages/server/dist/db/connect.js';
import { migrate } from '../packages/server/dist/db/migrate.js';
import { DEMO_PASSWORD, seed } from '../packages/server/dist/seed.js';
import { load, summary } from './stats.js';

interface Envelope {
  code: number;
  data: { token: string; user: { id: number } };
}

export async function benchApi(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-bench-'));
  const config = loadConfig({
    IOT_DATA_DIR: dataDir,
    IOT_CAPTCHA: 'off',
    IOT_DEMO: '1',
    IOT_LOG_LEVEL: 'silent',
    IOT_HOST: '127.0.0.1',
    IOT_HTTP_PORT: '0',
  });
  const db = connect(config.databaseUrl);
  await migrate(db);
  const app = await buildApp({ config, db });
  await seed({ db, config, log: app.log, now: Date.now }, app.services);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `${address}/admin/api`;
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };

  console.log('\n== API (SQLite, one process, loopback HTTP) ==');
  const logins: number[] = [];
  let session: Envelope['data'] | null = null;
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const answer = await post('/login/login', { phone: 'demo-user', password: DEMO_PASSWORD });
    logins.push(performance.now() - t);
    session = answer.data;
  }
  console.log(summary('login (argon2 verify + session)', logins));
  if (!session) throw new Error('login failed');
  const { token, user } = session;

  const detail = await load(4000, 16, async () => {
    const res = await fetch(`${api}/user/${user.id}`, { headers: { authorization: token } });
    await res.arrayBuffer();
  });
  console.log(
    `${summary('GET /user/{id}, 16 in flight', detail.ms)}; ${(detail.ms.length / detail.seconds).toFixed(0)} req/s`,
  );

  const page = await load(2000, 16, async () => {
    await post('/user/getPage', { pageNum: 1, pageSize: 15, param: {} }, token);
  });
  console.log(
    `${summary('POST /user/getPage, 16 in flight', page.ms)}; ${(page.ms.length / page.seconds).toFixed(0)} req/s`,
  );

  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
