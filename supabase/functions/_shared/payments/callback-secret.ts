/**
 * PAYMENT_CALLBACK_SECRET: the key that signs the URLs Safaricom posts to (an STK prompt's
 * callback, a B2C transfer's result). It is a secret of its own, never the service role key: a key
 * that many parts of a deployment hold (the functions, a build, a developer's shell) would let any
 * of them forge a "paid" callback. The local server makes one per database and keeps it; a hosted
 * project sets it with `npx supabase secrets set PAYMENT_CALLBACK_SECRET=…` (`npm run secrets`
 * prints one). Without it M-Pesa is switched off, failing closed: the checkout offers card and pay
 * on delivery, and payouts are paid by hand.
 */

/** Shorter keys are refused: `npm run secrets` makes 64 characters. */
export const MINIMUM_CALLBACK_SECRET_LENGTH = 32;

let warned = false;

/** Logs, once per instance, why M-Pesa is off; a deployment's log is where its owner looks. */
function warnOnce(message: string) {
  if (warned) return;
  warned = true;
  console.error(message);
}

/**
 * This deployment's callback signing key, or undefined when it has none fit for the purpose.
 *
 * @example const secret = paymentCallbackSecret((name) => Deno.env.get(name));
 */
export function paymentCallbackSecret(env: (name: string) => string | undefined): string | undefined {
  const secret = env('PAYMENT_CALLBACK_SECRET')?.trim();
  return secret && secret.length >= MINIMUM_CALLBACK_SECRET_LENGTH ? secret : undefined;
}

/**
 * Whether M-Pesa (STK or B2C), configured otherwise, can sign its callback URLs; when it cannot,
 * says why in the log (once) and M-Pesa stays off.
 *
 * @example if (!canSignCallbacks(env)) return undefined;
 */
export function canSignCallbacks(env: (name: string) => string | undefined): boolean {
  if (paymentCallbackSecret(env)) return true;
  const given = env('PAYMENT_CALLBACK_SECRET')?.trim();
  warnOnce(
    `M-Pesa is off: PAYMENT_CALLBACK_SECRET is ${given ? `shorter than ${MINIMUM_CALLBACK_SECRET_LENGTH} characters` : 'not set'}. ` +
      'It signs the URLs Safaricom calls back, so without it no payment or payout could be confirmed safely. ' +
      'Set it as a function secret (`npm run secrets` prints one); card payments, pay on delivery and payouts by hand work meanwhile.',
  );
  return false;
}
