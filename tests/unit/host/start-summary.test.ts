import { describe, expect, it } from 'vitest';
import {
  buildDone,
  buildFailed,
  displayPath,
  formatDuration,
  localWelcome,
} from '../../../src/host/start-summary';
import { DEMO_ACCOUNTS } from '../../../supabase/local/setup';
import { TEST_CARDS } from '../../../supabase/local/card-gateway';

// The last lines of an Astro build's output, as it writes them to a pipe.
const ASTRO_LOG = `20:40:56 [mtindo:service-worker] sw.js precaches 9 files (215 KB)
20:40:57 [build] 243 page(s) built in 30.83s
20:40:57 [build] Complete!
`;

describe('formatDuration', () => {
  it('says seconds up to two minutes, then minutes and seconds', () => {
    expect(formatDuration(300)).toBe('1 s');
    expect(formatDuration(38_400)).toBe('38 s');
    expect(formatDuration(119_400)).toBe('119 s');
    expect(formatDuration(200_000)).toBe('3 min 20 s');
  });
});

describe('buildDone', () => {
  it('says how long the build took and how many pages it made', () => {
    expect(buildDone(ASTRO_LOG, 38_200)).toBe('done in 38 s (243 pages).');
  });

  it('counts the warnings, which are only in the log', () => {
    const log = `20:40:28 [WARN] [router] a route is shadowed\n20:40:29 [WARN] [vite] a chunk is large\n${ASTRO_LOG}`;
    expect(buildDone(log, 61_000)).toBe('done in 61 s (243 pages, 2 warnings in the log).');
    expect(buildDone(`x [WARN] y\n`, 1_000)).toBe('done in 1 s (1 warning in the log).');
  });
});

describe('buildFailed', () => {
  it('shows the end of the log and where all of it is', () => {
    const log = `${Array.from({ length: 50 }, (_, i) => `line ${i + 1}`).join('\n')}\n\n`;
    const text = buildFailed(log, '.data/logs/build.log', 12_000, 3);
    expect(text).toBe(
      'failed after 12 s. The end of its log (all of it is in .data/logs/build.log):\n\nline 48\nline 49\nline 50\n',
    );
  });
});

describe('displayPath', () => {
  it('is relative inside the working folder and absolute outside it', () => {
    expect(displayPath('/work/main/.data/pglite', '/work/main')).toBe('.data/pglite');
    expect(displayPath('/tmp/pglite', '/work/main')).toBe('/tmp/pglite');
    expect(displayPath('/work/main', '/work/main')).toBe('/work/main');
  });
});

describe('localWelcome', () => {
  const lines = localWelcome({
    origin: 'http://localhost:4321',
    accounts: DEMO_ACCOUNTS,
    paidCard: TEST_CARDS.paid,
  });

  it('lists every demo account the local server creates, with its role and password', () => {
    for (const account of DEMO_ACCOUNTS)
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^ +${account.role ?? 'shopper'} +${account.email} +password ${account.password}$`),
        ),
      );
  });

  it('says where emails and texts land, how to pay, and how to stop', () => {
    expect(lines).toContain('Emails and texts land in the outbox: http://localhost:4321/_local/outbox');
    expect(lines.join('\n')).toContain('card 4084 0840 8408 4081');
    expect(lines.at(-1)).toBe('Press Ctrl+C to stop.');
  });
});
