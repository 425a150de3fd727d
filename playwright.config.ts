import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the built server (`npm run build` first), one process per
 * flavour under test, each on its own freshly seeded database. Chromium is Debian's; Playwright
 * never downloads a browser here.
 */
// E2E_PORT_BASE lets two checkouts on one machine run their browser tests side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const PORTS = { wa: PORT_BASE, 'aol-nz': PORT_BASE + 1, wac: PORT_BASE + 2, aol: PORT_BASE + 3 } as const;

export const FLAVOUR_URLS = {
  wa: `http://localhost:${PORTS.wa}`,
  'aol-nz': `http://localhost:${PORTS['aol-nz']}`,
  wac: `http://localhost:${PORTS.wac}`,
  aol: `http://localhost:${PORTS.aol}`,
} as const;

// One moment for the servers' demo delivery days and the tests that look for them, so a run that
// crosses midnight in Sydney or Auckland still finds the full day where the servers put it. Set
// once by the runner; its workers inherit it.
process.env.DEMO_DELIVERY_DAYS_FROM ??= new Date().toISOString();
export const DEMO_DELIVERY_DAYS_FROM = new Date(process.env.DEMO_DELIVERY_DAYS_FROM);

/** Specs that run against the commercial flavour (prices after sign-in) only, in their own project; matched on the file name alone (test paths are absolute). */
const WAC_SPECS = /[/\\]wac-[^/\\]*\.spec\.ts$/;

function server(app: keyof typeof FLAVOUR_URLS, port: number) {
  return {
    command: 'node tests/e2e/support/start-server.mjs',
    url: `${FLAVOUR_URLS[app]}/api/settings`,
    env: {
      APP: app,
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-${app}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      API_RESPONSE_CHECKS: 'on',
      DEMO_DELIVERY_DAYS_FROM: DEMO_DELIVERY_DAYS_FROM.toISOString(),
    },
    reuseExistingServer: false,
    // Four flavours seed at once; a busy machine may need longer (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A guard against hangs, not a speed check: a journey of several pages that takes 10 to 13 s on a
  // quiet machine ran past 30 s in a CI run at load average 10 to 15 (four servers and two browsers
  // on two cores). Waits inside a test keep their own, shorter timeouts.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: FLAVOUR_URLS.wa,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'storefront', testIgnore: WAC_SPECS },
    { name: 'wac', testMatch: WAC_SPECS, use: { baseURL: FLAVOUR_URLS.wac } },
  ],
  webServer: [server('wa', PORTS.wa), server('aol-nz', PORTS['aol-nz']), server('wac', PORTS.wac), server('aol', PORTS.aol)],
});
