/**
 * POST /resend: sends the sign-up confirmation or the email change links again (supabase-js's
 * auth.resend). `{}` whatever the address, like GoTrue; the per-user max_frequency applies.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { badRequest } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { Deliveries, sendAccountEmail, sendEmailChange } from './mailer.ts';
import { readBody, stringField } from './params.ts';
import { flowFromChallenge, validatePkceParams } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { findUserByEmail, lockUser } from './users.ts';
import { validateEmail, validatePhone } from './validation.ts';

export async function resend(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  enforceRateLimit(ctx.limiters.signInSignUps, request);
  const struct = 'ResendConfirmationParams';
  const body = readBody(request, struct);
  const type = stringField(body, 'type', struct);
  const email = stringField(body, 'email', struct);
  const phone = stringField(body, 'phone', struct);
  const codeChallenge = stringField(body, 'code_challenge', struct);
  const codeChallengeMethod = stringField(body, 'code_challenge_method', struct);

  if (type === 'signup' || type === 'email_change') validatePkceParams(codeChallengeMethod, codeChallenge);
  else if (type !== 'sms' && type !== 'phone_change')
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  if (!email && type === 'signup')
    throw badRequest('validation_failed', 'Type provided requires an email address');
  if (!phone && type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  if (email && phone)
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (phone) {
    if (!ctx.config.sms.enableSignup)
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    validatePhone(phone);
    // No user has a phone to confirm locally: GoTrue answers {} for a number it does not know.
    return json(200, {});
  }
  if (!email) throw badRequest('validation_failed', 'Missing email address or phone number');
  if (!ctx.config.email.enableSignup)
    throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const address = validateEmail(email);

  const found = await findUserByEmail(ctx.db, address);
  if (!found) return json(200, {});
  if (type === 'signup' && found.email_confirmed_at) return json(200, {});
  if (type === 'email_change' && !found.email_change) return json(200, {});
  if (type !== 'signup' && type !== 'email_change') return json(200, {});

  const flow = flowFromChallenge(codeChallenge);
  const deliveries = new Deliveries();
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.id);
    if (!user) return;
    const method = type === 'signup' ? 'email/signup' : 'email_change';
    if (flow === 'pkce')
      await createFlowState(ctx, tx, {
        userId: user.id,
        providerType: method,
        method,
        codeChallenge,
        codeChallengeMethod,
      });
    if (type === 'signup') await sendAccountEmail('confirmation', ctx, tx, request, user, flow, deliveries);
    else await sendEmailChange(ctx, tx, request, user, user.email_change ?? '', flow, deliveries);
  });
  deliveries.flush(ctx.outbox);
  return json(200, {});
}
