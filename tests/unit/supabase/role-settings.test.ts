import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../supabase/local/database.ts';
import { roleSettingsCache, roleSetupValues, timeoutMs } from '../../../supabase/local/role-settings.ts';

/** pg_roles as the bootstrap leaves it on a Supabase-like database. */
function rolesTable(rows: { role: string; config: string[] | null }[]): Queryable & { reads: number } {
  const table = {
    reads: 0,
    async query<T>() {
      table.reads += 1;
      return { rows: rows as T[], rowCount: rows.length };
    },
  };
  return table;
}

describe('timeoutMs', () => {
  it('reads statement_timeout values as PostgreSQL does', () => {
    expect(timeoutMs('3s')).toBe(3000);
    expect(timeoutMs('8 s')).toBe(8000);
    expect(timeoutMs('250')).toBe(250);
    expect(timeoutMs('250ms')).toBe(250);
    expect(timeoutMs('1min')).toBe(60_000);
    expect(timeoutMs('1.5h')).toBe(5_400_000);
    expect(timeoutMs('0')).toBe(0);
    expect(timeoutMs('')).toBe(0);
    expect(timeoutMs('soon')).toBe(0);
  });
});

describe('roleSettingsCache', () => {
  const supabaseRoles = () =>
    rolesTable([
      { role: 'anon', config: ['statement_timeout=3s'] },
      { role: 'authenticated', config: ['search_path=public', 'statement_timeout=8s'] },
      { role: 'service_role', config: null },
      { role: 'authenticator', config: ['statement_timeout=8s'] },
    ]);

  it("gives each role its own timeout, else the connection role's", async () => {
    const settings = roleSettingsCache(supabaseRoles());
    expect(await settings.forRole('anon')).toEqual({ statementTimeout: '3s', timeoutMs: 3000 });
    expect(await settings.forRole('authenticated')).toEqual({ statementTimeout: '8s', timeoutMs: 8000 });
    expect(await settings.forRole('service_role')).toEqual({ statementTimeout: '8s', timeoutMs: 8000 });
  });

  it('keeps the connection’s setting when no role has one', async () => {
    const settings = roleSettingsCache(rolesTable([]));
    expect(await settings.forRole('anon')).toEqual({ statementTimeout: '', timeoutMs: 0 });
  });

  it('takes overrides in milliseconds, 0 meaning none', async () => {
    const settings = roleSettingsCache(supabaseRoles(), { anon: 200, service_role: 0 });
    expect(await settings.forRole('anon')).toEqual({ statementTimeout: '200ms', timeoutMs: 200 });
    expect(await settings.forRole('service_role')).toEqual({ statementTimeout: '0ms', timeoutMs: 0 });
    expect((await settings.forRole('authenticated')).timeoutMs).toBe(8000);
  });

  it('reads the roles once until invalidated, and refuses other roles', async () => {
    const table = supabaseRoles();
    const settings = roleSettingsCache(table);
    await Promise.all([settings.forRole('anon'), settings.forRole('authenticated')]);
    await settings.forRole('anon');
    expect(table.reads).toBe(1);
    settings.invalidate();
    await settings.forRole('anon');
    expect(table.reads).toBe(2);
    await expect(settings.forRole('postgres' as never)).rejects.toThrow(/Unknown API role/);
  });

  it('makes the role setup’s parameters', async () => {
    const settings = roleSettingsCache(supabaseRoles());
    const values = roleSetupValues(
      {
        role: 'anon',
        claims: { role: 'anon' },
        method: 'GET',
        path: '/products',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      },
      await settings.forRole('anon'),
    );
    expect(values).toEqual([
      'anon',
      '{"role":"anon"}',
      'GET',
      '/products',
      '3s',
      '{"x-forwarded-for":"203.0.113.9"}',
    ]);
  });
});
