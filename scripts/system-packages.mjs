// The system packages the tests need beside Node.js: a browser and CJK fonts for the browser tests, Redis for the
// two-process tests, HAProxy for the balancer test, Mosquitto for the external-broker tests. As root on Debian or
// Ubuntu, `npm test` installs the missing ones itself (IOT_TEST_NO_INSTALL=1 turns that off); otherwise it prints
// the one command that would, and the tests that need them are skipped.
import { spawnSync } from 'node:child_process';
import { findExecutable } from './owned-processes.mjs';

function hasCjkFonts() {
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return fonts.status === 0 && fonts.stdout.trim() !== '';
}

/** What each package provides, and how to tell it is there. */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', present: (env) => Boolean(env.CHROMIUM_PATH || findExecutable('chromium', env.PATH)) },
  { name: 'fonts-noto-cjk', present: () => hasCjkFonts() },
  { name: 'redis-server', present: (env) => Boolean(findExecutable('redis-server', env.PATH)) },
  { name: 'haproxy', present: (env) => Boolean(findExecutable('haproxy', env.PATH)) },
  { name: 'mosquitto', present: (env) => Boolean(findExecutable('mosquitto', env.PATH)) },
];

/** The names of the packages that are not installed. */
export function missingSystemPackages(env = process.env, packages = SYSTEM_PACKAGES) {
  return packages.filter((pkg) => !pkg.present(env)).map((pkg) => pkg.name);
}

/** How this run can install packages: 'apt' as root with apt-get, else null. */
function installer(env) {
  if (env.IOT_TEST_NO_INSTALL === '1') return null;
  if (process.getuid?.() !== 0) return null;
  return findExecutable('apt-get', env.PATH) ? 'apt' : null;
}

/**
 * Installs what is missing when it can, else says how. Never fails the run: a package that could not be installed
 * skips the tests that need it, and those tests say so.
 */
export function provideSystemPackages(env = process.env, packages = SYSTEM_PACKAGES) {
  const missing = missingSystemPackages(env, packages);
  if (missing.length === 0) return [];
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!installer(env)) {
    const why = env.IOT_TEST_NO_INSTALL === '1' ? 'IOT_TEST_NO_INSTALL=1' : 'not root, or no apt-get';
    console.log(`Missing system packages (${why}): the tests that need them are skipped. To install: ${command}`);
    return missing;
  }
  console.log(`Installing the system packages the tests need: ${missing.join(' ')} (IOT_TEST_NO_INSTALL=1 skips this)`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv };
  const updated = spawnSync('apt-get', ['update', '-q'], quiet);
  const installed = updated.status === 0 && spawnSync('apt-get', ['install', '-y', '-q', ...missing], quiet);
  if (!installed || installed.status !== 0) console.log(`The install failed: run ${command} by hand`);
  return missingSystemPackages(env, packages);
}
