import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { seed } from './seed.js';

/**
 * The platform process: HTTP (API and console) now; the MQTT broker and ingest of the telemetry
 * issue start here too, on IOT_MQTT_PORT and IOT_MQTT_WS_PORT, and stop before the database closes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = connect(config.databaseUrl);
  await migrate(db);
  const app = await buildApp({ config, db });
  const report = await seed({ db, config, log: app.log, now: Date.now }, app.services);
  await app.listen({ host: config.host, port: config.httpPort });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.httpPort;
  console.log(`listening http 127.0.0.1:${port}`);
  console.log(`\nConsole: http://localhost:${port}/`);
  console.log(`Database: ${db.dialect === 'sqlite' ? config.databaseUrl : 'PostgreSQL'}`);
  for (const line of report.accounts) console.log(`  ${line}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
