// Preloaded into `astro build` by the publish bench (`node --import ./tests/bench/build-probe.mjs`):
// notes the time of each line of the build's output that starts or ends a stage (Astro's own log
// lines and the catalogue loader's), and at exit the process's peak memory and CPU time, into the
// JSON file that BENCH_BUILD_PROBE names. It watches the build; it changes nothing in it (not its IPC channel).
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_BUILD_PROBE;

/** The lines that mark a stage, by name. */
const MARKS = {
  catalogue: /reading the products table/,
  catalogueRead: /read \d+ products from the products table/,
  sync: /\[content\] Syncing content/,
  synced: /\[content\] Synced content/,
  vite: /Building static entrypoints/,
  render: /generating static routes/,
  completed: /✓ Completed in/,
  searchIndex: /\[mtindo:pagefind\] search index: .* in (\d+) ms/,
  built: /page\(s\) built in/,
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

if (file) {
  /** @type {{ mark: string, at: number, value?: number }[]} */
  const marks = [];
  const note = (text) => {
    for (const line of text.replace(ANSI, '').split('\n'))
      for (const [mark, pattern] of Object.entries(MARKS)) {
        const found = pattern.exec(line);
        if (found) marks.push({ mark, at: Date.now(), ...(found[1] ? { value: Number(found[1]) } : {}) });
      }
  };
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      note(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return write(chunk, ...rest);
    };
  }
  process.on('exit', (code) => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({
        started: Math.round(performance.timeOrigin),
        exited: Date.now(),
        code,
        maxRssKb: maxRSS,
        cpuSeconds: (userCPUTime + systemCPUTime) / 1e6,
        marks,
      }),
    );
  });
}
