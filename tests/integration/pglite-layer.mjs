// npm run test:integration:pglite — PGlite's own layer on PGlite, after an integration run on
// PostgreSQL (INTEGRATION_DATABASE_URL or DATABASE_URL, as CI's): its host (a data folder, an
// in-memory database, a restart), its statement timeouts and cancelling, and the template copies
// every PGlite test file starts from. The browser tests run every flow on PGlite besides. Without a
// PostgreSQL URL the integration run was on PGlite, these files included, and this says so.
import { spawnSync } from 'node:child_process';

const FILES = [
  'tests/integration/database/pglite-host.test.ts',
  'tests/integration/database/statement-timeouts.test.ts',
  'tests/integration/database/template-copies.test.ts',
  'tests/integration/api/slow-query.test.ts',
  'tests/integration/api/restart.test.ts',
];

const { INTEGRATION_DATABASE_URL, DATABASE_URL, ...env } = process.env;
if (!INTEGRATION_DATABASE_URL && !DATABASE_URL) {
  console.log('The integration tests ran on PGlite: its own layer with them.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', '--no-isolate', ...FILES], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
