// npm run bench:smoke — every bench:* script of package.json as a smoke run (`-- --smoke`: the
// smallest size, one round, no figure judged; tests/bench/smoke.mjs). It fails when a bench fails,
// or when one ran without saying it was a smoke run (a new bench that ignores --smoke would
// otherwise run at full size in CI). A bench whose file a test:* script runs in full
// (bench:lighthouse, by test:lighthouse) is left to it. The benches run one at a time: beside
// another bench's build, a throttled phone's page did not go quiet within two minutes (CI, twice),
// and a smoke run that fails on load is worse than one that takes longer. Each bench's output is
// kept in .data/bench-smoke/<name>.log and printed when it fails. The browser benches reuse dist/
// when a build is there (npm test builds it first).
// Env: DATABASE_URL, else INTEGRATION_DATABASE_URL (the PostgreSQL server the benches make their
// databases on); with neither, the benches that read one are listed as not run.
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
/** Whether the bench reads a PostgreSQL server from DATABASE_URL. */
const onPostgres = (bench) => readFileSync(fileOf(scripts[bench]), 'utf8').includes('DATABASE_URL');
// npm test hands its PostgreSQL to the integration tests as INTEGRATION_DATABASE_URL (CI's).
const postgresUrl = process.env.DATABASE_URL ?? process.env.INTEGRATION_DATABASE_URL;
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
mkdirSync(LOGS, { recursive: true });

/** Runs `npm run <name> -- --smoke`; resolves to its exit code and output. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name, '--', '--smoke'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Why a bench is not run here: another script runs it in full, or it needs a PostgreSQL server. */
const leftOut = (bench) =>
  testRunning(bench)
    ? `run in full by ${testRunning(bench)}`
    : !postgresUrl && onPostgres(bench)
      ? 'not run: it reads PostgreSQL from DATABASE_URL, and none is set'
      : '';

const results = new Map();
const chosen = benches.filter((bench) => (!only.length || only.includes(bench)) && !leftOut(bench));
const started = performance.now();
for (const name of chosen) {
  const began = performance.now();
  const { code, output } = await run(name);
  const seconds = (performance.now() - began) / 1000;
  writeFileSync(join(LOGS, `${name.replace(':', '-')}.log`), output);
  const problem =
    code !== 0 ? `exited with ${code}` : output.includes(SMOKE_LINE) ? '' : 'ran without --smoke';
  if (problem) console.error(`\n${name} ${problem}. Its output:\n${output}`);
  results.set(name, { seconds, problem });
  console.log(`${name}: ${problem || 'completed'} in ${seconds.toFixed(0)} s`);
}

console.log(
  `\nBenchmarks, smoke runs (the smallest size, one round), in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);
console.log('| bench | seconds | result |');
console.log('| --- | ---: | --- |');
let failed = 0;
for (const name of benches.filter((bench) => !only.length || only.includes(bench))) {
  const result = results.get(name);
  if (result?.problem) failed += 1;
  console.log(
    result
      ? `| ${name} | ${result.seconds.toFixed(0)} | ${result.problem || 'completed'} |`
      : `| ${name} | — | ${leftOut(name)} |`,
  );
}
// The plain closing line CI reads.
console.log(`\n${results.size - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
