// A guest's orders follow them into their account once its email address is confirmed, through
// the real supabase-js: never before the confirmation, never another address's, never an order
// that already has an account; a confirmed change of address brings that address's orders too;
// an order placed signed out with a confirmed account's address is that account's at once; and the
// order's own link keeps working and says whether the order has an account.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { distinctContact, orderRequest } from './checkout-client.ts';

let server: TestServer;
const PASSWORD = 'guest-orders-pass-1';

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  await allowManyOrders(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

let serial = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${(serial += 1)}@example.co.ke`;

interface PlacedOrder {
  id: string;
  number: string;
  access_key: string;
}

/** Places an order as `client` (a guest when not given) with `email` as its contact address. */
async function placeOrder(email: string, client: SupabaseClient = server.anon()): Promise<PlacedOrder> {
  const { data, error } = await client.rpc('place_order', {
    request: orderRequest({ contact: { ...distinctContact(), email } }),
  });
  expect(error).toBeNull();
  return data as PlacedOrder;
}

/** The numbers of the orders `client` reads as its own, oldest first. */
async function ownOrders(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('orders').select('number').order('created_at');
  expect(error).toBeNull();
  return data!.map((row) => row.number as string);
}

/** Who owns each order, as the server sees it. */
async function owners(orders: PlacedOrder[]): Promise<(string | null)[]> {
  const { data } = await server
    .service()
    .from('orders')
    .select('id, user_id')
    .in(
      'id',
      orders.map((order) => order.id),
    );
  return orders.map((order) => data!.find((row) => row.id === order.id)!.user_id as string | null);
}

/** Opens the newest link emailed to `email`, as a person clicking it would. */
async function openLatestLink(email: string): Promise<void> {
  const link = server.api.outbox.latest(email)?.link;
  expect(link, `a link emailed to ${email}`).toBeTruthy();
  await fetch(link!, { redirect: 'manual' });
}

it("brings a guest's orders into the account once its address is confirmed, and no one else's", async () => {
  const email = uniqueEmail('guest');
  const first = await placeOrder(email);
  // The same address typed in capitals at the next checkout.
  const second = await placeOrder(email.toUpperCase());
  const someoneElse = await placeOrder(uniqueEmail('other'));

  const { data, error } = await server.anon().auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  // Anyone can sign up with anyone's address: until it is confirmed, the orders stay the guest's.
  const third = await placeOrder(email);
  expect(await owners([first, second, third])).toEqual([null, null, null]);

  await openLatestLink(email);
  const account = await server.signIn(email, PASSWORD);
  expect(await ownOrders(account)).toEqual([first.number, second.number, third.number]);
  expect(await owners([someoneElse])).toEqual([null]);

  // Signed out again, the next order with the confirmed address is the account's at once.
  const later = await placeOrder(email);
  expect(await ownOrders(account)).toContain(later.number);

  // The order's link still opens it for whoever has it; someone else's says it has no account.
  const { data: followed } = await server.anon().rpc('order_by_key', { key: first.access_key });
  expect(followed).toMatchObject({ number: first.number, has_account: true });
  const { data: unclaimed } = await server.anon().rpc('order_by_key', { key: someoneElse.access_key });
  expect(unclaimed).toMatchObject({ number: someoneElse.number, has_account: false });
});

it('leaves an order that already has an account with that account', async () => {
  const address = uniqueEmail('shared');
  const ownerEmail = uniqueEmail('owner');
  await server.api.auth.ensureUser({ email: ownerEmail, password: PASSWORD, fullName: 'Owner' });
  const owner = await server.signIn(ownerEmail, PASSWORD);
  // Signed in, the owner gave another address at checkout (a gift, a shared inbox).
  const ownersOrder = await placeOrder(address, owner);

  await server.anon().auth.signUp({ email: address, password: PASSWORD });
  await openLatestLink(address);
  const newcomer = await server.signIn(address, PASSWORD);
  expect(await ownOrders(newcomer)).toEqual([]);
  expect(await ownOrders(owner)).toEqual([ownersOrder.number]);
});

it("brings the new address's guest orders once a change of address is confirmed at both ends", async () => {
  const oldEmail = uniqueEmail('before');
  const newEmail = uniqueEmail('after');
  await server.api.auth.ensureUser({ email: oldEmail, password: PASSWORD, fullName: 'Mover' });
  const guestOrder = await placeOrder(newEmail);
  const account = await server.signIn(oldEmail, PASSWORD);

  expect((await account.auth.updateUser({ email: newEmail })).error).toBeNull();
  expect(await ownOrders(account)).toEqual([]);
  await openLatestLink(oldEmail);
  expect(await owners([guestOrder])).toEqual([null]);
  await openLatestLink(newEmail);

  const moved = await server.signIn(newEmail, PASSWORD);
  expect(await ownOrders(moved)).toEqual([guestOrder.number]);
});
