// Who may call each function the API exposes, through supabase-js over HTTP: every function in
// public × (visitor, shopper A — an affiliate —, shopper B, manager, admin). A call is refused
// when PostgREST or the function says "permission denied" (42501); any other answer, a result
// or a refusal of its arguments, means the caller got in. Allowed calls carry arguments the
// function turns down after its permission check, so the matrix changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';

type Actor = 'visitor' | 'shopperA' | 'shopperB' | 'manager' | 'admin';
type Who = 'anyone' | 'signed-in' | 'staff' | 'admin' | 'server';

const ACTORS: Actor[] = ['visitor', 'shopperA', 'shopperB', 'manager', 'admin'];
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Who may call each function, and the arguments the matrix calls it with. */
const FUNCTIONS: Record<string, [Who, Record<string, unknown>]> = {
  // Anyone: the catalogue, the checkout, following an order, counting a visit, small helpers.
  affiliate_code_changes_allowed: ['anyone', {}],
  affiliate_minimum_payout_kes: ['anyone', {}],
  affiliate_return_days: ['anyone', {}],
  chat_document: [
    'anyone',
    { name: 'x', brand: null, tags: [], type: 'tees', category: 'men', colors: [], material: null },
  ],
  chat_fits: ['anyone', { p: null }],
  chat_has_colour: ['anyone', { p: null, wanted_colour: 'red' }],
  chat_search_products: ['anyone', { query_words: ['dress'] }],
  chat_word_score: ['anyone', { word: 'dress', doc: 'dress' }],
  chat_word_variants: ['anyone', { word: 'dresses' }],
  chat_words: ['anyone', { doc: 'silk evening gown' }],
  colour_families: ['anyone', { colors: [{ name: 'Blush', hex: '#e8b4b8' }] }],
  colour_family: ['anyone', { hex: '#e8b4b8' }],
  csv_text: ['anyone', { value: '=1' }],
  discounted_price: ['anyone', { price: 100, discount: 10 }],
  has_role: ['anyone', { wanted: 'admin' }],
  is_kenyan_mobile: ['anyone', { phone: '+254712345678' }],
  is_mfa_satisfied: ['anyone', {}],
  is_sale: ['anyone', { status: 'paid' }],
  ksh: ['anyone', { amount: 3750 }],
  mpesa_prompt_lifetime: ['anyone', {}],
  mpesa_prompts_per_phone_hour: ['anyone', {}],
  normalise_phone: ['anyone', { typed: '0712345678' }],
  open_staff_invitation: ['anyone', { token: 'x' }],
  order_by_key: ['anyone', { key: 'x' }],
  order_next_statuses: ['anyone', { current_status: 'paid', method: 'mpesa' }],
  payment_hold: ['anyone', {}],
  payment_hold_limit: ['anyone', {}],
  payment_method_label: ['anyone', { method: 'mpesa' }],
  payment_starts_per_order_hour: ['anyone', {}],
  place_order: ['anyone', { request: {} }],
  product_reviews_page: ['anyone', { product_slug: 'no-such-product' }],
  request_stock_alert: ['anyone', { product_slug: 'no-such-product', contact: 'x' }],
  confirm_stock_alert: ['anyone', { token: 'x' }],
  stop_shopper_messages: ['anyone', { token: 'x' }],
  record_affiliate_visit: ['anyone', { code: 'NO-SUCH-CODE' }],
  subscribe_to_newsletter: ['anyone', { email: 'not an address', source: 'newsletter' }],
  // A signed-in shopper: their own affiliate membership.
  accept_staff_invitation: ['signed-in', { token: 'x' }],
  apply_affiliate: ['signed-in', { code: '!', payout_phone: 'x' }],
  my_affiliate: ['signed-in', {}],
  // A signed-in shopper: their own wishlist, and reviewing what was delivered to them.
  add_to_wishlist: ['signed-in', { product_slugs: [] }],
  my_wishlist: ['signed-in', {}],
  reviewable_products: ['signed-in', {}],
  submit_review: ['signed-in', { product_slug: 'no-such-product', rating: 5, title: 'x', body: 'x' }],
  mark_review_helpful: ['signed-in', { review: NOBODY }],
  report_review: ['signed-in', { review: NOBODY, reason: 'x' }],
  // Staff (admin or manager): orders and the overview.
  admin_activity: ['staff', { max_items: 1 }],
  admin_overview: ['staff', { days: 7 }],
  admin_reviews: ['staff', { max_rows: 1 }],
  restock_waits: ['staff', {}],
  moderate_review: ['staff', { review: NOBODY, shown: true }],
  reply_to_review: ['staff', { review: NOBODY, reply: '' }],
  confirm_order_by_phone: ['staff', { target: NOBODY, note: '' }],
  record_payment_refund: ['staff', { payment_id: NOBODY, reference: 'x' }],
  set_order_status: ['staff', { target: NOBODY, next_status: 'paid', note: 'x' }],
  // Admins: roles, affiliates' reviews and commission, payouts.
  affiliate_commission_report: ['admin', { period_start: '2026-01-01', period_end: '2026-01-31' }],
  create_payout_batch: ['admin', { period_end: '2999-01-01' }],
  invite_staff: ['admin', { email: 'not an address', wanted: 'manager' }],
  mark_payout_paid: ['admin', { payout_id: NOBODY, reference: '!' }],
  review_affiliate: ['admin', { target: NOBODY, next_status: 'active' }],
  revoke_staff_invitation: ['admin', { invitation_id: NOBODY }],
  set_staff_role: ['admin', { email: 'nobody@example.invalid', wanted: 'manager', granted: true }],
  set_user_role: ['admin', { target: NOBODY, wanted: 'manager', granted: false }],
  staff_members: ['admin', {}],
  // The server's own (edge functions with the service role): payments, expiry, payouts.
  attach_payment_request: ['server', { payment_id: NOBODY, checkout_request_id: 'x' }],
  refresh_review_summary: ['server', { target: NOBODY }],
  queue_shopper_message: [
    'server',
    { kind: 'x', channel: 'x', recipient: 'x', subject: 'x', body: 'x', dedupe_key: 'x' },
  ],
  queue_review_reminders: ['server', {}],
  claim_shopper_messages: ['server', { max_rows: 1 }],
  settle_shopper_message: ['server', { message_id: 0 }],
  reviewer_name: ['server', { full_name: 'x' }],
  review_text: ['server', { typed: 'x' }],
  has_link: ['server', { typed: 'x' }],
  attach_payout_transfer: ['server', { payout_id: NOBODY, conversation_id: 'x' }],
  checkout_refuse: ['server', { field: 'x', message: 'x' }],
  claim_guest_orders: ['server', { owner_id: NOBODY, confirmed_email: 'nobody@example.invalid' }],
  commission_due_lines: ['server', { cutoff: '2026-01-01T00:00:00Z' }],
  commission_state: ['server', { o: null }],
  forget_affiliate_visitors: ['server', {}],
  is_reserved_affiliate_code: ['server', { code: 'x' }],
  expire_orders: ['server', { expiring: [NOBODY] }],
  expire_unpaid_orders: ['server', {}],
  claim_receipt_send: ['server', { channel: 'sms', recipient: '+254712345678' }],
  password_fingerprint: ['server', { encrypted_password: 'x' }],
  open_orders_refusal: ['server', { unpaid: 1, unconfirmed: 0, contact: 'phone number' }],
  order_summary: ['server', { o: null }],
  payment_label: ['server', { p: null }],
  place_order_for: ['server', { request: {}, customer: null, client_address: null }],
  place_order_internal: ['server', { request: {}, customer: null, placed_from: null }],
  place_order_retrying: ['server', { request: {}, customer: null, placed_from: null }],
  refuse_unseen_prices: ['server', { request: {}, placed: {} }],
  request_client_address: ['server', {}],
  settle_payment: ['server', { payment_id: NOBODY, outcome: 'failed' }],
  settle_payout_transfer: ['server', { payout_id: NOBODY, succeeded: false, receipt: '', result_desc: '' }],
  start_payment: ['server', { order_id: NOBODY, provider: 'mpesa' }],
  start_payout_transfer: ['server', { payout_id: NOBODY, requested_by: NOBODY }],
  wait_for_hourly_place: ['server', { oldest: '2026-01-01T00:00:00Z' }],
  staff_invitation_hash: ['server', { token: 'x' }],
  staff_invitation_status: ['server', { invitation: null }],
};

function allowed(who: Who, actor: Actor): boolean {
  if (who === 'anyone') return true;
  if (who === 'signed-in') return actor !== 'visitor';
  if (who === 'staff') return actor === 'manager' || actor === 'admin';
  if (who === 'admin') return actor === 'admin';
  return false;
}

let server: TestServer;
const clients = {} as Record<Actor, SupabaseClient>;

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  for (const email of ['a@mtindo.test', 'b@mtindo.test'])
    await server.api.auth.ensureUser({ email, password: 'matrix-password-1', fullName: 'Matrix' });
  clients.visitor = server.anon();
  clients.shopperA = await server.signIn('a@mtindo.test', 'matrix-password-1');
  clients.shopperB = await server.signIn('b@mtindo.test', 'matrix-password-1');
  clients.manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  clients.admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
  const { data: a } = await clients.shopperA.auth.getUser();
  await server.service().from('affiliates').insert({ code: 'AMINA', user_id: a.user!.id, status: 'active' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('function matrix (through supabase-js over HTTP)', () => {
  it('covers every function the API exposes', async () => {
    const { rows } = await server.api.db.query<{ proname: string }>(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace and prorettype <> 'trigger'::regtype`,
    );
    expect(rows.map((r) => r.proname).sort()).toEqual(Object.keys(FUNCTIONS).sort());
  });

  it('says amounts as "KSH" and "email" in every function, as the pages do', async () => {
    const { rows } = await server.api.db.query<{ proname: string }>(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace and prosrc ~ '(KSh |[Ee]-mail)'`,
    );
    expect(rows).toEqual([]);
  });

  for (const [name, [who, args]] of Object.entries(FUNCTIONS))
    for (const actor of ACTORS) {
      const expected = allowed(who, actor) ? 'allow' : 'deny';
      it(`${name}: ${actor} → ${expected}`, async () => {
        const { error } = await clients[actor].rpc(name, args);
        const denied = error?.code === '42501' || error?.code === 'PT401';
        expect(denied ? 'deny' : 'allow', `${name} as ${actor}: ${error?.code} ${error?.message}`).toBe(
          expected,
        );
      });
    }
});
