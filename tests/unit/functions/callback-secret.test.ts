// M-Pesa signs its callback URLs with PAYMENT_CALLBACK_SECRET alone: without it (or with a short
// one) neither the STK prompt nor B2C is configured, the log says why, and the service role key is
// never used in its place.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableMethods, paymentServices } from '../../../supabase/functions/_shared/payments/flow.ts';
import { payoutServices } from '../../../supabase/functions/_shared/payments/payout-transfer.ts';
import { paymentCallbackSecret } from '../../../supabase/functions/_shared/payments/callback-secret.ts';

const SERVICE_ROLE_KEY = 'service-role-key-that-many-parts-of-a-deployment-hold';
const SECRET = 'a-callback-secret-of-its-own-64-characters-long-0123456789abcdefg';

/** A deployment with M-Pesa (STK and B2C) configured, plus `extra`. */
const deployment =
  (extra: Record<string, string> = {}) =>
  (name: string): string | undefined =>
    ({
      SUPABASE_URL: 'https://shop.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_B2C_SHORTCODE: '600000',
      MPESA_B2C_INITIATOR_NAME: 'api-initiator',
      MPESA_B2C_SECURITY_CREDENTIAL: 'credential',
      ...extra,
    })[name];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a deployment with its own callback secret', () => {
  it('offers M-Pesa and B2C, signing with that secret', () => {
    const services = paymentServices(deployment({ PAYMENT_CALLBACK_SECRET: SECRET }));
    expect(services.callbackSecret).toBe(SECRET);
    expect(availableMethods(services)).toContain('mpesa');
    expect(payoutServices(deployment({ PAYMENT_CALLBACK_SECRET: SECRET })).b2c).toBeDefined();
  });
});

describe('a deployment without one', () => {
  it('never signs with the service role key, and offers no M-Pesa, saying why in the log once', async () => {
    // A new instance's modules: the log line is once per instance, and another test of this worker
    // may have written it already.
    vi.resetModules();
    const flow = await import('../../../supabase/functions/_shared/payments/flow.ts');
    const payouts = await import('../../../supabase/functions/_shared/payments/payout-transfer.ts');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = flow.paymentServices(deployment());
    expect(services.callbackSecret).not.toBe(SERVICE_ROLE_KEY);
    expect(services.daraja).toBeUndefined();
    expect(flow.availableMethods(services)).toEqual(['pay_on_delivery']);
    expect(payouts.payoutServices(deployment()).b2c).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(/M-Pesa is off: PAYMENT_CALLBACK_SECRET is not set/);
  });

  it('treats a short secret as none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = deployment({ PAYMENT_CALLBACK_SECRET: 'short' });
    expect(paymentCallbackSecret(env)).toBeUndefined();
    expect(paymentServices(env).daraja).toBeUndefined();
    expect(payoutServices(env).b2c).toBeUndefined();
  });
});
