/**
 * GET /user and PUT /user for the signed-in user. PUT changes user metadata (merged; null removes
 * a key), the password (other sessions are signed out, pending links are voided), or the email
 * address (confirmed through links to both addresses).
 */
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import { nowDate, type AuthContext } from './context.ts';
import { badRequest, forbidden, unauthorized, unprocessable } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { Deliveries, clearOneTimeTokens, sendEmailChange } from './mailer.ts';
import { objectField, optionalStringField, readBody, stringField } from './params.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { flowFromChallenge, validatePkceParams } from './pkce.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { authenticate } from './session-auth.ts';
import { findUserByEmail, loadFactors, loadUserJson, lockUser, updateUserMetadata } from './users.ts';
import { checkMetadataDepth, validateEmail, validatePhone } from './validation.ts';

export async function getUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { claims, user } = await authenticate(ctx, request);
  if (claims.aud !== 'authenticated')
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  return json(200, await loadUserJson(ctx.db, user.id));
}

export async function updateUser(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, session } = await authenticate(ctx, request);
  enforceRateLimit(ctx.limiters.signInSignUps, request);
  const struct = 'UserUpdateParams';
  const body = readBody(request, struct);
  let email = stringField(body, 'email', struct);
  const password = optionalStringField(body, 'password', struct);
  const data = objectField(body, 'data', struct);
  const appMetadata = objectField(body, 'app_metadata', struct);
  const rawPhone = stringField(body, 'phone', struct);
  const codeChallenge = stringField(body, 'code_challenge', struct);
  const codeChallengeMethod = stringField(body, 'code_challenge_method', struct);
  stringField(body, 'nonce', struct);
  stringField(body, 'channel', struct);
  optionalStringField(body, 'current_password', struct);

  if (data) checkMetadataDepth(data);
  if (email) email = validateEmail(email);
  // Stored as GoTrue stores it (E.164 without the plus), so compared with the user's in that form.
  const phone = rawPhone ? validatePhone(rawPhone) : '';
  if (password !== undefined) checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  if (appMetadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  validatePkceParams(codeChallengeMethod, codeChallenge);

  const changesEmail = email !== '' && email !== user.email;
  const hasVerifiedFactor = (await loadFactors(ctx.db, user.id)).some(
    (factor) => factor.status === 'verified',
  );
  if (
    hasVerifiedFactor &&
    session.aal !== 'aal2' &&
    (password || changesEmail || (phone && phone !== user.phone))
  )
    throw unauthorized(
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  if (changesEmail && (await findUserByEmail(ctx.db, email)))
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  if (phone && phone !== user.phone)
    throw badRequest(
      'phone_provider_disabled',
      'Changing the phone number needs an SMS provider, which the local server has not',
    );

  let passwordHash: string | null | undefined;
  if (password !== undefined) {
    if (password && (await verifyPassword(password, user.encrypted_password)))
      throw unprocessable('same_password', 'New password should be different from the old password.');
    passwordHash = password ? await hashPassword(password) : null;
  }

  const deliveries = new Deliveries();
  await ctx.db.transaction(async (tx) => {
    const now = nowDate(ctx);
    const locked = (await lockUser(tx, user.id)) ?? user;
    if (passwordHash !== undefined) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
           recovery_token = null, recovery_sent_at = null, email_change_token_current = null,
           email_change_token_new = null, email_change_sent_at = null, phone_change_token = null,
           phone_change_sent_at = null, reauthentication_token = null, reauthentication_sent_at = null,
           updated_at = $3
         where id = $1`,
        [user.id, passwordHash, now],
      );
      await clearOneTimeTokens(tx, user.id);
      // A new password signs out every other device, as in GoTrue.
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
    }
    if (data) await updateUserMetadata(tx, (await lockUser(tx, user.id)) ?? locked, data, now);
    if (changesEmail) {
      const flow = flowFromChallenge(codeChallenge);
      if (flow === 'pkce')
        await createFlowState(ctx, tx, {
          userId: user.id,
          providerType: 'email_change',
          method: 'email_change',
          codeChallenge,
          codeChallengeMethod,
        });
      await sendEmailChange(
        ctx,
        tx,
        request,
        (await lockUser(tx, user.id)) ?? locked,
        email,
        flow,
        deliveries,
      );
    }
    await tx.query('update auth.users set updated_at = $2 where id = $1', [user.id, now]);
  });
  deliveries.flush(ctx.outbox);
  return json(200, await loadUserJson(ctx.db, user.id));
}
