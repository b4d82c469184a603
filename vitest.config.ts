/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Tests run with Astro's Vite config, so `astro:content` and the aliases resolve as in a build.
// Three projects, each run on its own by its npm script (`vitest run --project <name>`):
// - unit: pure logic, no server;
// - integration: the backend through real clients; the global setup migrates one database
//   template for the run and every file starts from a copy of it;
// - site: checks of the built site that need no browser (files, bytes, links), after the build.
export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          globalSetup: ['tests/site/support/site-server.ts'],
        },
      },
    ],
  },
});
