/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import LongFilesFirst from './tests/support/long-files-first.ts';

// Tests run with Astro's Vite config, so `astro:content` and the aliases resolve as in a build.
// Three projects, each run on its own by its npm script (`vitest run --project <name>`):
// - unit: pure logic, no server;
// - integration: the backend through real clients; the global setup migrates one database
//   template for the run and every file starts from a copy of it;
// - site: checks of the built site that need no browser (files, bytes, links), after the build.
// The integration project's database: PostgreSQL at INTEGRATION_DATABASE_URL, else at DATABASE_URL,
// else PGlite. CI sets the first, so `npm test` runs the integration files on a PostgreSQL shaped
// like hosted Supabase's while the build and the browser tests keep the PGlite `npm start` runs.
const integrationDatabaseUrl = process.env.INTEGRATION_DATABASE_URL ?? process.env.DATABASE_URL;

export default getViteConfig({
  test: {
    environment: 'node',
    // Vitest's default, one file per core but one, runs a file at a time on two cores, where an
    // integration file spends much of its time waiting on its database and server: two at a time
    // took the PostgreSQL pass from 114 s to 81 s, the PGlite one from 266 s to 146 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A timeout only stops a hung test; speed is the benches' business. An integration test of a
    // dozen round trips, or a unit property test of a few hundred cases, takes 1–2 s on a quiet
    // machine and more than Vitest's 5 s default on a busy one.
    testTimeout: 20_000,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          env: integrationDatabaseUrl ? { DATABASE_URL: integrationDatabaseUrl } : {},
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
