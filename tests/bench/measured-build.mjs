// The build that npm run bench:catalogue times: `astro build` run in this process through Astro's
// programmatic API, into the output folder and with the cache folder given (so it neither
// overwrites dist/ nor shares the content and dependency caches in node_modules/.astro and
// node_modules/.vite), then one JSON line on stdout: the peak resident memory of this process
// (getrusage maxrss) and that of each child process still running at the end (esbuild's
// service), read from /proc.
// Usage: node tests/bench/measured-build.mjs <outDir> <cacheDir>
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'astro';

const [outDir, cacheDir] = process.argv.slice(2);
if (!outDir || !cacheDir) throw new Error('Usage: measured-build.mjs <outDir> <cacheDir>');

await build({
  outDir: resolve(outDir),
  cacheDir: resolve(cacheDir),
  vite: { cacheDir: resolve(cacheDir, 'vite') },
});

/** Peak resident memory in bytes (VmHWM) of each process this one started that is still alive. */
function childPeaks() {
  try {
    const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
    return children.map((pid) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    });
  } catch {
    return [];
  }
}

console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024, childMaxRss: childPeaks() }));
process.exit(0);
