/**
 * Checkout requests for the tests: a valid order to vary, and the checkout and order-status
 * functions called through supabase-js as the browser calls them.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface OrderRequest {
  idempotency_key: string;
  lines: Record<string, unknown>[];
  contact: { name: string; email: string; phone: string };
  delivery: { zone: string; address?: string; town?: string; country?: string; notes?: string };
  payment_method: string;
  affiliate?: { code: string; expiry?: string };
  currency?: string;
  [extra: string]: unknown;
}

/** An M-Pesa order of one product to Nairobi; `overrides` replace whole fields. */
export function orderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    idempotency_key: randomUUID(),
    lines: [{ product: 'amazfit-balance', quantity: 1 }],
    contact: { name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', phone: '0712 345 678' },
    delivery: { zone: 'nairobi', address: 'Kindaruma Road, Apt 4B', town: 'Kilimani' },
    payment_method: 'mpesa',
    ...overrides,
  };
}

// Contacts differ between test files and bench runs that share a database, not only within one.
const run = Math.floor(Math.random() * 80_000) + 10_000;
let shoppers = 0;

/**
 * A contact of its own at each call — email and Kenyan mobile — so that a test's many shoppers
 * meet none of the checkout's per-contact limits, as many real shoppers would not.
 * @example orderRequest({ contact: distinctContact() })
 */
export function distinctContact(name = 'Wanjiru Kamau'): OrderRequest['contact'] {
  shoppers += 1;
  const serial = (run * 1000 + shoppers) % 100_000_000;
  return {
    name,
    email: `shopper-${run}-${shoppers}@example.co.ke`,
    phone: `07${String(serial).padStart(8, '0')}`,
  };
}

/** A client address of its own at each call (from 10.0.0.0/8), for a proxy's X-Forwarded-For. */
export function distinctAddress(): string {
  shoppers += 1;
  const serial = (run * 1000 + shoppers) % 16_777_216;
  return `10.${serial >> 16}.${(serial >> 8) & 255}.${serial & 255}`;
}

export interface FunctionAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls an edge function and returns its status and JSON, for 2xx and 4xx alike. */
export async function callFunction<T = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  body?: unknown,
  method: 'POST' | 'GET' = 'POST',
): Promise<FunctionAnswer<T>> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as never, method });
  if (!error) return { status: response?.status ?? 200, body: data as T };
  const context = (error as { context?: Response }).context;
  if (!context) throw error;
  return { status: context.status, body: (await context.json()) as T };
}

/** Polls order-status until `done` holds for the order, or fails after `timeoutMs`. */
export async function waitForOrder<T extends { status: string }>(
  client: SupabaseClient,
  key: string,
  done: (order: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await callFunction<{ order: T }>(client, 'order-status', { key, check: true });
    if (answer.status === 200 && done(answer.body.order)) return answer.body.order;
    if (Date.now() > until) throw new Error(`order still ${JSON.stringify(answer.body.order?.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
