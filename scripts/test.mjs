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
ok = noConflictMarkers() && ok;

/** A merge conflict left in CSS survives Prettier (it reads as a selector), so look for the markers themselves. */
function noConflictMarkers() {
  console.log('\n▶ merge conflict markers: git grep');
  const marker = ['<'.repeat(7), '>'.repeat(7), '='.repeat(7) + '>'].join('|');
  const found = spawnSync('git', ['grep', '-nE', `^(${marker})|${'<'.repeat(7)} HEAD`, '--', 'src', 'tests', 'scripts', 'bench', 'docs'], {
    encoding: 'utf8',
  });
  if (found.status === 0) {
    console.error(`Merge conflict markers left in:\n${found.stdout}`);
    return false;
  }
  return true;
}

// The SSR tests and the browser tests both render the production build.
ok = run('production build', 'npm', ['run', 'build']) && ok;

const unitReport = '.tmp/vitest-report.json';
ok = run('unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]) && ok;
const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
const unit = counts(unitReport, vitestCounts);

// With TEST_POSTGRES_URL (CI sets it when a server answers) the API suite runs again on PostgreSQL.
let postgres = { passed: 0, failed: 0, skipped: 0 };
if (process.env.TEST_POSTGRES_URL) {
  const pgReport = '.tmp/vitest-postgres-report.json';
  ok =
    run(
      'API tests on PostgreSQL',
      'npx',
      ['vitest', 'run', 'tests/api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
      {
        DATABASE_URL: process.env.TEST_POSTGRES_URL,
      },
    ) && ok;
  postgres = counts(pgReport, vitestCounts);
}

const CHROMIUM = '/usr/bin/chromium';
if (!skipE2e && !existsSync(CHROMIUM)) {
  console.error(
    `\nThe browser tests need Debian's Chromium at ${CHROMIUM}: run \`apt-get install -y chromium\` (as root), then npm test again.`,
  );
  ok = false;
}

let e2e = { passed: 0, failed: 0, skipped: 0 };
if (!skipE2e && existsSync(CHROMIUM)) {
  const e2eReport = '.tmp/playwright-report.json';
  ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) && ok;
  e2e = counts(e2eReport, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }));
}

const passed = unit.passed + postgres.passed + e2e.passed;
const failed = unit.failed + postgres.failed + e2e.failed;
console.log(
  `\nunit+API+SSR: ${unit.passed} passed, ${unit.failed} failed; API on PostgreSQL: ${postgres.passed} passed, ${postgres.failed} failed; ` +
    `browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (!ok && failed === 0) console.log('A check other than the tests failed (types, lint, format or build): see above.');
// A failed check that is not a test (types, lint, format, build) still counts as one failure.
const failedCount = ok || failed > 0 ? failed : 1;
console.log(`${passed} passed, ${failedCount} failed, ${unit.skipped + postgres.skipped + e2e.skipped} skipped`);
process.exit(ok ? 0 : 1);
