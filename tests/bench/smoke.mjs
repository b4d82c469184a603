// A benchmark's smoke run: `npm run bench:X -- --smoke` runs it at its smallest size, one round,
// and judges no figure, so that a benchmark that can no longer complete fails CI instead of rotting
// (`npm run bench:smoke` runs every bench:* script so, and CI runs that). A bench reads each size
// and count through benchSetting(), and the run says it is a smoke run in its first line, which the
// runner looks for: a bench:* script that ignores --smoke fails the run.

/** Whether this is a smoke run. */
export const SMOKE = process.argv.includes('--smoke');

/** The line a smoke run prints first. */
export const SMOKE_LINE = 'Smoke run: the smallest size, one round; no figure is judged.';

if (SMOKE) console.log(SMOKE_LINE);

/**
 * The setting `name` from the environment when set, else `smoke` on a smoke run, else `full`.
 * @param {string} name
 * @param {string | number} full
 * @param {string | number} smoke
 * @returns {string}
 * @example const RUNS = Number(benchSetting('BENCH_RUNS', 5, 1));
 */
export function benchSetting(name, full, smoke) {
  return process.env[name] ?? String(SMOKE ? smoke : full);
}
