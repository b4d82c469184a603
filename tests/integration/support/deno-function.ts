/**
 * Serves an edge function's index.ts under Deno (the npm `deno` binary) on a free port, as
 * Supabase's runtime would run it, for tests that check a function runs there unchanged.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface DenoFunction {
  url: string;
  /** POSTs JSON until the function answers (Deno takes a moment to start), then returns the reply. */
  /** POSTs `body` as JSON, with `headers` (an apikey, a session) besides its content type. */
  post(body: unknown, headers?: Record<string, string>): Promise<unknown>;
  stop(): void;
}

export async function serveUnderDeno(file: URL, env: Record<string, string>): Promise<DenoFunction> {
  // The binary itself, not the launcher (bin.cjs), which runs it as a child of its own that stop()
  // would leave serving after the test. The package's own installer finds it (in its platform
  // package) and puts it beside the launcher, as the launcher does on its first run: npm runs no
  // install scripts for this project (package.json's allowScripts).
  const { runInstall } = createRequire(import.meta.url)('deno/install_api.cjs') as {
    runInstall(): string;
  };
  const deno = runInstall();
  const wrapper = new URL('../fixtures/functions/serve-on-port.ts', import.meta.url).pathname;
  const port = await freePort();
  const child = spawn(deno, ['run', '--allow-net', '--allow-env', '--allow-read', wrapper], {
    env: {
      ...process.env,
      ...env,
      FUNCTION_FILE: file.href,
      FUNCTION_PORT: String(port),
      DENO_NO_UPDATE_CHECK: '1',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async post(body, headers = {}) {
      for (let i = 0; i < 200; i++) {
        const answer = await fetch(`${url}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
          .then((r) => r.json())
          .catch(() => undefined);
        if (answer !== undefined) return answer;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${file.pathname} did not answer under Deno`);
    },
    stop: () => child.kill(),
  };
}
