// A pay-on-delivery order from the shop's side: it waits for the shop's call, a manager presses
// "Confirmed by phone" on it in the admin with a note kept in its history, and the shopper's order
// page then says it is confirmed.
import { randomUUID } from 'node:crypto';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase/config';
import { DEMO, signIn, uniqueEmail } from './accounts';
import { uniquePhone } from './contacts';
import { expect, test } from './fixtures';
import { severeViolations } from './axe';

test('a manager confirms a pay-on-delivery order by phone, and the shopper’s page says so', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const placed = await request.post('/rest/v1/rpc/place_order', {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
    data: {
      request: {
        idempotency_key: randomUUID(),
        lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
        contact: { name: 'Njoki Wambui', email: uniqueEmail('call'), phone },
        delivery: { zone: 'nairobi', address: 'Argwings Kodhek Road 7', town: 'Hurlingham' },
        payment_method: 'pay_on_delivery',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { number: string; access_key: string; status: string };
  expect(order.status).toBe('awaiting_confirmation');

  await page.goto('/auth');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/transactions');
  await page.getByPlaceholder('Order number, email or name').fill(order.number);
  await page.getByRole('button', { name: order.number }).click();
  const call = page.getByRole('region', { name: 'Confirm by phone' });
  await expect(call.getByRole('link', { name: `+254${phone.replace(/\s/g, '').slice(1)}` })).toBeVisible();
  await expect(call.getByText(/If nobody confirms it by then, it is released/)).toBeVisible();
  expect(await severeViolations(page, 'main')).toEqual([]);
  await call.getByLabel('Note (optional)').fill('Gate B, call on arrival');
  await call.getByRole('button', { name: 'Confirmed by phone' }).click();
  await expect(page.getByText(`${order.number} was confirmed by phone.`)).toBeVisible();
  await expect(call).toBeHidden();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('To confirm by phone → Confirmed, pay on delivery')).toBeVisible();
  await expect(history.getByText('Confirmed by phone: Gate B, call on arrival')).toBeVisible();
  await expect(history.getByText(/manager@mtindo\.test/)).toBeVisible();

  await page.goto(`/order?key=${order.access_key}`);
  await expect(page.getByText('Order confirmed')).toBeVisible();
});
