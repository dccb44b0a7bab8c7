import { loadConfig } from './config.js';
import { startPlatform } from './platform.js';

/** A stop that takes longer than this ends the process anyway. */
const STOP_LIMIT_MS = 10_000;

/** The platform process: prints the bound ports (docs/protocol.md §1) and the accounts, stops cleanly on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await startPlatform(config);
  const { ports } = platform;
  console.log(`listening http 127.0.0.1:${ports.http}`);
  if (ports.mqtt !== null) console.log(`listening mqtt 127.0.0.1:${ports.mqtt}`);
  if (ports.mqttWs !== null) console.log(`listening mqtt-ws 127.0.0.1:${ports.mqttWs}`);
  console.log(`\nConsole: http://localhost:${ports.http}/`);
  console.log(`Database: ${config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : 'PostgreSQL'}`);
  console.log(`Broker: ${config.mqttUrl ? 'external' : 'embedded'}`);
  console.log(`Cluster: ${config.clusterUrl ? 'shared through IOT_CLUSTER_URL' : 'this process alone'}`);
  for (const line of platform.accounts) console.log(`  ${line}`);

  const stop = (signal: string) => {
    platform.app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      console.error('stop took too long');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
