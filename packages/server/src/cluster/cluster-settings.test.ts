import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DIALECTS } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const PG = 'postgres://iot@db.internal:5432/iot';

describe('IOT_CLUSTER_URL and IOT_MQTT_PUBLIC_WS_URL', () => {
  it('takes a Redis address with PostgreSQL, and refuses it with SQLite or in another form', () => {
    expect(loadConfig({ IOT_CLUSTER_URL: 'redis://10.0.0.5:6379/2', IOT_DATABASE_URL: PG }).clusterUrl).toBe(
      'redis://10.0.0.5:6379/2',
    );
    expect(loadConfig({}).clusterUrl).toBeNull();
    expect(() => loadConfig({ IOT_CLUSTER_URL: 'redis://10.0.0.5:6379' })).toThrow(/IOT_CLUSTER_URL: needs/);
    expect(() => loadConfig({ IOT_CLUSTER_URL: 'http://10.0.0.5', IOT_DATABASE_URL: PG })).toThrow(/IOT_CLUSTER_URL/);
  });

  it('takes a ws(s) address for the console and refuses anything else', () => {
    expect(loadConfig({ IOT_MQTT_PUBLIC_WS_URL: 'wss://broker.example.com:8084/mqtt' }).mqttPublicWsUrl).toBe(
      'wss://broker.example.com:8084/mqtt',
    );
    for (const url of ['http://broker.example.com/mqtt', "wss://broker.example.com/mqtt; script-src 'none'"]) {
      expect(() => loadConfig({ IOT_MQTT_PUBLIC_WS_URL: url }), url).toThrow(/IOT_MQTT_PUBLIC_WS_URL/);
    }
  });
});

describe.each(DIALECTS)('the console live address on %s', (dialect) => {
  let external: TestApp;
  let embedded: TestApp;

  beforeAll(async () => {
    external = await createTestApp(dialect, {
      IOT_MQTT_URL: 'mqtt://broker.example.com:1883',
      IOT_MQTT_PUBLIC_WS_URL: 'wss://broker.example.com:8084/mqtt',
    });
    embedded = await createTestApp(dialect, { IOT_MQTT_PUBLIC_WS_URL: 'wss://broker.example.com:8084/mqtt' });
  });
  afterAll(() => Promise.all([external.close(), embedded.close()]));

  it("names the external broker's WebSocket address in the domain check, and none with the embedded broker", async () => {
    const url = '/admin/api/apply/checkAddressIsTrue/localhost';
    expect((await external.call({ method: 'POST', url })).body.data.liveUrl).toBe('wss://broker.example.com:8084/mqtt');
    expect((await embedded.call({ method: 'POST', url })).body.data.liveUrl).toBeNull();
  });
});
