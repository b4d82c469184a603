// The product-list browser tests against a build of the generated 1,000-product catalogue
// (`npm run test:e2e:large` makes the catalogue and the build, then runs these).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_LARGE_PORT ?? 4398);
export const LARGE_COUNT = 1000;

export default defineConfig({
  ...base,
  testMatch: ['product-list.spec.ts'],
  // The browsers only: publish.spec.ts's project and server are not part of this run.
  projects: base.projects?.filter((project) => project.name !== 'publish'),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  // `npm test` runs this beside the publish tests: each run empties its own output folder only.
  outputDir: 'test-results/large',
  webServer: {
    command: `node --import tsx src/host/serve.ts --memory --dist .data/dist-${LARGE_COUNT} --port ${port}`,
    env: { CATALOGUE_DIR: `.data/catalogue-${LARGE_COUNT}` },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
