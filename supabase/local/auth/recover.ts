/**
 * POST /recover: emails a password-recovery link. Always `{}` for an address nobody has, so the
 * endpoint does not reveal who is registered; at most one email per max_frequency per user.
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { badRequest } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { Deliveries, sendAccountEmail } from './mailer.ts';
import { readBody, stringField } from './params.ts';
import { flowFromChallenge, validatePkceParams } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { findUserByEmail, lockUser } from './users.ts';
import { validateEmail } from './validation.ts';

export async function recover(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  enforceRateLimit(ctx.limiters.signInSignUps, request);
  // GoTrue's requireEmailProvider, which runs before the body is read.
  if (!ctx.config.email.enableSignup)
    throw badRequest('email_provider_disabled', 'Email logins are disabled');
  const struct = 'RecoverParams';
  const body = readBody(request, struct);
  const email = stringField(body, 'email', struct);
  const codeChallenge = stringField(body, 'code_challenge', struct);
  const codeChallengeMethod = stringField(body, 'code_challenge_method', struct);
  if (!email) throw badRequest('validation_failed', 'Password recovery requires an email');
  const address = validateEmail(email);
  validatePkceParams(codeChallengeMethod, codeChallenge);
  const flow = flowFromChallenge(codeChallenge);

  const found = await findUserByEmail(ctx.db, address);
  if (!found) return json(200, {});
  const deliveries = new Deliveries();
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.id);
    if (!user) return;
    if (flow === 'pkce')
      await createFlowState(ctx, tx, {
        userId: user.id,
        providerType: 'recovery',
        method: 'recovery',
        codeChallenge,
        codeChallengeMethod,
      });
    await sendAccountEmail('recovery', ctx, tx, request, user, flow, deliveries);
  });
  deliveries.flush(ctx.outbox);
  return json(200, {});
}
