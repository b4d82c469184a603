// A shopper cannot make themself staff: not by writing user_roles, not through their user
// metadata, and not through any function the API exposes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { getStaffRole } from '../../../src/lib/supabase/roles.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
let shopper: SupabaseClient;
let shopperId: string;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  shopperId = (await shopper.auth.getUser()).data.user!.id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function rolesOfShopper() {
  const { data } = await server.service().from('user_roles').select('role').eq('user_id', shopperId);
  return data!.map((r) => r.role);
}

describe('a shopper cannot become staff', () => {
  it('not by inserting or upserting into user_roles', async () => {
    const insert = await shopper.from('user_roles').insert({ user_id: shopperId, role: 'admin' });
    expect(insert.error?.code).toBe('42501');
    const upsert = await shopper.from('user_roles').upsert({ user_id: shopperId, role: 'admin' });
    expect(upsert.error).not.toBeNull();
    expect(await rolesOfShopper()).toEqual([]);
    expect(await getStaffRole(shopperId, shopper)).toBeNull();
  });

  it('not through user metadata', async () => {
    const { error } = await shopper.auth.updateUser({
      data: { role: 'admin', app_role: 'admin', roles: ['admin'] },
    });
    expect(error).toBeNull();
    const { data } = await shopper.auth.refreshSession();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims.role).toBe('authenticated');
    expect((claims.app_metadata as Record<string, unknown>).role).toBeUndefined();
    expect(await getStaffRole(shopperId, shopper)).toBeNull();
    const write = await shopper.from('products').update({ price: 1 }).eq('slug', 'mens-tee-001').select();
    expect(write.data ?? []).toEqual([]);
  });

  it('not through set_user_role', async () => {
    const { error } = await shopper.rpc('set_user_role', {
      target: shopperId,
      wanted: 'admin',
      granted: true,
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Only an admin can change staff roles');
    expect(await rolesOfShopper()).toEqual([]);
  });

  it('not through any other function the API exposes', async () => {
    const { rows } = await server.api.db.query<{ proname: string; args: string[] | null }>(
      `select p.proname, p.proargnames as args from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const guesses: Record<string, unknown> = {
      target: shopperId,
      wanted: 'admin',
      granted: true,
      user_id: shopperId,
      role: 'admin',
      email: 'shopper@mtindo.test',
      source: 'newsletter',
    };
    for (const { proname, args } of rows) {
      const body = Object.fromEntries((args ?? []).map((name) => [name, guesses[name] ?? 'admin']));
      await shopper.rpc(proname, body);
      expect(await rolesOfShopper(), `after rpc ${proname}`).toEqual([]);
    }
  });

  it('while an admin can grant and revoke through set_user_role', async () => {
    const admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
    expect(
      (await admin.rpc('set_user_role', { target: shopperId, wanted: 'manager', granted: true })).error,
    ).toBeNull();
    expect(await getStaffRole(shopperId, shopper)).toBe('manager');
    expect(
      (await admin.rpc('set_user_role', { target: shopperId, wanted: 'manager', granted: false })).error,
    ).toBeNull();
    expect(await getStaffRole(shopperId, shopper)).toBeNull();
  });
});
