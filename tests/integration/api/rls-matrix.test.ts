// The Row Level Security matrix, through the real supabase-js client over HTTP against the local
// server: every table in public × (visitor, shopper A — an affiliate, holding the active code
// AMINA —, shopper B, manager, admin) × (select,
// insert, update, delete), each cell's expected outcome asserted — and checked against the data
// through the service role, so "deny" means nothing changed, not merely that an error came back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';

type Actor = 'visitor' | 'shopperA' | 'shopperB' | 'manager' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** select: which rows the actor sees; writes: whether the change happens. */
type SelectOutcome = 'all' | 'own' | 'none' | 'error';
type WriteOutcome = 'allow' | 'deny';
type Row = Record<Op, SelectOutcome | WriteOutcome> & { select: SelectOutcome };

const ACTORS: Actor[] = ['visitor', 'shopperA', 'shopperB', 'manager', 'admin'];
const staffWrite = (actor: Actor): WriteOutcome =>
  actor === 'manager' || actor === 'admin' ? 'allow' : 'deny';

const adminWrite = (actor: Actor): WriteOutcome => (actor === 'admin' ? 'allow' : 'deny');
function orderRow(actor: Actor): Row {
  return {
    select: actor === 'visitor' ? 'error' : actor === 'manager' || actor === 'admin' ? 'all' : 'own',
    insert: 'deny',
    update: 'deny',
    delete: 'deny',
  };
}

/** Staff read all of it; shoppers none. */
const staffRead = (actor: Actor): SelectOutcome =>
  actor === 'manager' || actor === 'admin' ? 'all' : 'none';

/** A table nobody writes through the API; a visitor cannot even read it. */
function lockedRow(actor: Actor, select: SelectOutcome): Row {
  return { select: actor === 'visitor' ? 'error' : select, insert: 'deny', update: 'deny', delete: 'deny' };
}

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
  delivery_zones: (a) => ({
    select: 'all',
    insert: adminWrite(a),
    update: adminWrite(a),
    delete: adminWrite(a),
  }),
  affiliates: (a) => ({
    select: a === 'visitor' ? 'error' : a === 'manager' || a === 'admin' ? 'all' : 'own',
    insert: adminWrite(a),
    update: adminWrite(a),
    delete: adminWrite(a),
  }),
  // Orders, their lines and payments: written by the checkout's functions only, never through the API.
  orders: orderRow,
  order_lines: orderRow,
  payments: orderRow,
  // The admin area's tables: written by their functions only.
  order_events: (a) => lockedRow(a, staffRead(a)),
  affiliate_visits: (a) => lockedRow(a, a === 'shopperA' ? 'own' : staffRead(a)),
  payout_batches: (a) => lockedRow(a, a === 'admin' ? 'all' : 'none'),
  payouts: (a) => lockedRow(a, a === 'admin' ? 'all' : a === 'shopperA' ? 'own' : 'none'),
  payout_lines: (a) => lockedRow(a, a === 'admin' ? 'all' : 'none'),
  storefront_publishes: (a) => lockedRow(a, staffRead(a)),
  storefront_changes: (a) => lockedRow(a, staffRead(a)),
  product_events: (a) => lockedRow(a, staffRead(a)),
  staff_invitations: (a) => lockedRow(a, a === 'admin' ? 'all' : 'none'),
  staff_role_changes: (a) => lockedRow(a, a === 'admin' ? 'all' : 'none'),
  // The checkout's limits: staff read them, an admin changes them; the one row is never added or removed.
  checkout_settings: (a) => ({ ...lockedRow(a, staffRead(a)), update: adminWrite(a) }),
  // Receipts sent per recipient: claim_receipt_send() only; not even readable through the API.
  receipt_sends: (a) => lockedRow(a, 'error'),
  // The words of the products, for the assistant's search: anyone reads them, triggers write them.
  chat_vocabulary: () => ({ select: 'all', insert: 'deny', update: 'deny', delete: 'deny' }),
  // Reviews: written by their functions only (tests/integration/shopper/reviews.test.ts). Who
  // wrote a review is not granted to the API roles, so `select *` is refused to every one of
  // them; the columns a shopper reads are checked there.
  product_reviews: (a) => lockedRow(a, 'error'),
  review_votes: (a) => lockedRow(a, 'error'),
  review_reports: (a) => lockedRow(a, staffRead(a)),
  product_review_summaries: () => ({ select: 'all', insert: 'deny', update: 'deny', delete: 'deny' }),
  // Alerts and the messages owed to shoppers: their functions and the server only.
  shopper_messages: (a) => lockedRow(a, 'error'),
  stock_alerts: (a) => lockedRow(a, 'error'),
  price_drop_notices: (a) => lockedRow(a, 'error'),
  // A shopper's own wishlist: each reads, adds and removes their own; nobody changes a row.
  wishlist_items: (a) => ({
    select: a === 'visitor' ? 'error' : 'own',
    insert: a === 'visitor' ? 'deny' : 'allow',
    update: 'deny',
    delete: a === 'shopperB' ? 'allow' : 'deny',
  }),
};

let server: TestServer;
let service: SupabaseClient;
const clients = {} as Record<Actor, SupabaseClient>;
const ids = {} as Record<Exclude<Actor, 'visitor'>, string>;

const PASSWORD = 'matrix-password-1';
beforeAll(async () => {
  server = await startTestServer();
  await allowManyOrders(server);
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
  const { data: amina } = await service
    .from('affiliates')
    .insert({ code: 'AMINA', user_id: ids.shopperA, status: 'active' })
    .select('id')
    .single();
  affiliateOwners.set(amina!.id, ids.shopperA);
  await clients.visitor.rpc('record_affiliate_visit', { code: 'amina' });
  await service.from('storefront_publishes').insert({ status: 'running', stage: 'Rendering pages' });
  await service
    .from('storefront_changes')
    .insert({ product_slug: 'a-product', product_name: 'A product', action: 'updated' });
  await service.from('product_events').insert({
    product_id: crypto.randomUUID(),
    product_slug: 'a-product',
    product_name: 'A product',
    action: 'updated',
    changes: { price: [1000, 900] },
  });
  await service.rpc('claim_receipt_send', { channel: 'sms', recipient: '+254711000111' });
  // A review by shopper B, marked helpful and reported by shopper A.
  const { data: bracelet } = await service
    .from('products')
    .select('id')
    .eq('slug', 'brass-cuff-bracelet')
    .single();
  const { data: matrixReview, error: reviewError } = await service
    .from('product_reviews')
    .insert({
      product_id: bracelet!.id,
      user_id: ids.shopperB,
      reviewer_name: 'Baraka B.',
      rating: 4,
      title: 'Solid brass',
      body: 'Heavy and well made, as described.',
    })
    .select('id')
    .single();
  if (reviewError) throw reviewError;
  await service.from('review_votes').insert({ review_id: matrixReview.id, user_id: ids.shopperA });
  await service
    .from('review_reports')
    .insert({ review_id: matrixReview.id, user_id: ids.shopperA, reason: 'Matrix report' });
  // A stock alert waiting, a message queued, a price told.
  await service.rpc('request_stock_alert', {
    product_slug: 'amazfit-balance',
    contact: 'matrix@example.co.ke',
  });
  await service
    .from('price_drop_notices')
    .insert({ user_id: ids.shopperA, product_id: bracelet!.id, price_kes: 3000 });
  await service.from('wishlist_items').insert([
    { user_id: ids.shopperA, product_slug: 'brass-cuff-bracelet' },
    { user_id: ids.shopperB, product_slug: 'amazfit-balance' },
  ]);
  await service.from('staff_invitations').insert({
    email: 'invited@example.co.ke',
    role: 'manager',
    token_hash: 'f'.repeat(64),
  });
  // An order of each shopper and of a guest, each with a payment started.
  for (const [client, who] of [
    [clients.shopperA, ids.shopperA],
    [clients.shopperB, ids.shopperB],
    [clients.visitor, null],
  ] as const) {
    const { data, error } = await client.rpc('place_order', {
      request: {
        idempotency_key: crypto.randomUUID(),
        lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
        contact: { name: 'Matrix Shopper', email: 'matrix@example.co.ke', phone: '0712345678' },
        delivery: { zone: 'nairobi', address: 'Ngong Road 1', town: 'Kilimani' },
        payment_method: 'mpesa',
      },
    });
    if (error) throw error;
    orderOwners.set((data as { id: string }).id, who);
    await service.rpc('start_payment', { order_id: (data as { id: string }).id, provider: 'mpesa' });
  }
  // A guest's order through AMINA's link, delivered long enough ago to be paid out in a batch.
  const { data: referred, error: referError } = await clients.visitor.rpc('place_order', {
    request: {
      idempotency_key: crypto.randomUUID(),
      lines: [{ product: 'amazfit-balance', quantity: 1 }],
      contact: { name: 'Referred Shopper', email: 'referred@example.co.ke', phone: '0712345678' },
      delivery: { zone: 'nairobi', address: 'Ngong Road 1', town: 'Kilimani' },
      payment_method: 'mpesa',
      affiliate: { code: 'AMINA' },
    },
  });
  if (referError) throw referError;
  orderOwners.set(referred.id, null);
  await service
    .from('orders')
    .update({ status: 'delivered', paid_at: new Date().toISOString(), delivered_at: '2026-01-05T10:00:00Z' })
    .eq('id', referred.id);
  const batch = await clients.admin.rpc('create_payout_batch', {
    period_end: new Date().toISOString().slice(0, 10),
  });
  if (batch.error) throw batch.error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** The shopper who placed each order (null: a guest). */
const orderOwners = new Map<string, string | null>();
/** The user who holds each affiliate code. */
const affiliateOwners = new Map<string, string | null>();

/** Who owns a row of each table, for the "own" outcome. */
const owner: Record<string, (row: Record<string, unknown>) => unknown> = {
  user_roles: (row) => row.user_id,
  profiles: (row) => row.id,
  affiliates: (row) => row.user_id,
  orders: (row) => row.user_id,
  order_lines: (row) => orderOwners.get(row.order_id as string),
  payments: (row) => orderOwners.get(row.order_id as string),
  affiliate_visits: (row) => affiliateOwners.get(row.affiliate_id as string),
  payouts: (row) => affiliateOwners.get(row.affiliate_id as string),
  wishlist_items: (row) => row.user_id,
};

/** Writes to a table nobody writes through the API: whether any of them changed its rows. */
function lockedTable(
  table: string,
  row: () => Record<string, unknown>,
  change: Record<string, unknown>,
  /** The rows updates and deletes aim at; by default the first order's. */
  match?: () => Promise<[column: string, value: string]>,
): Record<Exclude<Op, 'select'>, (c: SupabaseClient) => Promise<boolean>> {
  const snapshot = async () => JSON.stringify((await service.from(table).select('*')).data);
  const attempt = async (write: () => PromiseLike<unknown>) => {
    const before = await snapshot();
    await write();
    return (await snapshot()) !== before;
  };
  const target = async (): Promise<[string, string]> =>
    match ? match() : ['order_id' in row() ? 'order_id' : 'id', [...orderOwners.keys()][0]!];
  return {
    insert: (c) => attempt(() => c.from(table).insert(row())),
    update: async (c) => {
      const [column, value] = await target();
      return attempt(() => c.from(table).update(change).eq(column, value));
    },
    delete: async (c) => {
      const [column, value] = await target();
      return attempt(() => c.from(table).delete().eq(column, value));
    },
  };
}

/** Admin-only writes to a small table: insert, update and delete a row of the actor's own. */
function adminTable(
  table: string,
  row: (actor: Actor) => Record<string, unknown>,
  key: string,
  change: Record<string, unknown>,
): Record<Exclude<Op, 'select'>, (c: SupabaseClient, actor: Actor) => Promise<boolean>> {
  const exists = async (value: unknown) =>
    (
      await service
        .from(table)
        .select(key)
        .eq(key, value as string)
    ).data!.length === 1;
  return {
    insert: async (c, actor) => {
      const values = row(actor);
      await c.from(table).insert(values);
      const added = await exists(values[key]);
      await service
        .from(table)
        .delete()
        .eq(key, values[key] as string);
      return added;
    },
    update: async (c, actor) => {
      const values = row(actor);
      await service.from(table).insert(values);
      await c
        .from(table)
        .update(change)
        .eq(key, values[key] as string);
      const { data } = await service
        .from(table)
        .select('*')
        .eq(key, values[key] as string)
        .single();
      await service
        .from(table)
        .delete()
        .eq(key, values[key] as string);
      return Object.entries(change).every(
        ([column, value]) => (data as Record<string, unknown>)[column] === value,
      );
    },
    delete: async (c, actor) => {
      const values = row(actor);
      await service.from(table).insert(values);
      await c
        .from(table)
        .delete()
        .eq(key, values[key] as string);
      const gone = !(await exists(values[key]));
      await service
        .from(table)
        .delete()
        .eq(key, values[key] as string);
      return gone;
    },
  };
}

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

writes.delivery_zones = adminTable(
  'delivery_zones',
  (actor) => ({
    id: `matrix-${actor.toLowerCase()}`,
    kind: 'county',
    name: 'Matrix',
    fee_kes: 1,
    days: '1 day',
  }),
  'id',
  { fee_kes: 2 },
);
writes.affiliates = adminTable(
  'affiliates',
  (actor) => ({ code: `MATRIX-${actor.toUpperCase()}`, status: 'pending' }),
  'code',
  { status: 'active' },
);
writes.orders = lockedTable(
  'orders',
  // Rows and changes the table's checks accept, so only the policies can refuse them.
  () => ({
    number: `MT-0000-${Math.random().toString().slice(2, 8)}`,
    idempotency_key: crypto.randomUUID(),
    status: 'paid',
    payment_method: 'mpesa',
    customer_name: 'Forger',
    email: 'forger@example.co.ke',
    phone: '+254712345678',
    delivery_zone: 'nairobi',
    delivery_zone_name: 'Nairobi',
    delivery_days: 'Same or next day',
    subtotal_kes: 1,
    delivery_fee_kes: 0,
    total_kes: 1,
  }),
  { status: 'paid', subtotal_kes: 1, delivery_fee_kes: 0, total_kes: 1 },
);
writes.order_lines = lockedTable(
  'order_lines',
  () => ({
    order_id: [...orderOwners.keys()][0],
    line_no: 9,
    product_slug: 'x',
    product_name: 'x',
    quantity: 1,
    unit_price_kes: 1,
    line_total_kes: 1,
  }),
  { unit_price_kes: 1, quantity: 1, line_total_kes: 1 },
);
writes.payments = lockedTable(
  'payments',
  () => ({ order_id: [...orderOwners.keys()][0], provider: 'mpesa', status: 'paid', amount_kes: 1 }),
  { status: 'paid' },
);

/** The id of the first row of a table, read with the service role. */
const firstId =
  (table: string, column = 'id') =>
  async (): Promise<[string, string]> => {
    const { data } = await service.from(table).select(column).limit(1).single();
    return [column, String((data as unknown as Record<string, unknown>)[column])];
  };
const firstOrderId = () => [...orderOwners.keys()][0]!;
writes.order_events = lockedTable(
  'order_events',
  () => ({ order_id: firstOrderId(), to_status: 'paid', note: 'forged' }),
  { note: 'rewritten' },
);
writes.affiliate_visits = lockedTable(
  'affiliate_visits',
  () => ({ affiliate_id: [...affiliateOwners.keys()][0], day: '2026-01-01', visits: 999 }),
  { visits: 999 },
  firstId('affiliate_visits', 'affiliate_id'),
);
writes.payout_batches = lockedTable(
  'payout_batches',
  () => ({ period_end: '2026-01-31' }),
  { period_end: '2026-02-28' },
  firstId('payout_batches'),
);
writes.payouts = lockedTable(
  'payouts',
  () => ({
    batch_id: crypto.randomUUID(),
    affiliate_id: [...affiliateOwners.keys()][0],
    affiliate_code: 'AMINA',
    amount_kes: 5000,
  }),
  { status: 'paid', reference: 'FORGED123' },
  firstId('payouts'),
);
writes.payout_lines = lockedTable(
  'payout_lines',
  () => ({ payout_id: crypto.randomUUID(), order_id: firstOrderId(), kind: 'earn', amount_kes: 5000 }),
  { amount_kes: 9999 },
  firstId('payout_lines', 'order_id'),
);
writes.storefront_publishes = lockedTable(
  'storefront_publishes',
  () => ({ status: 'running', stage: 'Forged' }),
  { stage: 'Forged' },
  firstId('storefront_publishes'),
);

writes.chat_vocabulary = lockedTable(
  'chat_vocabulary',
  () => ({ word: 'forgedword', products: 1 }),
  { products: 999 },
  firstId('chat_vocabulary', 'word'),
);

writes.storefront_changes = lockedTable(
  'storefront_changes',
  () => ({ product_slug: 'forged', product_name: 'Forged', action: 'deleted' }),
  { product_name: 'Forged' },
  firstId('storefront_changes'),
);

writes.product_events = lockedTable(
  'product_events',
  () => ({
    product_id: crypto.randomUUID(),
    product_slug: 'forged',
    product_name: 'Forged',
    action: 'deleted',
  }),
  { actor_email: 'someone-else@mtindo.test' },
  firstId('product_events'),
);

writes.staff_invitations = lockedTable(
  'staff_invitations',
  () => ({ email: 'forged@example.co.ke', role: 'admin', token_hash: 'e'.repeat(64) }),
  { role: 'admin', expires_at: '2999-01-01T00:00:00Z' },
  firstId('staff_invitations'),
);
writes.checkout_settings = {
  ...lockedTable('checkout_settings', () => ({ id: true }), {}, firstId('checkout_settings')),
  update: async (c) => {
    const read = async () =>
      (await service.from('checkout_settings').select('orders_per_address').single()).data!
        .orders_per_address as number;
    const before = await read();
    await c
      .from('checkout_settings')
      .update({ orders_per_address: before + 1 })
      .eq('id', true);
    const changed = (await read()) !== before;
    await service.from('checkout_settings').update({ orders_per_address: before }).eq('id', true);
    return changed;
  },
};
writes.receipt_sends = lockedTable(
  'receipt_sends',
  () => ({ channel: 'sms', recipient: '+254700000000' }),
  { recipient: '+254799999999' },
  firstId('receipt_sends'),
);
writes.staff_role_changes = lockedTable(
  'staff_role_changes',
  () => ({ email: 'forged@example.co.ke', role: 'admin', granted: true }),
  { granted: false },
  firstId('staff_role_changes'),
);

/** Wishlists: each actor adds to their own; updates and deletes aim at shopper B's row. */
const wishlistOf = async (userId: string | undefined) =>
  (
    await service
      .from('wishlist_items')
      .select('product_slug')
      .eq('user_id', userId ?? NO_USER)
  ).data!;
const NO_USER = '00000000-0000-4000-8000-000000000000';
writes.wishlist_items = {
  insert: async (c, actor) => {
    const me = actor === 'visitor' ? undefined : ids[actor];
    const before = (await service.from('wishlist_items').select('*')).data!.length;
    await c.from('wishlist_items').insert({ product_slug: 'mens-tee-001' });
    const added = (await service.from('wishlist_items').select('*')).data!.length > before;
    if (me)
      await service.from('wishlist_items').delete().eq('user_id', me).eq('product_slug', 'mens-tee-001');
    return added;
  },
  update: async (c) => {
    const before = JSON.stringify(await wishlistOf(ids.shopperB));
    await c.from('wishlist_items').update({ product_slug: 'mens-tee-001' }).eq('user_id', ids.shopperB);
    return JSON.stringify(await wishlistOf(ids.shopperB)) !== before;
  },
  delete: async (c) => {
    await c.from('wishlist_items').delete().eq('user_id', ids.shopperB);
    const gone = (await wishlistOf(ids.shopperB)).length === 0;
    if (gone)
      await service.from('wishlist_items').insert({ user_id: ids.shopperB, product_slug: 'amazfit-balance' });
    return gone;
  },
};

writes.product_reviews = lockedTable(
  'product_reviews',
  () => ({
    product_id: crypto.randomUUID(),
    user_id: ids.shopperA,
    reviewer_name: 'Forged',
    rating: 5,
    title: 'Forged',
    body: 'A forged review of nothing at all.',
  }),
  { rating: 1, hidden_at: null, hidden_reason: null },
  firstId('product_reviews'),
);
writes.review_votes = lockedTable(
  'review_votes',
  () => ({ review_id: crypto.randomUUID(), user_id: ids.shopperB }),
  { user_id: ids.shopperB },
  firstId('review_votes', 'review_id'),
);
writes.review_reports = lockedTable(
  'review_reports',
  () => ({ review_id: crypto.randomUUID(), user_id: ids.shopperB, reason: 'Forged report' }),
  { reason: 'Changed' },
  firstId('review_reports', 'review_id'),
);
writes.product_review_summaries = lockedTable(
  'product_review_summaries',
  () => ({
    product_id: crypto.randomUUID(),
    product_slug: 'forged',
    average: 5,
    total: 99,
    stars: [0, 0, 0, 0, 99],
    fits: [0, 0, 0],
    highlights: [],
  }),
  { average: 5, total: 99 },
  firstId('product_review_summaries', 'product_id'),
);

writes.shopper_messages = lockedTable(
  'shopper_messages',
  () => ({
    kind: 'price_drop',
    channel: 'email',
    recipient: 'forged@example.co.ke',
    subject: 'Forged',
    body: 'Forged',
    dedupe_key: `forged-${crypto.randomUUID()}`,
  }),
  { recipient: 'attacker@example.co.ke' },
  firstId('shopper_messages'),
);
writes.stock_alerts = lockedTable(
  'stock_alerts',
  () => ({ product_id: crypto.randomUUID(), channel: 'email', recipient: 'forged@example.co.ke' }),
  { confirmed_at: new Date().toISOString() },
  firstId('stock_alerts'),
);
writes.price_drop_notices = lockedTable(
  'price_drop_notices',
  () => ({ user_id: ids.shopperA, product_id: crypto.randomUUID(), price_kes: 1 }),
  { price_kes: 1 },
  firstId('price_drop_notices', 'user_id'),
);

describe('Row Level Security matrix (through supabase-js over HTTP)', () => {
  it('covers every table in public', async () => {
    const { rows } = await server.api.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    );
    expect(rows.map((r) => r.relname).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const row of rows) expect(row.relrowsecurity, `RLS on ${row.relname}`).toBe(true);
  });

  it('keeps the private schema (affiliate visitor hashes and salts) out of every API role', async () => {
    const { rows } = await server.api.db.query<{ role: string; usable: boolean; tables: string[] }>(
      `select role, has_schema_privilege(role, 'private', 'USAGE') as usable,
              array(select relname::text from pg_class
                    where relnamespace = 'private'::regnamespace and relkind = 'r' and not relrowsecurity) as tables
       from unnest(array['anon', 'authenticated', 'service_role']) as role`,
    );
    for (const row of rows) expect(row, row.role).toMatchObject({ usable: false, tables: [] });
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

describe("views read with the caller's rights (security_invoker)", () => {
  it('covers every view in public', async () => {
    const { rows } = await server.api.db.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v'`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['order_exports']);
  });

  for (const actor of ACTORS)
    it(`order_exports: ${actor} sees the orders they may read, and writes nothing`, async () => {
      const exported = await clients[actor].from('order_exports').select('id');
      const orders = await clients[actor].from('orders').select('id');
      if (actor === 'visitor') expect(exported.error).not.toBeNull();
      else expect(exported.data!.map((r) => r.id).sort()).toEqual(orders.data!.map((r) => r.id).sort());
      const write = await clients[actor].from('order_exports').update({ status: 'paid' }).neq('id', '');
      expect(write.error).not.toBeNull();
    });
});
