// The Row Level Security matrix's staff cells at aal1 and aal2, through the real supabase-js
// client over HTTP: an admin and a manager with a verified TOTP factor are refused every staff
// read and write (and set_user_role) on a password-only session, and allowed once they verify a
// code; staff without a factor keep working at aal1; a shopper with a factor keeps their own rows.
// Each "deny" is checked against the data through the service role.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../support/totp.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

type Staff = 'admin' | 'manager';
type Level = 'aal1' | 'aal2' | 'no factor';

const PASSWORD = 'mfa-matrix-password-1';
const PRODUCT = 'mens-tee-001';

let server: TestServer;
let service: SupabaseClient;
const secrets: Record<string, string> = {};
const ids: Record<string, string> = {};
/** `${staff} ${level}` → a signed-in client at that level. */
const staff: Record<string, SupabaseClient> = {};
let shopper: SupabaseClient;

/** A confirmed user holding `role` (or none), signed in with the password alone: aal1. */
async function user(name: string, role: Staff | null): Promise<SupabaseClient> {
  const email = `${name}@mtindo.test`;
  ids[name] = await server.api.auth.ensureUser({ email, password: PASSWORD, fullName: name });
  if (role)
    await server.api.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [
      ids[name],
      role,
    ]);
  return server.signIn(email, PASSWORD);
}

/** As `user`, with a verified TOTP factor; returns the client that verified it, now aal2. */
async function userWithFactor(name: string, role: Staff | null): Promise<SupabaseClient> {
  const client = await user(name, role);
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
  if (error) throw error;
  secrets[name] = factor.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  if (verified.error) throw verified.error;
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.service();
  for (const role of ['admin', 'manager'] as const) {
    staff[`${role} aal2`] = await userWithFactor(`mfa-${role}`, role);
    // Signed in after the factor was verified: proving a factor ends older aal1 sessions.
    staff[`${role} aal1`] = await server.signIn(`mfa-${role}@mtindo.test`, PASSWORD);
    staff[`${role} no factor`] = await user(`plain-${role}`, role);
  }
  await userWithFactor('mfa-shopper', null);
  shopper = await server.signIn('mfa-shopper@mtindo.test', PASSWORD);
  await service.rpc('subscribe_to_newsletter', { email: 'reader@example.co.ke', source: 'newsletter' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const count = async (table: string) =>
  (await service.from(table).select('*', { count: 'exact', head: true })).count!;

/** Each staff cell: what the actor does, and whether it took effect (judged by the data). */
const cells: Record<string, (client: SupabaseClient, actor: string) => Promise<boolean>> = {
  'read all subscribers': async (client) => {
    const { data } = await client.from('newsletter_subscribers').select('email');
    return (data ?? []).length > 0 && data!.length === (await count('newsletter_subscribers'));
  },
  'read all profiles': async (client) => {
    const { data } = await client.from('profiles').select('id');
    return (data ?? []).length === (await count('profiles'));
  },
  'add a product': async (client, actor) => {
    const slug = `mfa-${actor.replace(/\W+/g, '-')}`;
    await client
      .from('products')
      .insert({ slug, name: `MFA ${actor}`, price: 1000, category: 'men', type: 'shirts' });
    const added = (await service.from('products').select('id').eq('slug', slug)).data!.length === 1;
    await service.from('products').delete().eq('slug', slug);
    return added;
  },
  'update a product': async (client, actor) => {
    const { data: before } = await service.from('products').select('name').eq('slug', PRODUCT).single();
    await client
      .from('products')
      .update({ name: `Renamed by ${actor}` })
      .eq('slug', PRODUCT);
    const { data } = await service.from('products').select('name').eq('slug', PRODUCT).single();
    await service.from('products').update({ name: before!.name }).eq('slug', PRODUCT);
    return data!.name === `Renamed by ${actor}`;
  },
  'delete a product': async (client, actor) => {
    const slug = `doomed-${actor.replace(/\W+/g, '-')}`;
    await service
      .from('products')
      .insert({ slug, name: `Doomed ${actor}`, price: 1000, category: 'men', type: 'shirts' });
    await client.from('products').delete().eq('slug', slug);
    const gone = (await service.from('products').select('id').eq('slug', slug)).data!.length === 0;
    await service.from('products').delete().eq('slug', slug);
    return gone;
  },
};

/** Admin-only cells. */
const adminCells: Record<string, (client: SupabaseClient) => Promise<boolean>> = {
  'read all roles': async (client) => {
    const { data } = await client.from('user_roles').select('user_id');
    return (data ?? []).length === (await count('user_roles'));
  },
  'grant a role with set_user_role': async (client) => {
    await client.rpc('set_user_role', { target: ids['mfa-shopper'], wanted: 'manager', granted: true });
    const { data } = await service.from('user_roles').select('role').eq('user_id', ids['mfa-shopper']!);
    await service.from('user_roles').delete().eq('user_id', ids['mfa-shopper']!);
    return data!.length === 1;
  },
};

const allowedAt = (level: Level) => level !== 'aal1';

describe(`staff powers at aal1 and aal2 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('issues access tokens whose aal and amr say how the session was proven', async () => {
    const aal1 = decodeJwt((await staff['admin aal1']!.auth.getSession()).data.session!.access_token);
    const aal2 = decodeJwt((await staff['admin aal2']!.auth.getSession()).data.session!.access_token);
    expect(aal1.aal).toBe('aal1');
    expect((aal1.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
    expect(aal2.aal).toBe('aal2');
    expect((aal2.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual([
      'password',
      'totp',
    ]);
  });

  for (const role of ['admin', 'manager'] as const)
    for (const level of ['aal1', 'aal2', 'no factor'] as const) {
      const actor = `${role} ${level}`;
      for (const [cell, run] of Object.entries(cells))
        it(`${actor}: ${cell} → ${allowedAt(level) ? 'allow' : 'deny'}`, async () => {
          expect(await run(staff[actor]!, actor)).toBe(allowedAt(level));
        });
      for (const [cell, run] of Object.entries(adminCells)) {
        const expected = role === 'admin' && allowedAt(level);
        it(`${actor}: ${cell} → ${expected ? 'allow' : 'deny'}`, async () => {
          expect(await run(staff[actor]!)).toBe(expected);
        });
      }
    }

  it('tells an aal1 admin that set_user_role needs aal2, and keeps their own role rows readable', async () => {
    const client = staff['admin aal1']!;
    const { error } = await client.rpc('set_user_role', {
      target: ids['mfa-shopper'],
      wanted: 'admin',
      granted: true,
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('AAL2 required for staff actions');
    const { data } = await client.from('user_roles').select('user_id, role');
    expect(data).toEqual([{ user_id: ids['mfa-admin'], role: 'admin' }]);
    expect((await client.from('profiles').select('id')).data).toEqual([{ id: ids['mfa-admin'] }]);
  });

  // After the cells above: verifying a code ends the manager's other aal1 sessions.
  it('lets an aal1 staff member step up with the next code and then use their powers', async () => {
    const client = await server.signIn('mfa-manager@mtindo.test', PASSWORD);
    expect(await cells['read all subscribers']!(client, 'step-up')).toBe(false);
    const { data: factors } = await client.auth.mfa.listFactors();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factors!.totp[0]!.id,
      // The code of the next 30-second step: the current one was spent at enrolment.
      code: totpCode(secrets['mfa-manager']!, 30),
    });
    expect(verified.error).toBeNull();
    expect(await cells['read all subscribers']!(client, 'step-up')).toBe(true);
    expect(await cells['update a product']!(client, 'step-up')).toBe(true);
  });

  it('leaves a shopper with a factor their own rows at aal1', async () => {
    const me = ids['mfa-shopper']!;
    expect((await shopper.from('profiles').select('id')).data).toEqual([{ id: me }]);
    const update = await shopper
      .from('profiles')
      .update({ full_name: 'Shopper Renamed' })
      .eq('id', me)
      .select('full_name');
    expect(update.data).toEqual([{ full_name: 'Shopper Renamed' }]);
    expect((await shopper.from('user_roles').select('role')).data).toEqual([]);
    expect((await shopper.from('newsletter_subscribers').select('email')).data).toEqual([]);
    expect(
      (await shopper.rpc('subscribe_to_newsletter', { email: 'mfa-shopper@example.co.ke' })).error,
    ).toBeNull();
    expect((await shopper.from('products').select('slug').eq('slug', PRODUCT)).data).toEqual([
      { slug: PRODUCT },
    ]);
  });

  it('answers has_role and is_mfa_satisfied by the session level', async () => {
    expect((await staff['admin aal1']!.rpc('has_role', { wanted: 'admin' })).data).toBe(false);
    expect((await staff['admin aal2']!.rpc('has_role', { wanted: 'admin' })).data).toBe(true);
    expect((await staff['admin no factor']!.rpc('has_role', { wanted: 'admin' })).data).toBe(true);
    expect((await staff['admin aal1']!.rpc('is_mfa_satisfied')).data).toBe(false);
    expect((await shopper.rpc('is_mfa_satisfied')).data).toBe(false);
    expect((await server.anon().rpc('is_mfa_satisfied')).data).toBe(true);
  });
});
