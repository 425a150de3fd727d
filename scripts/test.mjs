// `npm test`: the whole gate, in the order that fails fastest — types, lint, formatting,
// production build, unit + API + SSR tests, browser tests — then one closing summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const skipE2e = process.argv.includes('--no-e2e');

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

const steps = [
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];
let ok = true;
for (const [label, command, args] of steps) ok = run(label, command, args) && ok;

// The SSR tests and the browser tests both render the production build.
ok = run('production build', 'npm', ['run', 'build']) && ok;

const unitReport = '.tmp/vitest-report.json';
ok = run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]) && ok;
const unit = counts(unitReport, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));

let e2e = { passed: 0, failed: 0, skipped: 0 };
if (!skipE2e) {
  const e2eReport = '.tmp/playwright-report.json';
  ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) && ok;
  e2e = counts(e2eReport, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }));
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit+API+SSR: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
if (!ok && failed === 0) console.log('A check other than the tests failed (types, lint, format or build): see above.');
console.log(`${passed} passed, ${failed + (ok ? 0 : failed === 0 ? 1 : 0)} failed, ${unit.skipped + e2e.skipped} skipped`);
process.exit(ok ? 0 : 1);
