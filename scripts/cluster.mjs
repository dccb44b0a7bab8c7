// `npm run cluster`: several platform processes on one machine, sharing PostgreSQL and Redis, behind
// HAProxy when it is installed (docs/deploy.md, "Trying it on one machine").
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './steps.mjs';

const flag = process.argv.indexOf('--processes');
const count = flag >= 0 ? Number(process.argv[flag + 1]) : 2;
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('--processes: a whole number from 1 to 16');
  process.exit(1);
}
/** The balancer's ports; process i listens on the next ones (8081, 1884, ...). */
const HTTP = Number(process.env.IOT_HTTP_PORT || 8080);
const MQTT = Number(process.env.IOT_MQTT_PORT || 1883);
const ports = Array.from({ length: count }, (_, i) => ({ http: HTTP + 1 + i, mqtt: MQTT + 1 + i }));
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const env = {
  IOT_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/iot',
  IOT_CLUSTER_URL: 'redis://127.0.0.1:6379',
  IOT_PUBLIC_URL: `http://127.0.0.1:${haproxy ? HTTP : ports[0].http}`,
  ...process.env,
};

ensureInstalled();
ensureBuilt();

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Starts one process; resolves when it prints its HTTP port (the first one migrates and seeds alone). */
function startProcess(index) {
  const { http, mqtt } = ports[index];
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      IOT_HTTP_PORT: String(http),
      IOT_MQTT_PORT: String(mqtt),
      // The console's live connection is /mqtt on the HTTP port; the separate WebSocket port is not balanced.
      IOT_MQTT_WS_PORT: '0',
      IOT_DATA_DIR: path.join(root, 'data', `cluster-${index + 1}`),
      // One process runs the demo's simulated gateways; more would take each other's connections over.
      IOT_DEMO: index === 0 ? (env.IOT_DEMO ?? '1') : '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`process ${index + 1} ended (${code ?? 'signal'})`);
    stopAll(1);
  });
  return new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${index + 1}] `));
      output += chunk;
      if (/listening http/.test(output)) resolve();
    });
  });
}

await startProcess(0);
await Promise.all(ports.slice(1).map((_, i) => startProcess(i + 1)));

if (!haproxy) {
  console.log('\nHAProxy is not installed (apt-get install -y haproxy): use each process directly:');
  ports.forEach((p, i) => console.log(`  process ${i + 1}: http://localhost:${p.http}/  mqtt://127.0.0.1:${p.mqtt}`));
} else {
  const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace('{{HTTP_PORT}}', String(HTTP))
    .replace('{{MQTT_PORT}}', String(MQTT))
    .replace('{{HTTP_SERVERS}}', ports.map((p, i) => `    server p${i + 1} 127.0.0.1:${p.http} check`).join('\n'))
    .replace('{{MQTT_SERVERS}}', ports.map((p, i) => `    server p${i + 1} 127.0.0.1:${p.mqtt} check`).join('\n'));
  const file = path.join(root, 'data', 'haproxy.cfg');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, config);
  const balancer = spawn('haproxy', ['-db', '-f', file], { stdio: 'inherit' });
  children.push(balancer);
  balancer.on('exit', () => stopAll(1));
  console.log(
    `\n${count} processes behind HAProxy: console http://localhost:${HTTP}/, gateways mqtt://127.0.0.1:${MQTT}`,
  );
}
