/**
 * The checkout's abuse limits (checkout_settings) as a test file about something else needs them:
 * its shoppers place many orders with one email and phone, all from the test server's 127.0.0.1,
 * which the shop's limits would rightly refuse. The limits themselves are tested, at the shop's
 * defaults, in tests/integration/checkout/abuse-limits.test.ts.
 */
import type { TestServer } from './local-server.ts';

/** Raises the open-order, per-address and receipt limits of this test file's database. */
export async function allowManyOrders(server: TestServer): Promise<void> {
  await server.api.db.query(
    `update public.checkout_settings set open_orders_per_phone = 50, open_orders_per_email = 50,
       orders_per_address = 1000, receipts_per_recipient_per_hour = 100`,
  );
}
