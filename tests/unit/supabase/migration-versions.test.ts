// The migrations as the Supabase CLI orders them: `supabase migration new` names a file by the UTC
// time it is made, and `supabase db push` refuses a local migration that sorts before one the
// project already has. A file dated in the future would sort after every migration written until
// then, and one added behind an older-dated file would be refused by a project that applied it.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../../../supabase/local/setup.ts';

const migrationsDir = new URL('../../../supabase/migrations/', import.meta.url);

/** A migration version (YYYYMMDDHHMMSS, UTC) as a time, or undefined when it is not a real one. */
function versionTime(version: string): number | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as number[];
  const time = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return real ? time : undefined;
}

const versions = migrationFiles().map((file) => ({ file, version: file.split('_')[0]! }));

/** When git history is at hand: each migration's version and the time of the commit that added it. */
function additionOrder(): { version: string; added: number }[] | undefined {
  let log: string;
  try {
    log = execFileSync(
      'git',
      ['log', '--reverse', '--no-renames', '--diff-filter=A', '--format=@%ct', '--name-only', '--', '.'],
      { cwd: migrationsDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    return undefined;
  }
  const added = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1));
    else if (line.trim()) added.set(line.trim().split('/').pop()!, time);
  }
  const present = versions.filter(({ file }) => added.has(file));
  if (present.length === 0) return undefined;
  return present.map(({ file, version }) => ({ version, added: added.get(file)! }));
}

describe('migration versions', () => {
  it('are real UTC timestamps, each used once', () => {
    for (const { file, version } of versions) expect(versionTime(version), file).toBeDefined();
    expect(new Set(versions.map(({ version }) => version)).size).toBe(versions.length);
  });

  it('are none of them dated in the future', () => {
    const now = Date.now();
    const ahead = versions.filter(({ version }) => versionTime(version)! > now).map(({ file }) => file);
    expect(ahead, 'migrations dated after now: rename them to the time they were written').toEqual([]);
  });

  it('sort in the order they were added, so a project that applied the older ones can push the newer', () => {
    const history = additionOrder();
    // A copy without git history (an unpacked archive) has no order of addition to compare.
    if (!history) return;
    const byAddition = [...history].sort((a, b) => a.added - b.added || a.version.localeCompare(b.version));
    const behind = byAddition.filter((entry, index) =>
      byAddition
        .slice(0, index)
        .some((earlier) => earlier.added < entry.added && earlier.version > entry.version),
    );
    expect(
      behind.map(({ version }) => version),
      'migrations added after a later-dated one',
    ).toEqual([]);
  });
});
