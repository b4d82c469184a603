// The Row Level Security matrix, through the real supabase-js client over HTTP against the local
// server: every table in public × (visitor, shopper A, shopper B, manager, admin) × (select,
// insert, update, delete), each cell's expected outcome asserted — and checked against the data
// through the service role, so "deny" means nothing changed, not merely that an error came back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';

type Actor = 'visitor' | 'shopperA' | 'shopperB' | 'manager' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** select: which rows the actor sees; writes: whether the change happens. */
type SelectOutcome = 'all' | 'own' | 'none' | 'error';
type WriteOutcome = 'allow' | 'deny';
type Row = Record<Op, SelectOutcome | WriteOutcome> & { select: SelectOutcome };

const ACTORS: Actor[] = ['visitor', 'shopperA', 'shopperB', 'manager', 'admin'];
const staffWrite = (actor: Actor): WriteOutcome =>
  actor === 'manager' || actor === 'admin' ? 'allow' : 'deny';

/** The expected matrix. Writes to profiles target shopper B's row. */
const EXPECTED: Record<string, (actor: Actor) => Row> = {
  products: (a) => ({ select: 'all', insert: staffWrite(a), update: staffWrite(a), delete: staffWrite(a) }),
  user_roles: (a) => ({
    select: a === 'visitor' ? 'error' : a === 'admin' ? 'all' : 'own',
    insert: 'deny',
    update: 'deny',
    delete: 'deny',
  }),
  profiles: (a) => ({
    select: a === 'visitor' ? 'error' : a === 'manager' || a === 'admin' ? 'all' : 'own',
    insert: 'deny',
    update: a === 'shopperB' ? 'allow' : 'deny',
    delete: 'deny',
  }),
  newsletter_subscribers: (a) => ({
    select: a === 'visitor' ? 'error' : a === 'manager' || a === 'admin' ? 'all' : 'none',
    insert: 'deny',
    update: 'deny',
    delete: 'deny',
  }),
};

let server: TestServer;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<Exclude<Actor, 'visitor'>, string>;

const PASSWORD = 'matrix-password-1';
beforeAll(async () => {
  server = await startTestServer();
  service = server.service();
  ids.shopperA = await server.api.auth.ensureUser({
    email: 'a@mtindo.test',
    password: PASSWORD,
    fullName: 'Amina A',
  });
  ids.shopperB = await server.api.auth.ensureUser({
    email: 'b@mtindo.test',
    password: PASSWORD,
    fullName: 'Baraka B',
  });
  clients.visitor = server.anon();
  clients.shopperA = await server.signIn('a@mtindo.test', PASSWORD);
  clients.shopperB = await server.signIn('b@mtindo.test', PASSWORD);
  clients.manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  clients.admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
  ids.manager = (await clients.manager.auth.getUser()).data.user!.id;
  ids.admin = (await clients.admin.auth.getUser()).data.user!.id;
  await service.rpc('subscribe_to_newsletter', { email: 'reader@example.co.ke', source: 'newsletter' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Who owns a row of each table, for the "own" outcome. */
const owner: Record<string, (row: Record<string, unknown>) => unknown> = {
  user_roles: (row) => row.user_id,
  profiles: (row) => row.id,
};

async function checkSelect(table: string, actor: Actor, expected: SelectOutcome) {
  const { data, error } = await clients[actor].from(table).select('*');
  const { data: all } = await service.from(table).select('*');
  if (expected === 'error') {
    expect(error, `${actor} select ${table}`).not.toBeNull();
    return;
  }
  expect(error, `${actor} select ${table}: ${error?.message}`).toBeNull();
  if (expected === 'all') expect(data!.length).toBe(all!.length);
  if (expected === 'none') expect(data).toEqual([]);
  if (expected === 'own') {
    const me = ids[actor as Exclude<Actor, 'visitor'>];
    expect(data!.every((row) => owner[table]!(row) === me)).toBe(true);
    expect(data!.length).toBe(all!.filter((row) => owner[table]!(row) === me).length);
  }
}

/** One write per table and op: what the actor tries, and how to see whether it happened. */
const writes: Record<
  string,
  Record<Exclude<Op, 'select'>, (c: SupabaseClient, actor: Actor) => Promise<boolean>>
> = {
  products: {
    insert: async (c, actor) => {
      const slug = `matrix-${actor.toLowerCase()}`;
      await c
        .from('products')
        .insert({ slug, name: `Matrix ${actor}`, price: 1000, category: 'men', type: 'shirts' });
      return (await service.from('products').select('id').eq('slug', slug)).data!.length === 1;
    },
    update: async (c, actor) => {
      await c
        .from('products')
        .update({ name: `Renamed by ${actor}` })
        .eq('slug', 'mens-tee-001');
      const { data } = await service.from('products').select('name').eq('slug', 'mens-tee-001').single();
      const changed = data!.name === `Renamed by ${actor}`;
      return changed;
    },
    delete: async (c, actor) => {
      const slug = `doomed-${actor.toLowerCase()}`;
      await service
        .from('products')
        .insert({ slug, name: `Doomed ${actor}`, price: 1000, category: 'men', type: 'shirts' });
      await c.from('products').delete().eq('slug', slug);
      return (await service.from('products').select('id').eq('slug', slug)).data!.length === 0;
    },
  },
  user_roles: {
    insert: async (c) => {
      await c.from('user_roles').insert({ user_id: ids.shopperA, role: 'admin' });
      return (await service.from('user_roles').select('role').eq('user_id', ids.shopperA)).data!.length > 0;
    },
    update: async (c) => {
      await c.from('user_roles').update({ role: 'admin' }).eq('user_id', ids.manager);
      return (
        (await service.from('user_roles').select('role').eq('user_id', ids.manager)).data![0]!.role ===
        'admin'
      );
    },
    delete: async (c) => {
      await c.from('user_roles').delete().eq('user_id', ids.manager);
      return (await service.from('user_roles').select('role').eq('user_id', ids.manager)).data!.length === 0;
    },
  },
  profiles: {
    insert: async (c) => {
      const { data: before } = await service.from('profiles').select('id');
      await c.from('profiles').insert({ id: crypto.randomUUID(), full_name: 'Ghost' });
      return (await service.from('profiles').select('id')).data!.length > before!.length;
    },
    update: async (c, actor) => {
      await c
        .from('profiles')
        .update({ full_name: `Set by ${actor}` })
        .eq('id', ids.shopperB);
      const { data } = await service.from('profiles').select('full_name').eq('id', ids.shopperB).single();
      const changed = data!.full_name === `Set by ${actor}`;
      await service.from('profiles').update({ full_name: 'Baraka B' }).eq('id', ids.shopperB);
      return changed;
    },
    delete: async (c) => {
      await c.from('profiles').delete().eq('id', ids.shopperB);
      return (await service.from('profiles').select('id').eq('id', ids.shopperB)).data!.length === 0;
    },
  },
  newsletter_subscribers: {
    insert: async (c, actor) => {
      const email = `${actor.toLowerCase()}@example.co.ke`;
      await c.from('newsletter_subscribers').insert({ email, source: 'newsletter' });
      return (
        (await service.from('newsletter_subscribers').select('id').eq('email', email)).data!.length === 1
      );
    },
    update: async (c) => {
      await c.from('newsletter_subscribers').update({ source: 'popup' }).eq('email', 'reader@example.co.ke');
      const { data } = await service
        .from('newsletter_subscribers')
        .select('source')
        .eq('email', 'reader@example.co.ke')
        .single();
      return data!.source === 'popup';
    },
    delete: async (c) => {
      await c.from('newsletter_subscribers').delete().eq('email', 'reader@example.co.ke');
      return (
        (await service.from('newsletter_subscribers').select('id').eq('email', 'reader@example.co.ke')).data!
          .length === 0
      );
    },
  },
};

describe('Row Level Security matrix (through supabase-js over HTTP)', () => {
  it('covers every table in public', async () => {
    const { rows } = await server.api.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    );
    expect(rows.map((r) => r.relname).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const row of rows) expect(row.relrowsecurity, `RLS on ${row.relname}`).toBe(true);
  });

  for (const table of Object.keys(EXPECTED))
    for (const actor of ACTORS) {
      const expected = EXPECTED[table]!(actor);
      it(`${table}: ${actor} select → ${expected.select}`, () => checkSelect(table, actor, expected.select));
      for (const op of ['insert', 'update', 'delete'] as const)
        it(`${table}: ${actor} ${op} → ${expected[op]}`, async () => {
          const happened = await writes[table]![op](clients[actor], actor);
          expect(happened ? 'allow' : 'deny').toBe(expected[op]);
          // Put back what an allowed write changed, so the next cell starts from the same data.
          if (happened && table === 'products' && op === 'update')
            await service
              .from('products')
              .update({ name: "Men's Kikoi-Stripe Crew Tee" })
              .eq('slug', 'mens-tee-001');
        });
    }
});
