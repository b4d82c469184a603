import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright's own browser download cannot work on every machine; use the system Chromium where it exists.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: systemChromium
          ? {
              executablePath: systemChromium,
              args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
            }
          : {},
      },
    },
  ],
  webServer: {
    command: `node --import tsx src/host/serve.ts --memory --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    // The one-process server starts the local backend too (PGlite in memory, migrations, seed).
    timeout: 90_000,
  },
});
