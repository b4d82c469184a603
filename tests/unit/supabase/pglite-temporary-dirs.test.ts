// The local server's temporary database folders: one left by a process that is gone (a server
// killed outright never runs its exit hook) is removed by the next start; a running one's stays.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sweepAbandonedDirs } from '../../../supabase/local/pglite-host';

const base = mkdtempSync(join(tmpdir(), 'sweep-'));
afterEach(() => rmSync(base, { recursive: true, force: true }));

it("removes only the folders of processes that have ended, and nobody else's files", () => {
  const ended = spawnSync(process.execPath, ['-e', '0']).pid!;
  const folders = {
    abandoned: `mtindo-pglite-${ended}-a1B2c3`,
    ours: `mtindo-pglite-${process.pid}-d4E5f6`,
    parents: `mtindo-pglite-${process.ppid}-g7H8i9`,
    unrelated: 'mtindo-pglite-data',
    other: `other-${ended}-x`,
  };
  for (const name of Object.values(folders)) mkdirSync(join(base, name, 'pg_wal'), { recursive: true });
  sweepAbandonedDirs(base);
  expect(existsSync(join(base, folders.abandoned))).toBe(false);
  for (const name of [folders.ours, folders.parents, folders.unrelated, folders.other])
    expect(existsSync(join(base, name)), name).toBe(true);
});
