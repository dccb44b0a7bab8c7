// `npm start`: install what is missing, build what changed, then run the platform on its defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './steps.mjs';

ensureInstalled();
ensureBuilt();

// The demo's simulated gateways run on this machine: they download firmware from its loopback address.
const env = {
  IOT_DEMO: '1',
  IOT_PUBLIC_URL: `http://127.0.0.1:${process.env.IOT_HTTP_PORT || 8080}`,
  ...process.env,
};
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
