// `npm test`: format, lint, type check, build, then every test (SQLite, PostgreSQL, MQTT, Chromium). The services
// the tests talk to are found or started meanwhile, and whatever the run started is stopped at its end.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureInstalled, root, staleBuilds } from './steps.mjs';
import { stopOnSignals, stopOwned } from './owned-processes.mjs';
import { provideSystemPackages } from './system-packages.mjs';
import { findChromium, provideServices } from './test-services.mjs';

const missingPackages = provideSystemPackages();
ensureInstalled();

let current = null;
let interrupted = false;
stopOnSignals((signal) => {
  interrupted = true;
  current?.kill(signal);
});
// Starting a server takes a few seconds: it happens while the checks below run.
const services = provideServices().catch((error) => ({ error }));

function step(command, args, options = {}) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    current.once('exit', (code, signal) => {
      if (code !== 0 && !interrupted) console.error(`\n${command} ${args.join(' ')} failed (exit ${code ?? signal})`);
      resolve(code ?? 1);
    });
  });
}

async function vitest(env, projects) {
  const report = path.join(root, '.tmp', 'vitest-report.json');
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.rmSync(report, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects];
  const status = await step('npx', args, { env: { ...process.env, ...env } });
  if (fs.existsSync(report)) {
    const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
    console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
  }
  if (status !== 0 && !interrupted) console.error('vitest failed: see the errors above (they may be outside any test)');
  return status;
}

async function main() {
  for (const [command, args] of [
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    // The type check builds the contract first: lint's type information reads its declarations.
    ['npm', ['run', 'typecheck']],
    ['npx', ['eslint', '.', '--max-warnings', '0']],
  ]) {
    const status = await step(command, args);
    if (status !== 0) return status;
  }
  for (const pkg of staleBuilds()) {
    console.log(`Building ${pkg}...`);
    const status = await step('npm', ['run', 'build', '-w', pkg]);
    if (status !== 0) return status;
  }
  const provided = await services;
  if (provided.error) {
    console.error(`\nThe test services did not start: ${provided.error.message}`);
    return 1;
  }
  const postgres = provided.services.find((service) => service.key === 'postgres');
  if (!postgres.url) {
    console.error(`\n${postgres.line}`);
    return 1;
  }
  const lines = (present) => provided.services.filter((service) => !service.url === !present).map((s) => s.line);
  console.log(['', ...lines(true)].join('\n'));
  const chromium = findChromium();
  const env = chromium ? { ...provided.env, CHROMIUM_PATH: chromium } : provided.env;
  const status = await vitest(env, chromium ? [] : ['--project=!e2e']);
  const notes = lines(false);
  if (!chromium) {
    const where = process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH ${process.env.CHROMIUM_PATH} does not exist`
      : 'not found on PATH';
    notes.push(
      `Chromium: ${where}: the browser tests did not run (Debian: apt-get install -y chromium fonts-noto-cjk)`,
    );
  } else if (missingPackages.includes('fonts-noto-cjk')) {
    notes.push('CJK fonts: none installed: Chinese renders as boxes (Debian: apt-get install -y fonts-noto-cjk)');
  }
  if (notes.length > 0) console.log(notes.join('\n'));
  return status !== 0 ? status : chromium ? 0 : 1;
}

const status = await main().catch((error) => {
  console.error(error);
  return 1;
});
await stopOwned();
if (!interrupted) process.exit(status);
