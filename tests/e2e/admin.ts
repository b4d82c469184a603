/**
 * Helpers of the admin tests: data made through the API as the checkout and the service role
 * make it (an order, an affiliate with a delivered order past its return window).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { uniquePhone } from './contacts';
import { expect } from './fixtures';

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
const ANON = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };

export interface PlacedOrder {
  id: string;
  number: string;
  /** The key of the order's link, /order?key=…. */
  access_key: string;
}

/** A guest's M-Pesa order of one product, awaiting payment; with an affiliate code or email when given. */
export async function placeOrder(
  request: APIRequestContext,
  options: { product?: string; affiliate?: string; name?: string; email?: string } = {},
): Promise<PlacedOrder> {
  const response = await request.post('/rest/v1/rpc/place_order', {
    headers: ANON,
    data: {
      request: {
        idempotency_key: randomUUID(),
        lines: [{ product: options.product ?? 'brass-cuff-bracelet', quantity: 1 }],
        // A shopper of its own each time: the shop holds a phone or email to two open orders.
        contact: {
          name: options.name ?? 'Achieng Odhiambo',
          email: options.email ?? `achieng-${randomUUID().slice(0, 8)}@example.co.ke`,
          phone: uniquePhone(),
        },
        delivery: { zone: 'nairobi', address: 'Ngong Road 12', town: 'Kilimani' },
        payment_method: 'mpesa',
        ...(options.affiliate ? { affiliate: { code: options.affiliate } } : {}),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PlacedOrder;
}

/** Writes rows with the service role (bypassing RLS), returning them. */
export async function serviceInsert<T>(
  request: APIRequestContext,
  table: string,
  rows: unknown,
): Promise<T[]> {
  const response = await request.post(`/rest/v1/${table}`, {
    headers: { ...SERVICE, Prefer: 'return=representation' },
    data: rows,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T[];
}

/** Changes rows with the service role. */
export async function serviceUpdate(
  request: APIRequestContext,
  table: string,
  filter: string,
  change: unknown,
) {
  const response = await request.patch(`/rest/v1/${table}?${filter}`, { headers: SERVICE, data: change });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * An affiliate applicant (pending, with an M-Pesa number) and a paid-out-ready order of theirs:
 * a guest's order through their code, delivered 40 days ago.
 */
export async function affiliateWithDeliveredOrder(request: APIRequestContext): Promise<{ code: string }> {
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  const [affiliate] = await serviceInsert<{ id: string }>(request, 'affiliates', {
    code,
    status: 'pending',
    payout_phone: '+254722000111',
    audience: 'Nairobi style on Instagram',
  });
  // Active for the order's attribution, then back to pending for the admin to approve.
  await serviceUpdate(request, 'affiliates', `id=eq.${affiliate!.id}`, { status: 'active' });
  const order = await placeOrder(request, { product: 'amazfit-balance', affiliate: code });
  await serviceUpdate(request, 'orders', `id=eq.${order.id}`, {
    status: 'delivered',
    paid_at: new Date(Date.now() - 45 * 86_400_000).toISOString(),
    delivered_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  });
  await serviceUpdate(request, 'affiliates', `id=eq.${affiliate!.id}`, { status: 'pending' });
  return { code };
}

/** A user's session, signed in through the auth API with their password. */
async function passwordSession(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: ANON,
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { access_token: string; user: { id: string } };
}

/** A review of `product` by `user`, written as the database would after a delivered order. */
export async function reviewBy(
  request: APIRequestContext,
  user: { email: string; password: string },
  product: string,
  review: { rating: number; title: string; body: string },
): Promise<string> {
  const response = await request.get(`/rest/v1/products?slug=eq.${product}&select=id`, { headers: SERVICE });
  const [found] = (await response.json()) as { id: string }[];
  const [row] = await serviceInsert<{ id: string }>(request, 'product_reviews', {
    product_id: found!.id,
    user_id: (await passwordSession(request, user)).user.id,
    reviewer_name: 'Kamau N.',
    ...review,
  });
  return row!.id;
}

/** The API headers of a signed-in user. */
export async function userHeaders(request: APIRequestContext, user: { email: string; password: string }) {
  const { access_token } = await passwordSession(request, user);
  return { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${access_token}` };
}
