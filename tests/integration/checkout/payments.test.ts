// Paying for orders through the checkout, payment-callback and order-status functions, against
// the local server's Daraja simulator and card test gateway: each M-Pesa outcome, a forged and a
// repeated callback, a callback that never comes, card payments, expiry giving stock back, and
// the receipt email and SMS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { callbackSignature } from '../../../supabase/functions/_shared/payments/flow.ts';
import { callFunction, orderRequest, waitForOrder } from './checkout-client.ts';

interface OrderView {
  id: string;
  number: string;
  status: string;
  total_kes: number;
  payment: { provider: string; status: string; result_desc: string | null; receipt: string | null } | null;
}
interface CheckoutAnswer {
  order: { id: string; number: string; access_key: string; status: string; total_kes: number };
  payment?: { provider: string; status?: string; message?: string; redirect_url?: string };
  payment_error?: string;
  error?: string;
  field?: string | null;
}

let server: TestServer;
let visitor: SupabaseClient;
let service: SupabaseClient;

const phoneFor = {
  paid: '0712 345 678',
  insufficient: '0700 000 001',
  cancelled: '0700 001 032',
  timeout: '0700 001 037',
  wrongPin: '0700 002 001',
  noCallback: '0700 000 404',
};

function checkout(phone: string, overrides: Parameters<typeof orderRequest>[0] = {}) {
  return callFunction<CheckoutAnswer>(visitor, 'checkout', {
    order: orderRequest({
      contact: { name: 'Achieng Otieno', email: 'achieng@example.co.ke', phone },
      ...overrides,
    }),
  });
}

async function stockOf(slug: string) {
  const { data } = await service.from('products').select('stock').eq('slug', slug).single();
  return (data as { stock: number }).stock;
}

async function paymentOf(orderId: string) {
  const { data } = await service
    .from('payments')
    .select('*')
    .eq('order_id', orderId)
    .order('created_at', { ascending: false });
  return data as {
    id: string;
    status: string;
    checkout_request_id: string;
    receipt: string | null;
    updated_at: string;
  }[];
}

beforeAll(async () => {
  server = await startTestServer({ mpesaAnswerDelayMs: 60, orderExpiryIntervalMs: 0 });
  await allowManyOrders(server);
  visitor = server.anon();
  service = server.service();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

it('offers M-Pesa, card and pay on delivery locally, and the delivery zones', async () => {
  const { status, body } = await callFunction<{ methods: string[]; zones: { id: string }[] }>(
    visitor,
    'checkout',
    undefined,
    'GET',
  );
  expect(status).toBe(200);
  expect(body.methods).toEqual(['mpesa', 'card', 'pay_on_delivery']);
  expect(body.zones).toHaveLength(49);
  expect(body.zones[0]!.id).toBe('nairobi');
});

describe('M-Pesa', () => {
  it('prompts the phone, and the order is paid when the payment lands, with a receipt by email and SMS', async () => {
    const before = await stockOf('amazfit-balance');
    const { status, body } = await checkout(phoneFor.paid);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'pending_payment' });
    expect(body.payment).toMatchObject({ provider: 'mpesa', status: 'pending' });
    expect(await stockOf('amazfit-balance')).toBe(before - 1);
    const prompt = [...server.api.payments!.daraja.prompts.values()].at(-1)!;
    expect(prompt).toMatchObject({ amount: body.order.total_kes, phone: '254712345678' });
    expect(prompt.accountReference).toBe(body.order.number.replace('MT-', ''));

    const paid = await waitForOrder<OrderView>(
      visitor,
      body.order.access_key,
      (order) => order.status === 'paid',
    );
    expect(paid.payment).toMatchObject({ provider: 'mpesa', status: 'paid' });
    expect(paid.payment!.receipt).toMatch(/^T[A-Z0-9]{9}$/);
    // The receipt follows the payment: sent by the callback once it settled the order.
    await expect
      .poll(() => server.api.outbox.latest('achieng@example.co.ke')?.subject)
      .toBe(`Your Mtindo order ${body.order.number}`);
    const email = server.api.outbox.latest('achieng@example.co.ke');
    expect(email?.text).toContain(paid.payment!.receipt!);
    expect(email?.text).toContain(`/order?key=${body.order.access_key}`);
    await expect.poll(() => server.api.outbox.latest('+254712345678')?.text).toContain(body.order.number);
    const sms = server.api.outbox.latest('+254712345678');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(body.order.number);
  });

  const failures: [keyof typeof phoneFor, RegExp][] = [
    ['insufficient', /balance is insufficient/],
    ['cancelled', /Cancelled by user/i],
    ['timeout', /cannot be reached/],
    ['wrongPin', /initiator information is invalid/],
  ];
  for (const [outcome, description] of failures)
    it(`keeps the order awaiting payment when the prompt fails (${outcome}), and a retry can pay it`, async () => {
      const { body } = await checkout(phoneFor[outcome]);
      const failed = await waitForOrder<OrderView>(
        visitor,
        body.order.access_key,
        (order) => order.payment?.status === 'failed',
      );
      expect(failed.status).toBe('pending_payment');
      expect(failed.payment!.result_desc).toMatch(description);
      expect(server.api.outbox.latest('achieng@example.co.ke')?.subject).not.toContain(body.order.number);

      const retry = await callFunction<CheckoutAnswer>(visitor, 'checkout', {
        pay: { key: body.order.access_key, method: 'mpesa', phone: phoneFor.paid },
      });
      expect(retry.status).toBe(200);
      const paid = await waitForOrder<OrderView>(
        visitor,
        body.order.access_key,
        (order) => order.status === 'paid',
      );
      expect(paid.payment?.status).toBe('paid');
    });

  it('finds a payment whose callback never came by asking M-Pesa', async () => {
    const { body } = await checkout(phoneFor.noCallback);
    const paid = await waitForOrder<OrderView>(
      visitor,
      body.order.access_key,
      (order) => order.status === 'paid',
    );
    expect(paid.payment?.status).toBe('paid');
  });

  it('ignores a repeated callback', async () => {
    // Another paying number: the tests above sent 0712 345 678 its five prompts of the hour.
    const { body } = await checkout('0711 222 333');
    await waitForOrder<OrderView>(visitor, body.order.access_key, (order) => order.status === 'paid');
    const [payment] = await paymentOf(body.order.id);
    await expect
      .poll(() => server.api.outbox.latest('achieng@example.co.ke')?.subject)
      .toContain(body.order.number);
    const mails = server.api.outbox.list('achieng@example.co.ke').length;
    const prompt = server.api.payments!.daraja.prompts.get(payment!.checkout_request_id)!;
    const callback = {
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: prompt.amount },
              { Name: 'MpesaReceiptNumber', Value: 'TREPEATED1' },
            ],
          },
        },
      },
    };
    const sig = await callbackSignature(server.api.paymentCallbackSecret, payment!.id);
    const answer = await fetch(
      `${server.url}/functions/v1/payment-callback/mpesa?payment=${payment!.id}&sig=${sig}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(callback),
      },
    );
    expect(answer.status).toBe(200);
    const [after] = await paymentOf(body.order.id);
    expect(after).toMatchObject({
      status: 'paid',
      receipt: payment!.receipt,
      updated_at: payment!.updated_at,
    });
    expect(server.api.outbox.list('achieng@example.co.ke')).toHaveLength(mails);
  });

  it('expires an unpaid order, gives its stock back, and refuses to pay it after', async () => {
    const before = await stockOf('amazfit-balance');
    const slow = await startTestServer({ mpesaAnswerDelayMs: 600_000, orderExpiryIntervalMs: 0 });
    try {
      const client = slow.anon();
      const slowService = slow.service();
      const stock = async () =>
        (
          (await slowService.from('products').select('stock').eq('slug', 'amazfit-balance').single())
            .data as { stock: number }
        ).stock;
      const start = await stock();
      const { body } = await callFunction<CheckoutAnswer>(client, 'checkout', {
        order: orderRequest({ lines: [{ product: 'amazfit-balance', quantity: 2 }] }),
      });
      expect(await stock()).toBe(start - 2);
      await slowService
        .from('orders')
        .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .eq('id', body.order.id);
      const { data: expired } = await slowService.rpc('expire_unpaid_orders');
      expect(expired).toBe(1);
      expect(await stock()).toBe(start);
      const view = await callFunction<{ order: OrderView }>(client, 'order-status', {
        key: body.order.access_key,
      });
      expect(view.body.order).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
      const retry = await callFunction<CheckoutAnswer>(client, 'checkout', {
        pay: { key: body.order.access_key, method: 'mpesa' },
      });
      expect(retry.status).toBe(409);
      expect(retry.body.error).toMatch(/expired/);
    } finally {
      await slow.stop();
    }
    expect(await stockOf('amazfit-balance')).toBe(before);
    // A server of its own starts inside the test: migrations take longer on a busy machine.
  }, 60_000);
});

describe('a callback is never taken on its word', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ mpesaAnswerDelayMs: 600_000, orderExpiryIntervalMs: 0 });
    await allowManyOrders(slow);
  }, 120_000);
  afterAll(async () => {
    await slow?.stop();
  });

  async function pendingOrder() {
    const { body } = await callFunction<CheckoutAnswer>(slow.anon(), 'checkout', { order: orderRequest() });
    const { data } = await slow
      .service()
      .from('payments')
      .select('id, checkout_request_id, merchant_request_id, amount_kes')
      .eq('order_id', body.order.id)
      .single();
    return {
      order: body.order,
      payment: data as {
        id: string;
        checkout_request_id: string;
        merchant_request_id: string;
        amount_kes: number;
      },
    };
  }

  function forged(checkoutRequestId: string, amount: number, merchantRequestId = 'forged') {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'TFORGED001' },
            ],
          },
        },
      },
    };
  }

  async function post(paymentId: string, sig: string, body: unknown) {
    const response = await fetch(
      `${slow.url}/functions/v1/payment-callback/mpesa?payment=${paymentId}&sig=${sig}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return { status: response.status, body: await response.json() };
  }

  async function statusOf(orderId: string) {
    const { data } = await slow.service().from('orders').select('status').eq('id', orderId).single();
    return (data as { status: string }).status;
  }

  it('without our signature', async () => {
    const { order, payment } = await pendingOrder();
    const answer = await post(
      payment.id,
      'f'.repeat(40),
      forged(payment.checkout_request_id, payment.amount_kes),
    );
    expect(answer).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it('with the right signature, while M-Pesa says the prompt is unanswered', async () => {
    const { order, payment } = await pendingOrder();
    const sig = await callbackSignature(slow.api.paymentCallbackSecret, payment.id);
    await post(
      payment.id,
      sig,
      forged(payment.checkout_request_id, payment.amount_kes, payment.merchant_request_id),
    );
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it("for another payment's request id, or an unknown one", async () => {
    const first = await pendingOrder();
    const second = await pendingOrder();
    const sig = await callbackSignature(slow.api.paymentCallbackSecret, first.payment.id);
    await post(first.payment.id, sig, forged(second.payment.checkout_request_id, second.payment.amount_kes));
    await post(first.payment.id, sig, forged('ws_CO_000000000000000000', first.payment.amount_kes));
    expect(await statusOf(first.order.id)).toBe('pending_payment');
    expect(await statusOf(second.order.id)).toBe('pending_payment');
  });

  it('refuses a body that is not a callback, and is reachable without a key', async () => {
    const answer = await fetch(`${slow.url}/functions/v1/payment-callback/mpesa?payment=x`, {
      method: 'POST',
      body: '{}',
    });
    expect(answer.status).toBe(400);
  });
});

describe('card', () => {
  async function payOnGatewayPage(redirectUrl: string, card: string, action = 'pay') {
    const pageAnswer = await fetch(redirectUrl);
    expect(pageAnswer.status).toBe(200);
    expect(await pageAnswer.text()).toContain('Test card payment');
    const submitted = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card, action }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    return new URL(submitted.headers.get('location')!);
  }

  it('sends the shopper to the card page and back, and the order is paid once verified', async () => {
    const { body } = await checkout(phoneFor.paid, { payment_method: 'card' });
    expect(body.payment?.provider).toBe('card');
    const back = await payOnGatewayPage(body.payment!.redirect_url!, '4084 0840 8408 4081');
    expect(back.pathname).toBe('/order');
    expect(back.searchParams.get('key')).toBe(body.order.access_key);
    const paid = await waitForOrder<OrderView>(
      visitor,
      body.order.access_key,
      (order) => order.status === 'paid',
    );
    expect(paid.payment).toMatchObject({ provider: 'card', status: 'paid' });
  });

  it('keeps the order awaiting payment when the card is declined', async () => {
    const { body } = await checkout(phoneFor.paid, { payment_method: 'card' });
    await payOnGatewayPage(body.payment!.redirect_url!, '4000 0000 0000 0002');
    const failed = await waitForOrder<OrderView>(
      visitor,
      body.order.access_key,
      (order) => order.payment?.status === 'failed',
    );
    expect(failed.status).toBe('pending_payment');
    expect(failed.payment?.result_desc).toMatch(/Declined/);
  });

  it('takes up a signed webhook only, and confirms it with the provider', async () => {
    const { body } = await checkout(phoneFor.paid, { payment_method: 'card' });
    const [payment] = await paymentOf(body.order.id);
    const event = JSON.stringify({ event: 'charge.success', data: { reference: payment!.id } });
    const unsigned = await fetch(`${server.url}/functions/v1/payment-callback/card`, {
      method: 'POST',
      body: event,
      headers: { 'x-paystack-signature': 'bad' },
    });
    expect(unsigned.status).toBe(401);
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha512', 'sk_test_mtindo_local_card_gateway').update(event).digest('hex');
    const signed = await fetch(`${server.url}/functions/v1/payment-callback/card`, {
      method: 'POST',
      body: event,
      headers: { 'x-paystack-signature': signature },
    });
    expect(signed.status).toBe(200);
    // The gateway says the shopper has not paid yet: the webhook's word changes nothing.
    const { data } = await service.from('orders').select('status').eq('id', body.order.id).single();
    expect(data).toEqual({ status: 'pending_payment' });
  });
});

describe('pay on delivery', () => {
  it("holds the order for the shop's confirmation call and says so by email and SMS", async () => {
    const { status, body } = await checkout(phoneFor.paid, {
      payment_method: 'pay_on_delivery',
      lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
      contact: { name: 'Baraka Mwangi', email: 'baraka@example.co.ke', phone: '0722 000 111' },
    });
    expect(status).toBe(200);
    expect(body.order.status).toBe('awaiting_confirmation');
    expect(body.payment).toBeUndefined();
    // The confirmation is sent just after the answer.
    await expect
      .poll(() => server.api.outbox.latest('baraka@example.co.ke')?.text)
      .toMatch(/To pay on delivery: KSH 3,750/);
    expect(server.api.outbox.latest('baraka@example.co.ke')?.text).toContain(
      'We will call you on +254722000111 to confirm it before we send it.',
    );
    await expect
      .poll(() => server.api.outbox.latest('+254722000111')?.text)
      .toMatch(/received\. We will call you to confirm it\. Pay KSH 3,750 on delivery/);
  });

  it('answers a refusal with its message and field', async () => {
    const { status, body } = await checkout(phoneFor.paid, {
      payment_method: 'pay_on_delivery',
      delivery: { zone: 'county-nakuru', address: 'Kenyatta Ave', town: 'Nakuru' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'payment_method', error: expect.stringMatching(/Nairobi/) });
  });
});

it('a late payment for an expired order takes its stock again', async () => {
  const { body } = await checkout(phoneFor.noCallback);
  // The shopper pays (no callback comes), but the order expires first.
  const [prompted] = await paymentOf(body.order.id);
  await server.api.payments!.daraja.answerNow(prompted!.checkout_request_id);
  const start = await stockOf('amazfit-balance');
  await service
    .from('orders')
    .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .eq('id', body.order.id);
  await service.rpc('expire_unpaid_orders');
  expect(await stockOf('amazfit-balance')).toBe(start + 1);
  const [payment] = await paymentOf(body.order.id);
  const prompt = server.api.payments!.daraja.prompts.get(payment!.checkout_request_id)!;
  const sig = await callbackSignature(server.api.paymentCallbackSecret, payment!.id);
  await fetch(`${server.url}/functions/v1/payment-callback/mpesa?payment=${payment!.id}&sig=${sig}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: prompt.amount },
              { Name: 'MpesaReceiptNumber', Value: prompt.result!.receipt },
            ],
          },
        },
      },
    }),
  });
  const { data } = await service.from('orders').select('status').eq('id', body.order.id).single();
  expect(data).toEqual({ status: 'paid' });
  expect(await stockOf('amazfit-balance')).toBe(start);
});
