// Concurrent orders never oversell: 200 shoppers order the last 10 units at the same moment,
// through the local server (on PostgreSQL in CI's second run, with a pool of connections; on
// PGlite one at a time). Exactly 10 orders are placed, the rest are told it sold out, and the
// stock ends at 0, never below. Each shopper has a contact and an address of their own (behind a
// proxy the server trusts), so the checkout's limits refuse none of them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { distinctAddress, distinctContact, orderRequest } from './checkout-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    orderExpiryIntervalMs: 0,
    trustedProxies: new TrustedProxies(['loopback']),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

it('200 simultaneous orders for 10 units: exactly 10 succeed', async () => {
  const service = server.service();
  await service.from('products').update({ stock: 10, in_stock: true }).eq('slug', 'brass-cuff-bracelet');
  const shoppers = Array.from({ length: 200 }, () => server.anon());
  const answers = await Promise.all(
    shoppers.map((client) =>
      client
        .rpc('place_order', {
          request: orderRequest({
            contact: distinctContact(),
            lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
          }),
        })
        .setHeader('X-Forwarded-For', distinctAddress()),
    ),
  );
  const placed = answers.filter((answer) => !answer.error);
  const refused = answers.filter((answer) => answer.error);
  expect(placed).toHaveLength(10);
  expect(refused.every((answer) => answer.error!.code === 'PT409')).toBe(true);
  expect(refused[0]!.error!.message).toMatch(/out of stock|sold out/);
  const { data } = await service
    .from('products')
    .select('stock, in_stock')
    .eq('slug', 'brass-cuff-bracelet')
    .single();
  expect(data).toEqual({ stock: 0, in_stock: false });
  const { count } = await service
    .from('order_lines')
    .select('*', { count: 'exact', head: true })
    .eq('product_slug', 'brass-cuff-bracelet');
  expect(count).toBe(10);
}, 60_000);
