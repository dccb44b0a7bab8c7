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

/** Starts the real server on free ports with a throw-away data folder and the demo seed; `env` adds settings. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const [path, hint] of [
    [serverMain, 'npm run build -w @iot/contract -w @iot/server'],
    [join(webDist, 'index.html'), 'npm run build -w @iot/web'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${hint}\` first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-e2e-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      IOT_HTTP_PORT: '0',
      IOT_MQTT_PORT: '0',
      IOT_MQTT_WS_PORT: '0',
      IOT_DATA_DIR: dataDir,
      IOT_CAPTCHA: 'off',
      IOT_DEMO: '1',
      IOT_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...env,
      IOT_WEB_DIR: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: `http://localhost:${port}`, stop };
}
