import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serverMain, webDist } from './paths.js';

export const ADMIN_PASSWORD = 'Admin#12345';
export const DEMO_PASSWORD = 'Demo#12345';

export interface RunningServer {
  /** http://localhost:PORT — the seed's local domain (style l999) is localhost. */
  baseUrl: string;
  stop: () => Promise<void>;
}

const READY = /listening http 127\.0\.0\.1:(\d+)/;
const MQTT_READY = /listening mqtt 127\.0\.0\.1:(\d+)/;

export interface PlatformProcess {
  baseUrl: string;
  /** The embedded broker's TCP port (null with an external broker). */
  mqttPort: number | null;
  /** Ends the process with a signal (SIGKILL: as a crash would) and resolves once it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the built platform with `env` (ports 0 unless given) and resolves once it prints its ports. */
export async function startPlatformProcess(env: Record<string, string>): Promise<PlatformProcess> {
  for (const [path, hint] of [
    [serverMain, 'npm run build -w @iot/contract -w @iot/server'],
    [join(webDist, 'index.html'), 'npm run build -w @iot/web'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${hint}\` first`);
  }
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      IOT_HTTP_PORT: '0',
      IOT_MQTT_PORT: '0',
      IOT_MQTT_WS_PORT: '0',
      IOT_CAPTCHA: 'off',
      IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...env,
      IOT_WEB_DIR: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ports = await new Promise<{ http: string; mqtt: number | null }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      // The MQTT line follows the HTTP one in the same write, when there is one.
      if (match?.[1] && (MQTT_READY.test(output) || /Broker: external/.test(output))) {
        clearTimeout(timer);
        const mqtt = MQTT_READY.exec(output)?.[1];
        resolve({ http: match[1], mqtt: mqtt ? Number(mqtt) : null });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { baseUrl: `http://localhost:${ports.http}`, mqttPort: ports.mqtt, kill };
}

/** Starts the real server on free ports with a throw-away data folder and the demo seed; `env` adds settings. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-e2e-'));
  const server = await startPlatformProcess({ IOT_DATA_DIR: dataDir, IOT_DEMO: '1', ...env });
  const stop = async () => {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: server.baseUrl, stop };
}
