// The local Supabase-compatible API on its own, without the site — like the CLI's API on port
// 54321. `npm run supabase` runs it; the backend benchmark starts it in a child process.
// Usage: tsx supabase/local/main.ts [--port N] [--host H] [--memory] [--quiet]
//   --host takes a loopback address only (127.0.0.1 by default, ::1, localhost): anything else is
//   refused, whatever the environment holds (deployment.ts).
//   DATABASE_URL: PostgreSQL instead of PGlite; SUPABASE_DATA_DIR: PGlite's folder.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createLocalSupabase } from './server.ts';
import { dataDirFromEnv } from './paths.ts';
import { exitOnDeploymentError, listenOptions } from './server-options.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    memory: { type: 'boolean' },
    quiet: { type: 'boolean' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 54321);
const host = values.host ?? '127.0.0.1';
// Refused before the database opens, so a refused start touches no data.
const listening = await Promise.resolve()
  .then(() => listenOptions({ command: 'npm run supabase', host, port }))
  .catch(exitOnDeploymentError);
const api = await createLocalSupabase({
  ...listening,
  databaseUrl: process.env.DATABASE_URL,
  dataDir: values.memory || process.env.DATABASE_URL ? undefined : dataDirFromEnv(),
  log: values.quiet ? () => {} : console.log,
});
const server = createServer((req, res) =>
  api.handle(req, res, () => {
    res
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end('{"message":"no Route matched with those values"}');
  }),
);
server.keepAliveTimeout = 60_000;
server.listen(port, host, () => console.log(`Local Supabase API at http://${host}:${port}`));
const stop = async () => {
  server.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
