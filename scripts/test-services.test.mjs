import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connectAsync } from 'mqtt';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, freePort, stopOwned } from './owned-processes.mjs';
import { findChromium, provideServices } from './test-services.mjs';

/** Usual addresses where nothing answers: free ports nobody listens on. */
async function silentAddresses() {
  return {
    postgres: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
    mqtt: `mqtt://127.0.0.1:${await freePort()}`,
    redis: `redis://127.0.0.1:${await freePort()}`,
  };
}

const portOf = (url) => new URL(url).port;

let tmp;
beforeEach(() => {
  // The run's folders go to TMPDIR: a folder of this test's own shows what is left behind.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-services-test-'));
  // Open like /tmp: as root, PostgreSQL runs as `nobody`, who must reach its binaries in there.
  fs.chmodSync(tmp, 0o755);
  vi.stubEnv('TMPDIR', tmp);
});
afterEach(async () => {
  await stopOwned();
  vi.unstubAllEnvs();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('provideServices', () => {
  it('starts PostgreSQL, Mosquitto and Redis when nothing answers, and stops them without a trace', async () => {
    const provided = await provideServices({ PATH: process.env.PATH }, await silentAddresses());
    const { IOT_TEST_PG_URL, IOT_TEST_MQTT_URL, IOT_TEST_REDIS_URL } = provided.env;
    expect(provided.services).toEqual([
      { key: 'postgres', url: IOT_TEST_PG_URL, line: `PostgreSQL: ${IOT_TEST_PG_URL}, started for this run` },
      { key: 'mqtt', url: IOT_TEST_MQTT_URL, line: `MQTT broker: ${IOT_TEST_MQTT_URL}, started for this run` },
      { key: 'redis', url: IOT_TEST_REDIS_URL, line: `Redis: ${IOT_TEST_REDIS_URL}, started for this run` },
    ]);
    expect(Object.values(provided.env).every(Boolean)).toBe(true);

    const client = new pg.Client({ connectionString: IOT_TEST_PG_URL });
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    await client.query('CREATE DATABASE iot_services_test');
    await client.end();
    expect(rows[0].server_version).toMatch(/^15\./);

    const broker = await connectAsync(IOT_TEST_MQTT_URL, { reconnectPeriod: 0 });
    await broker.subscribeAsync('services/test');
    const got = new Promise((resolve) => broker.once('message', (_topic, payload) => resolve(payload.toString())));
    await broker.publishAsync('services/test', 'hello');
    expect(await got).toBe('hello');
    await broker.endAsync();

    expect(await answers('127.0.0.1', portOf(IOT_TEST_REDIS_URL))).toBe(true);
    expect(fs.readdirSync(tmp)).toHaveLength(3);

    await stopOwned();
    for (const url of [IOT_TEST_PG_URL, IOT_TEST_MQTT_URL, IOT_TEST_REDIS_URL]) {
      expect(await answers('127.0.0.1', portOf(url))).toBe(false);
    }
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('uses the configured service, or the one answering at its usual address, and starts nothing', async () => {
    const usual = net.createServer((socket) => socket.destroy());
    await new Promise((resolve) => usual.listen(0, '127.0.0.1', resolve));
    const addresses = { ...(await silentAddresses()), redis: `redis://127.0.0.1:${usual.address().port}` };
    const env = { PATH: process.env.PATH, IOT_TEST_PG_URL: 'postgres://u@db.example:5432/x', IOT_TEST_MQTT_URL: '' };
    const provided = await provideServices(env, addresses);
    usual.close();
    expect(provided.env).toEqual({
      IOT_TEST_PG_URL: 'postgres://u@db.example:5432/x',
      IOT_TEST_MQTT_URL: '',
      IOT_TEST_REDIS_URL: addresses.redis,
    });
    expect(provided.services.map((service) => service.line)).toEqual([
      'PostgreSQL: postgres://u@db.example:5432/x (IOT_TEST_PG_URL)',
      'MQTT broker: none: IOT_TEST_MQTT_URL is empty',
      `Redis: ${addresses.redis}`,
    ]);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('says in one line each what to install when a broker is neither there nor installed', async () => {
    const addresses = await silentAddresses();
    const env = { PATH: tmp, IOT_TEST_PG_URL: addresses.postgres };
    const provided = await provideServices(env, addresses);
    expect(provided.env.IOT_TEST_MQTT_URL).toBe('');
    expect(provided.env.IOT_TEST_REDIS_URL).toBe('');
    expect(provided.services.slice(1).map((service) => [service.url, service.line])).toEqual([
      [
        null,
        `MQTT broker: nothing answers at 127.0.0.1:${portOf(addresses.mqtt)} and mosquitto is not installed: ` +
          'the external-broker tests are skipped (Debian: apt-get install -y mosquitto)',
      ],
      [
        null,
        `Redis: nothing answers at 127.0.0.1:${portOf(addresses.redis)} and redis-server is not installed: ` +
          'the Redis tests are skipped (Debian: apt-get install -y redis-server)',
      ],
    ]);
  });
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH, else chromium on PATH, else none', () => {
    const fake = path.join(tmp, 'chromium');
    fs.writeFileSync(fake, '#!/bin/sh\n', { mode: 0o755 });
    expect(findChromium({ PATH: `/nonexistent${path.delimiter}${tmp}` })).toBe(fake);
    expect(findChromium({ PATH: '/nonexistent', CHROMIUM_PATH: fake })).toBe(fake);
    expect(findChromium({ PATH: tmp, CHROMIUM_PATH: path.join(tmp, 'missing') })).toBeNull();
    fs.chmodSync(fake, 0o644);
    expect(findChromium({ PATH: tmp })).toBeNull();
  });
});

// A runner like `npm test`: starts the services, prints where they are, and waits to be stopped.
const RUNNER = `
import { stopOnSignals } from './owned-processes.mjs';
import { provideServices } from './test-services.mjs';
stopOnSignals();
const provided = await provideServices({ PATH: process.env.PATH }, JSON.parse(process.argv[1]));
console.log(JSON.stringify(provided.env));
setInterval(() => {}, 1000);
`;

describe('an interrupted run', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])('stops its servers and removes their folders on %s', async (signal, status) => {
    const runner = spawn(
      process.execPath,
      ['--input-type=module', '-e', RUNNER, JSON.stringify(await silentAddresses())],
      {
        cwd: import.meta.dirname,
        env: { ...process.env, TMPDIR: tmp },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => runner.once('exit', (code) => resolve(code)));
    const started = new Promise((resolve) => runner.stdout.once('data', (data) => resolve(JSON.parse(data))));
    const env = await Promise.race([started, exited.then((code) => Promise.reject(new Error(`exited ${code}`)))]);
    expect(fs.readdirSync(tmp)).toHaveLength(3);
    expect(await answers('127.0.0.1', portOf(env.IOT_TEST_PG_URL))).toBe(true);

    runner.kill(signal);
    expect(await exited).toBe(status);
    for (const url of Object.values(env)) expect(await answers('127.0.0.1', portOf(url))).toBe(false);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });
});
