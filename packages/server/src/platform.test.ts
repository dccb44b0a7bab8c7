import { spawn } from 'node:child_process';
import path from 'node:path';
import { DeviceCreate } from '@iot/contract';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startPlatform, type Platform } from './platform.js';
import { DIALECTS, createTestDb, type TestDb } from './test/databases.js';
import { platformEnv } from './test/platform-env.js';

const envFor = (testDb: TestDb) => platformEnv(testDb);

describe.each(DIALECTS)('platform (%s)', (dialect) => {
  let testDb: TestDb;
  let platform: Platform;
  let gateway: { identity: string; secret: string; id: number };
  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    platform = await startPlatform(loadConfig(envFor(testDb)));
    const { services } = platform.app;
    const admin = (await services.users.findByAccount('admin'))!;
    const auth = await services.access.contextFor(admin, 0);
    const identity = `plat-${dialect}`;
    const created = await services.devices.create(auth, DeviceCreate.parse({ name: 'Plant gateway', identity }));
    gateway = { identity, ...created };
  });
  afterAll(async () => {
    await platform.stop();
    await testDb.drop();
  });

  it('binds free ports for HTTP, MQTT and MQTT over WebSocket', () => {
    expect(platform.ports.http).toBeGreaterThan(0);
    expect(platform.ports.mqtt).toBeGreaterThan(0);
    expect(platform.ports.mqttWs).toBeGreaterThan(0);
  });

  it('ingests gateway data through the pipeline and keeps the online state', async () => {
    const client = await connectAsync(`mqtt://127.0.0.1:${platform.ports.mqtt}`, {
      clientId: gateway.identity,
      username: gateway.identity,
      password: gateway.secret,
      reconnectPeriod: 0,
    });
    await client.publishAsync(`gw/${gateway.identity}/data`, '{"values":{"temp":21.5}}', { qos: 1 });
    const { services } = platform.app;
    expect(platform.bus.connectedGateways().has(gateway.identity)).toBe(true);
    expect((await services.devices.getById(gateway.id))!.isonline).toBe(1);
    const variables = await testDb.db.kysely
      .selectFrom('variables')
      .select('name')
      .where('deviceId', '=', gateway.id)
      .execute();
    expect(variables.map((v) => v.name)).toEqual(['temp']);
    await client.endAsync();
  });
});

describe('main process', () => {
  it('prints the bound ports and exits cleanly within seconds on SIGTERM', async () => {
    const testDb = await createTestDb('sqlite');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, ...envFor(testDb) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 300 && !/listening mqtt-ws/.test(output); i++) await new Promise((r) => setTimeout(r, 50));
    expect(output).toMatch(/^listening http 127\.0\.0\.1:\d+$/m);
    expect(output).toMatch(/^listening mqtt 127\.0\.0\.1:\d+$/m);
    expect(output).toMatch(/^listening mqtt-ws 127\.0\.0\.1:\d+$/m);
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    await testDb.drop();
  }, 30_000);
});
