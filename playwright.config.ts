import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright's own browser download cannot work on every machine; use the system Chromium where it
// exists. Headless runs take Chromium's headless shell when it is installed (Debian's
// chromium-headless-shell), as Playwright's own download does: the same Blink at half the CPU of the
// full browser. A headed or debugging run needs the full one.
const headed = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));
const systemChromium = [
  ...(headed ? [] : ['/usr/bin/chromium-headless-shell']),
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => existsSync(p));
const port = Number(process.env.E2E_PORT ?? 4399);
// A run of some projects (`--project`) starts only their servers: the shop's tests need the one,
// the publish tests the other (and the shop's too when they bring their dependency along).
const askedProjects = process.argv.flatMap((arg, i, args) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [args[i + 1]] : [],
);
/** Whether this run has tests of project `name`: those asked for, and what the publish tests need. */
export const runsProject = (name: string) =>
  askedProjects.length === 0 ||
  askedProjects.includes(name) ||
  (name === 'chromium' && askedProjects.includes('publish') && !process.argv.includes('--no-deps'));
// publish.spec.ts and publish-*.spec.ts publish on a server of their own, so no other test sees the
// site swapped under it.
const PUBLISH_SPECS = /\/publish(-[\w-]+)?\.spec\.ts$/;
const publishPort = port + 1;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: systemChromium
    ? {
        executablePath: systemChromium,
        // The display compositor on the browser's own thread instead of a GPU process of its own:
        // with no GPU it only copies frames, and a process less per browser took a tenth off
        // Chromium's CPU time over the same pages.
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--in-process-gpu'],
      }
    : {},
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A browser test spends much of its time waiting on the page and the server: on two cores, three
  // at a time keep both busy (CI's CPU stood half idle with two).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // An assertion waits for what it expects up to this long: a check through the API (a cart's
  // prices, an order's status) can take more than Playwright's 5 s default on a busy two-core machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a fifth of its time: CI records the retry of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The store's service worker answers from its caches, past page.route() and a server's fresh
    // state: it runs in the tests of the offline store (offline.spec.ts), which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: PUBLISH_SPECS, use: chromium },
    // A publish runs `astro build`: after every other test (run it alone with --no-deps), not
    // beside them on the same cores, where its builds took past their waits and the others' server
    // answered late (tried: three tests failed in one run of three).
    {
      name: 'publish',
      testMatch: PUBLISH_SPECS,
      // One at a time: each waits for what it saved to be published, on the one server.
      workers: 1,
      dependencies: ['chromium'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${publishPort}` },
    },
  ],
  webServer: [
    ...(runsProject('chromium')
      ? [
          {
            command: `node --import tsx src/host/serve.ts --memory --port ${port}`,
            url: `http://127.0.0.1:${port}/`,
            reuseExistingServer: !process.env.CI,
            // The site these tests read is the one built before them: a product an admin test
            // saves is not published under the others (publish.spec.ts and publish-*.spec.ts test
            // that, on the server below).
            env: { STOREFRONT_AUTO_PUBLISH: 'off' },
            // The one-process server starts the local backend too (PGlite in memory, migrations,
            // seed).
            timeout: 90_000,
          },
        ]
      : []),
    ...(runsProject('publish')
      ? [
          {
            command: `node --import tsx src/host/serve.ts --memory --port ${publishPort}`,
            url: `http://127.0.0.1:${publishPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 90_000,
            // Stopped as a person would (Ctrl+C), so it removes the temporary folder it published
            // into.
            gracefulShutdown: { signal: 'SIGINT' as const, timeout: 10_000 },
            // Saved product changes are published a second after the saves stop (3 s at the latest).
            env: { STOREFRONT_PUBLISH_QUIET_MS: '1000', STOREFRONT_PUBLISH_MAX_WAIT_MS: '3000' },
          },
        ]
      : []),
  ],
});
