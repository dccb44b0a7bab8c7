// `npm test`: format, lint, type check, build, then every test (SQLite, PostgreSQL, MQTT, Chromium).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, run } from './steps.mjs';

ensureInstalled();
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
// The type check builds the contract first: lint's type information reads its declarations.
run('npm', ['run', 'typecheck']);
run('npx', ['eslint', '.', '--max-warnings', '0']);
ensureBuilt();

const report = path.join(root, '.tmp', 'vitest-report.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (fs.existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
if (vitest.status !== 0) console.error('vitest failed: see the errors above (they may be outside any test)');
process.exit(vitest.status ?? 1);
