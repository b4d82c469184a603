// PGlite in its worker: "in memory" is a temporary folder removed on close, so that the database
// survives the worker being ended; a data folder of one's own is kept, and what was committed in
// it survives a statement cut off at its timeout. Temporary databases start as copies of one empty
// cluster, and what one of them holds never reaches another.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

  it('starts each in-memory database empty, from a copy of one cluster that nothing writes to', async () => {
    const first = await PGliteHost.open({ roleSetupSql: ROLE_SETUP_SQL });
    const second = await PGliteHost.open({ roleSetupSql: ROLE_SETUP_SQL });
    try {
      await first.run({ op: 'exec', sql: 'create table only_in_first (n int)' });
      const tables = "select count(*)::int as n from pg_tables where tablename = 'only_in_first'";
      expect((await second.run({ op: 'query', sql: tables })).rows).toEqual([{ n: 0 }]);
      const clusters = readdirSync(dirname(first.dataDir)).filter((name) =>
        name.startsWith('mtindo-cluster-'),
      );
      expect(clusters).toHaveLength(1);
      const third = await PGliteHost.open({ roleSetupSql: ROLE_SETUP_SQL });
      expect((await third.run({ op: 'query', sql: tables })).rows).toEqual([{ n: 0 }]);
      await third.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
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
