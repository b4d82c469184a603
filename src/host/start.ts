// `npm start`: builds the site (`npm run build`) with its output in a log file and one line on
// screen, then serves it (serve.ts, which prints where the store runs and how to try it).
// Usage: npm start [-- --verbose] [-- any option of serve.ts]
//   --verbose also shows the build's output as it runs; it always goes to .data/logs/build.log.
//   --dist DIR builds into DIR (astro build --outDir DIR) and serves that, leaving dist/ alone.
// A failed build prints the end of its log and where the log is, and nothing is served.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDone, buildFailed, displayPath } from './start-summary.ts';

const logPath = fileURLToPath(new URL('../../.data/logs/build.log', import.meta.url));
const { values } = parseArgs({
  options: { verbose: { type: 'boolean' }, dist: { type: 'string' } },
  strict: false,
});
// serve.ts reads the other options from the same command line.
process.argv = process.argv.filter((arg) => arg !== '--verbose');

/** Runs `npm run build`, its output in the log file (and on screen with --verbose); its exit code. */
function build(outDir: string | undefined): Promise<number> {
  mkdirSync(dirname(logPath), { recursive: true });
  const log = createWriteStream(logPath);
  // The npm that runs `npm start`, so the build command is package.json's, heap cap included.
  const npm = process.env.npm_execpath;
  const args = ['run', 'build', ...(outDir ? ['--', '--outDir', outDir] : [])];
  const child = npm
    ? spawn(process.execPath, [npm, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    from.pipe(log, { end: false });
    if (values.verbose) from.pipe(to, { end: false });
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => log.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

const shownLog = displayPath(logPath);
process.stdout.write(values.verbose ? 'Building the store…\n' : 'Building the store… ');
const started = Date.now();
const code = await build(typeof values.dist === 'string' ? values.dist : undefined);
const output = readFileSync(logPath, 'utf8');
const took = Date.now() - started;
if (code !== 0) {
  console.log(buildFailed(output, shownLog, took));
  process.exit(code);
}
console.log(values.verbose ? `Building the store… ${buildDone(output, took)}` : buildDone(output, took));
if (!values.verbose)
  console.log(`Its output is in ${shownLog} (npm start -- --verbose shows it as it runs).`);
await import('./serve.ts');
