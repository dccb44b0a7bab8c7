import type { TestDb } from './databases.js';

/** The environment of a whole platform on free loopback ports over a test database; tests override parts. */
export function platformEnv(testDb: TestDb, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    IOT_HOST: '127.0.0.1',
    IOT_HTTP_PORT: '0',
    IOT_MQTT_PORT: '0',
    IOT_MQTT_WS_PORT: '0',
    IOT_DATA_DIR: testDb.dataDir,
    IOT_DATABASE_URL: testDb.url,
    IOT_WEB_DIR: testDb.dataDir,
    IOT_CAPTCHA: 'off',
    IOT_DEMO: '0',
    IOT_ADMIN_PASSWORD: 'Admin#12345',
    IOT_LOG_LEVEL: 'silent',
    ...overrides,
  };
}
