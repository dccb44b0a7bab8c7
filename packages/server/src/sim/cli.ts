// `npm run sim -- --count 20 --rate 10 --vars 8 --url mqtt://127.0.0.1:1883 --api http://127.0.0.1:8080`
import { parseArgs } from 'node:util';
import { provisionGateways, startSimulatedGateways } from './index.js';

const USAGE = `simulated gateways over MQTT
  --count N        gateways (default 20), identities sim-0001 ...
  --prefix TEXT    identity prefix (default sim-)
  --rate N         values per second per gateway (default 10)
  --vars N         variables per gateway (default 8)
  --url URL        broker (default mqtt://127.0.0.1:1883)
  --api URL        platform HTTP address for credentials (default http://127.0.0.1:8080)
  --user NAME      account creating the devices (default admin)
  --password PW    its password (default IOT_ADMIN_PASSWORD); the platform needs IOT_CAPTCHA=off
  --qos 0|1        QoS of data messages (default 0)
  --seconds N      stop after N seconds (default: run until Ctrl-C)`;

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    prefix: { type: 'string', default: 'sim-' },
    rate: { type: 'string', default: '10' },
    vars: { type: 'string', default: '8' },
    url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    api: { type: 'string', default: 'http://127.0.0.1:8080' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.IOT_ADMIN_PASSWORD },
    qos: { type: 'string', default: '0' },
    seconds: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: a positive number, got ${String(text)}`);
  return n;
}

async function main(): Promise<void> {
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.password) throw new Error('--password (or IOT_ADMIN_PASSWORD) is needed to get device secrets');
  const count = Math.floor(positive('count', args.count));
  const rate = positive('rate', args.rate);
  const vars = Math.floor(positive('vars', args.vars));
  const gateways = await provisionGateways({
    api: args.api,
    account: args.user,
    password: args.password,
    count,
    prefix: args.prefix,
  });
  const simulation = await startSimulatedGateways({
    url: args.url,
    gateways,
    rate,
    vars,
    qos: args.qos === '1' ? 1 : 0,
    log: (line) => console.error(line),
  });
  console.log(`sim: ${count} gateways x ${vars} variables, ${rate} values/s each, to ${args.url}`);

  const started = performance.now();
  let previous = simulation.stats();
  const report = setInterval(() => {
    const now = simulation.stats();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `sim: ${seconds.toFixed(0)} s connected ${now.connected}/${now.gateways} values ${now.values}` +
        ` (+${now.values - previous.values}) skipped ${now.skipped} messages ${now.messages} commands ${now.commands}`,
    );
    previous = now;
  }, 5000);
  const stop = async () => {
    clearInterval(report);
    await simulation.stop();
    const final = simulation.stats();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `sim: stopped after ${seconds.toFixed(1)} s, ${final.values} values (${(final.values / seconds).toFixed(0)}/s), ${final.skipped} skipped`,
    );
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (args.seconds) setTimeout(() => void stop(), positive('seconds', args.seconds) * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
