// The key that signs M-Pesa's callback URLs is a secret of its own: never the service role key,
// made once per database by the local server and kept across restarts; a deployment without it
// offers no M-Pesa (checkout or payouts) rather than signing with anything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, LOCAL_SERVICE_ROLE_KEY, type TestServer } from '../support/local-server.ts';
import { callbackSignature } from '../../../supabase/functions/_shared/payments/flow.ts';
import { callFunction, orderRequest } from './checkout-client.ts';

let server: TestServer;
let unsigned: TestServer;

beforeAll(async () => {
  // The shopper never answers: the prompt stays pending while the test reads its callback URL.
  server = await startTestServer({ persist: true, mpesaAnswerDelayMs: 600_000, orderExpiryIntervalMs: 0 });
  unsigned = await startTestServer({
    orderExpiryIntervalMs: 0,
    functionEnv: () => ({ PAYMENT_CALLBACK_SECRET: undefined }),
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await unsigned?.stop();
});

describe("the local server's callback secret", () => {
  it('is random, long, and neither the service role key nor another database’s', () => {
    const secret = server.api.paymentCallbackSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).not.toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(secret).not.toBe(unsigned.api.paymentCallbackSecret);
  });

  it('signs the callback URL of an M-Pesa prompt, and the service role key does not', async () => {
    const { status, body } = await callFunction<{ order: { id: string } }>(server.anon(), 'checkout', {
      order: orderRequest(),
    });
    expect(status).toBe(200);
    const { data: payment } = await server
      .service()
      .from('payments')
      .select('id, checkout_request_id')
      .eq('order_id', body.order.id)
      .single();
    const prompt = server.api.payments!.daraja.prompts.get(payment!.checkout_request_id as string)!;
    const sig = new URL(prompt.callbackUrl).searchParams.get('sig');
    expect(sig).toBe(await callbackSignature(server.api.paymentCallbackSecret, payment!.id as string));
    expect(sig).not.toBe(await callbackSignature(LOCAL_SERVICE_ROLE_KEY, payment!.id as string));
  });

  it('is the same after a restart on the same data', async () => {
    const before = server.api.paymentCallbackSecret;
    await server.restart();
    expect(server.api.paymentCallbackSecret).toBe(before);
  });

  it('is kept where no API role can read it', async () => {
    for (const client of [server.anon(), server.service()]) {
      const { data, error } = await client
        .schema('local_server' as 'public')
        .from('secrets')
        .select('*');
      expect(data ?? []).toEqual([]);
      expect(error).not.toBeNull();
    }
  });
});

describe('a deployment without a callback secret', () => {
  it('offers card and pay on delivery at checkout, not M-Pesa', async () => {
    const { status, body } = await callFunction<{ methods: string[] }>(
      unsigned.anon(),
      'checkout',
      undefined,
      'GET',
    );
    expect(status).toBe(200);
    expect(body.methods).toEqual(['card', 'pay_on_delivery']);
    const refused = await callFunction<{ field: string }>(unsigned.anon(), 'checkout', {
      order: orderRequest(),
    });
    expect(refused).toMatchObject({ status: 400, body: { field: 'payment_method' } });
  });

  it('pays affiliates by hand only', async () => {
    const admin = await unsigned.signIn('admin@mtindo.test', 'mtindo-admin');
    const answer = await callFunction<{ error: string }>(admin, 'payouts', {
      payout_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/by hand/);
  });
});
