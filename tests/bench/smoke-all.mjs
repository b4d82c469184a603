// npm run bench:smoke — every bench:* script of package.json, one after another, as a smoke run
// (`-- --smoke`: the smallest size, one round, no figure judged; tests/bench/smoke.mjs). It fails
// when a bench fails, or when one ran without saying it was a smoke run (a new bench that ignores
// --smoke would otherwise run at full size in CI). A bench whose file a test:* script runs in full
// (bench:lighthouse, by test:lighthouse) is left to it. Each bench's output is kept in
// .data/bench-smoke/<name>.log and printed when it fails. The browser benches reuse dist/ when a
// build is there (npm test builds it first), so run it after `npm run build`.
// Env: DATABASE_URL (the PostgreSQL server the PostgreSQL benches make their databases on).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMOKE_LINE } from './smoke.mjs';

const LOGS = '.data/bench-smoke';
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:smoke');
/** The bench's own file, as its script names it. */
const fileOf = (script) => /tests\/bench\/[\w-]+\.(?:ts|mjs)/.exec(script)?.[0];
/** The test:* script that runs the same file as `bench` over every size it has (test:lighthouse), if any. */
const testRunning = (bench) =>
  Object.keys(scripts).find(
    (name) => name.startsWith('test:') && fileOf(scripts[name]) === fileOf(scripts[bench]),
  );
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
mkdirSync(LOGS, { recursive: true });

/** Runs `npm run <name> -- --smoke`; resolves to its exit code and output. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name, '--', '--smoke'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const rows = [];
let failed = 0;
for (const name of benches.filter((bench) => !only.length || only.includes(bench))) {
  const covered = testRunning(name);
  if (covered) {
    rows.push(`| ${name} | — | run in full by ${covered} |`);
    continue;
  }
  const started = performance.now();
  const { code, output } = await run(name);
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(join(LOGS, `${name.replace(':', '-')}.log`), output);
  const problem =
    code !== 0 ? `exited with ${code}` : output.includes(SMOKE_LINE) ? '' : 'ran without --smoke';
  if (problem) {
    failed += 1;
    console.error(`\n${name} ${problem}. Its output:\n${output}`);
  }
  rows.push(`| ${name} | ${seconds.toFixed(0)} | ${problem || 'completed'} |`);
  console.log(`${name}: ${problem || 'completed'} in ${seconds.toFixed(0)} s`);
}

console.log('\nBenchmarks, smoke runs (the smallest size, one round)\n');
console.log('| bench | seconds | result |');
console.log('| --- | ---: | --- |');
for (const row of rows) console.log(row);
// The plain closing line CI reads.
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
