import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testServices } from './services.js';

describe('testServices', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers the configured address, the usual one when unset, and none when empty', () => {
    vi.stubEnv('IOT_TEST_PG_URL', 'postgres://postgres@127.0.0.1:6543/postgres');
    vi.stubEnv('IOT_TEST_MQTT_URL', '');
    vi.stubEnv('IOT_TEST_REDIS_URL', undefined);
    expect(testServices()).toEqual({
      postgresUrl: 'postgres://postgres@127.0.0.1:6543/postgres',
      mqttUrl: null,
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  const { redisUrl } = testServices();
  it.skipIf(!redisUrl)('reaches the Redis of the run, which answers PING', async () => {
    const { hostname, port } = new URL(redisUrl!);
    const socket = net.connect(Number(port), hostname);
    socket.write('PING\r\n');
    const reply = await new Promise<string>((resolve, reject) => {
      socket.once('data', (data) => resolve(data.toString()));
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('closed without a reply')));
    });
    socket.destroy();
    expect(reply).toBe('+PONG\r\n');
  });
});
