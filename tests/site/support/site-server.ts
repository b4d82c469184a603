/**
 * Vitest global setup of the `site` tests: the one-process server `npm start` runs (the built site
 * and the local Supabase-compatible API on one origin, its data in memory), started once on the
 * build in DIST and stopped at the end. Test files read its origin with `inject('siteOrigin')`.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { DIST } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site server of this run answers, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
  }
}

/** How long the server may take to start: PGlite, migrations and seed on a loaded machine. */
const START_TIMEOUT_MS = 90_000;

/** A port no one listens on now, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Its own data in memory, whatever database the shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/serve.ts', '--memory', '--dist', DIST, '--port', String(await freePort())],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The site server did not start: ${output}`)),
      START_TIMEOUT_MS,
    );
    const collect = (chunk: Buffer) => {
      output += chunk;
      const found = /running at (\S+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site server exited (${code}): ${output}`));
    });
  });
  project.provide('siteOrigin', origin);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
