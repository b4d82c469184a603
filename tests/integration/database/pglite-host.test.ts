// PGlite in its worker: "in memory" is a temporary folder removed on close, so that the database
// survives the worker being ended; a data folder of one's own is kept, and what was committed in
// it survives a statement cut off at its timeout.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGliteHost } from '../../../supabase/local/pglite-host.ts';
import { ROLE_SETUP_SQL } from '../../../supabase/local/role-query.ts';

describe.skipIf(Boolean(process.env.DATABASE_URL))('the PGlite host', () => {
  it('keeps an in-memory database in a temporary folder until close, across a cut', async () => {
    const host = await PGliteHost.open({ roleSetupSql: ROLE_SETUP_SQL });
    try {
      expect(existsSync(host.dataDir)).toBe(true);
      await host.run({ op: 'exec', sql: 'create table kept (n int); insert into kept values (1);' });
      await expect(host.run({ op: 'query', sql: 'select pg_sleep(5)' }, 200)).rejects.toMatchObject({
        code: '57014',
      });
      expect(host.generation).toBe(2);
      expect((await host.run({ op: 'query', sql: 'select n from kept' })).rows).toEqual([{ n: 1 }]);
    } finally {
      await host.close();
    }
    expect(existsSync(host.dataDir)).toBe(false);
  }, 120_000);

  it('keeps a data folder of its own, with what was committed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mtindo-host-test-'));
    try {
      const first = await PGliteHost.open({ dataDir, roleSetupSql: ROLE_SETUP_SQL });
      await first.run({ op: 'exec', sql: 'create table kept (n int); insert into kept values (1);' });
      await first.run({ op: 'begin' });
      await first.run({ op: 'query', sql: 'insert into kept values (2)' });
      await expect(first.run({ op: 'query', sql: 'select pg_sleep(5)' }, 200)).rejects.toMatchObject({
        code: '57014',
      });
      await first.close();
      expect(existsSync(dataDir)).toBe(true);
      const second = await PGliteHost.open({ dataDir, roleSetupSql: ROLE_SETUP_SQL });
      expect((await second.run({ op: 'query', sql: 'select n from kept order by n' })).rows).toEqual([
        { n: 1 },
      ]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
