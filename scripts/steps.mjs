// Shared steps of `npm start` and `npm test`: plain Node, so they run before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Installs the packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing packages (the first time takes a few minutes: better-sqlite3 compiles)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The packages whose sources are newer than their last build, in build order. */
export function staleBuilds() {
  const stale = [];
  for (const [pkg, dir, out] of [
    ['@iot/contract', 'packages/contract', 'dist/index.js'],
    ['@iot/server', 'packages/server', 'dist/main.js'],
    ['@iot/web', 'packages/web', 'dist/index.html'],
  ]) {
    const built = path.join(root, dir, out);
    if (
      !fs.existsSync(built) ||
      newestMtime(path.join(root, dir)) > fs.statSync(built).mtimeMs ||
      (pkg !== '@iot/contract' && newestMtime(path.join(root, 'packages/contract/src')) > fs.statSync(built).mtimeMs)
    ) {
      stale.push(pkg);
    }
  }
  return stale;
}

/** Builds a package when its sources are newer than its last build. */
export function ensureBuilt() {
  for (const pkg of staleBuilds()) {
    console.log(`Building ${pkg}...`);
    run('npm', ['run', 'build', '-w', pkg]);
  }
}
