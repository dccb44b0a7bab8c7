// Servers a test run starts for itself: each in a temp folder of its own, on a free port, stopped and removed at
// the end of the run, whether it passed, failed or was interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const STOP_GRACE_MS = 10_000;
const READY_TIMEOUT_MS = 60_000;
const PORT_ATTEMPTS = 3;

const children = new Set();
const folders = new Set();
let closing = null;

/** Whether something accepts TCP connections at host:port. */
export function answers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const settle = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => settle(false));
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first executable file called `name` in the folders of `PATH`, or null. */
export function findExecutable(name, envPath = process.env.PATH ?? '') {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here: look in the next folder
    }
  }
  return null;
}

/** A new temp folder that the end of the run removes. */
export function ownedFolder(name) {
  if (closing) throw new Error('the test run is stopping');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `iot-run-${name}-`));
  folders.add(dir);
  return dir;
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null || child.spawnError !== undefined;
}

function waitForExit(child, ms) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([child.ended.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

async function stopChild(child) {
  if (!exited(child)) {
    child.kill(child.stopSignal);
    if (!(await waitForExit(child, STOP_GRACE_MS))) {
      child.kill('SIGKILL');
      await waitForExit(child, STOP_GRACE_MS);
    }
  }
  children.delete(child);
}

/** Runs a preparation command (such as initdb) to its end; its output goes to `log`. */
export async function runOwned(command, args, { log, ...options }) {
  const child = spawnOwned(command, args, log, options, 'SIGTERM');
  await child.ended;
  children.delete(child);
  if (child.exitCode !== 0) {
    const status = child.spawnError?.message ?? `exit ${child.exitCode ?? child.signalCode}`;
    throw new Error(`${path.basename(command)} failed (${status}):\n${tail(log)}`);
  }
}

function spawnOwned(command, args, log, options, stopSignal) {
  if (closing) throw new Error('the test run is stopping');
  const fd = fs.openSync(log, 'a');
  // A process group of its own: a Ctrl-C in the terminal reaches the run, which stops its servers in order.
  const child = spawn(command, args, { ...options, stdio: ['ignore', fd, fd], detached: true });
  fs.closeSync(fd);
  child.stopSignal = stopSignal;
  child.ended = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', (error) => {
      child.spawnError = error;
      resolve();
    });
  });
  children.add(child);
  return child;
}

function tail(file) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return text.split('\n').slice(-15).join('\n');
}

/**
 * Starts a server on a free port: `launch(port)` gives its command, arguments and spawn options, `isReady(port,
 * log)` says when it serves. A port taken between the pick and the start costs another attempt on a new port.
 * `stopSignal` is the signal the server shuts down cleanly on.
 */
export async function startOwned({ name, log, launch, isReady, stopSignal = 'SIGTERM' }) {
  let lastError;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = await freePort();
    const { command, args, options } = launch(port);
    const child = spawnOwned(command, args, log, options, stopSignal);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!exited(child) && Date.now() < deadline && !closing) {
      if (await isReady(port, fs.readFileSync(log, 'utf8'))) return { port, pid: child.pid };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stopChild(child);
    lastError = new Error(`${name} did not start on port ${port}:\n${tail(log)}`);
    if (closing) break;
  }
  throw lastError;
}

/** Stops every server of the run and removes every folder; safe to call more than once. */
export function stopOwned() {
  closing ??= (async () => {
    await Promise.all([...children].map(stopChild));
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    folders.clear();
    closing = null;
  })();
  return closing;
}

// The last resort when the process ends without stopOwned (an exception in the runner itself).
process.on('exit', () => {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143 };

/**
 * On Ctrl-C or SIGTERM: `onSignal(signal)` (the runner stops its current step), then every owned server
 * stops and its folder goes, and the process exits with 130 or 143.
 */
export function stopOnSignals(onSignal = () => {}) {
  for (const [signal, status] of Object.entries(SIGNAL_STATUS)) {
    process.on(signal, () => {
      onSignal(signal);
      void stopOwned().then(() => process.exit(status));
    });
  }
}
