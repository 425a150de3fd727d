import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const run = promisify(execFile);

/** Redocly's recommended rules, run on the document the server serves; the CLI works offline (telemetry off). */
it('passes `redocly lint` with the recommended rules and no errors', async () => {
  const app = await createTestApp();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, (await app.inject('/api/openapi.json')).body);
  await app.close();
  const result = await run(
    process.execPath,
    [path.resolve('node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--extends=recommended', '--format=json'],
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(result.stdout) as {
    totals: { errors: number };
    problems: { ruleId: string; severity: string; message: string }[];
  };
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(report.totals.errors).toBe(0);
}, 60_000);
