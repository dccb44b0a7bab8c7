/**
 * Where the services tests talk to are: what `npm test` found or started (IOT_TEST_*), else this machine's usual
 * local addresses. An empty variable means the run has none: tests of that service skip themselves.
 */
function fromEnv(name: string, usual: string): string | null {
  const value = process.env[name];
  if (value === undefined) return usual;
  return value === '' ? null : value;
}

export interface TestServices {
  postgresUrl: string;
  mqttUrl: string | null;
  redisUrl: string | null;
}

export function testServices(): TestServices {
  return {
    postgresUrl: process.env.IOT_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    mqttUrl: fromEnv('IOT_TEST_MQTT_URL', 'mqtt://127.0.0.1:1883'),
    redisUrl: fromEnv('IOT_TEST_REDIS_URL', 'redis://127.0.0.1:6379'),
  };
}

/** A Redis database of this test run's own (1 to 8, by process): two cluster test files never share one. */
export function ownRedisDatabase(redisUrl: string): string {
  return Object.assign(new URL(redisUrl), { pathname: `/${(process.pid % 8) + 1}` }).toString();
}
