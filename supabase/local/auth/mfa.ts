/**
 * Multi-factor authentication (/factors), as GoTrue: enroll a TOTP app or a phone, challenge it,
 * verify the code. A successful verification upgrades the caller's session to aal2 (amr gains
 * `totp` or `mfa/phone`), rotates its refresh token, ends the user's other aal1 sessions and
 * drops their other unverified factors of that type. Phone codes go to the outbox as texts. A TOTP
 * code is accepted once (totp.ts), which GoTrue does not enforce.
 */
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';
import type { Queryable } from '../database.ts';
import {
  MAX_VERIFIED_FACTORS,
  MFA_CHALLENGE_EXPIRY,
  MFA_FACTOR_EXPIRY,
  nowDate,
  type AuthContext,
} from './context.ts';
import {
  badRequest,
  forbidden,
  frequencyLimitMessage,
  notFound,
  tooManyRequests,
  unprocessable,
} from './errors.ts';
import { isUuid, readBody, stringField, type Body } from './params.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { generateOtp, safeEqual, storedHash } from './secrets.ts';
import { authenticate, type Caller } from './session-auth.ts';
import { matchTotpStep, spendTotpStep, totpFor } from './totp.ts';
import { addAmrClaim, rotateSessionRefreshToken, tokenResponse, type TokenResponse } from './tokens.ts';
import { epochMs, findUserById, loadFactors, type FactorRow } from './users.ts';
import { INVALID_CHANNEL, validatePhone } from './validation.ts';

const INVALID_TOTP_CODE = 'Invalid TOTP code entered';

/** Authentication plus GoTrue's requireNotAnonymous, for every /factors route. */
async function caller(ctx: AuthContext, request: ApiRequest): Promise<Caller> {
  const result = await authenticate(ctx, request);
  if (result.claims.is_anonymous === true)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  return result;
}

/** The caller and, as GoTrue's loadFactor, one of their own factors (no one else's exist for them). */
async function callerFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<Caller & { factor: FactorRow }> {
  const result = await caller(ctx, request);
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await ctx.db.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, result.user.id],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return { ...result, factor: rows[0] };
}

/** Challenging and verifying a factor need its type's verification switched on. */
function assertVerificationEnabled(ctx: AuthContext, factor: FactorRow): void {
  if (factor.factor_type === 'phone' && !ctx.config.mfa.phone.verify)
    throw unprocessable('mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  if (factor.factor_type === 'totp' && !ctx.config.mfa.totp.verify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
}

/** The amr method a verified factor adds to the session. */
const amrMethod = (factor: FactorRow) => (factor.factor_type === 'totp' ? 'totp' : 'mfa/phone');

// ---------------------------------------------------------------- enroll

export async function enrollFactor(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, session } = await caller(ctx, request);
  const struct = 'EnrollFactorParams';
  const body = readBody(request, struct);
  const factorType = stringField(body, 'factor_type', struct);
  const friendlyName = stringField(body, 'friendly_name', struct);
  const issuer = stringField(body, 'issuer', struct);
  const phone = stringField(body, 'phone', struct);
  const { mfa } = ctx.config;

  if (factorType === 'phone') {
    if (!mfa.phone.enroll)
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (!phone) throw badRequest('validation_failed', 'Phone number required to enroll Phone factor');
    const number = validatePhone(phone);
    const factor = await ctx.db.transaction(async (tx) => {
      const existing = await loadFactors(tx, user.id);
      const samePhone = existing.filter(
        (factor) => factor.factor_type === 'phone' && factor.phone === number,
      );
      if (samePhone.some((factor) => factor.status === 'verified'))
        throw unprocessable(
          'mfa_verified_factor_exists',
          'A verified phone factor already exists, unenroll the existing factor to continue',
        );
      for (const stale of samePhone) await tx.query('delete from auth.mfa_factors where id = $1', [stale.id]);
      await validateFactors(ctx, tx, user.id, friendlyName, session.aal);
      return insertFactor(ctx, tx, user.id, 'phone', friendlyName, { phone: number });
    });
    return json(200, { id: factor.id, type: 'phone', friendly_name: factor.friendly_name ?? '', phone });
  }
  if (factorType === 'totp') {
    if (!mfa.totp.enroll)
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const totp = totpFor(new OTPAuth.Secret({ size: 20 }), {
      issuer: issuer || new URL(ctx.config.siteUrl).host,
      label: user.email ?? '',
    });
    const uri = totp.toString();
    const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
    const factor = await ctx.db.transaction(async (tx) => {
      await validateFactors(ctx, tx, user.id, friendlyName, session.aal);
      return insertFactor(ctx, tx, user.id, 'totp', friendlyName, { secret: totp.secret.base32 });
    });
    return json(200, {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name ?? '',
      // Raw SVG: auth-js prefixes "data:image/svg+xml;utf-8," itself.
      totp: { qr_code: qrCode, secret: totp.secret.base32, uri },
    });
  }
  if (factorType === 'webauthn')
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
}

/** GoTrue's validateFactors: expired unverified factors go, names are unique, counts are capped. */
async function validateFactors(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  friendlyName: string,
  aal: string | null,
): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f where f.user_id = $1 and f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at < $2`,
    [userId, new Date(ctx.now() - MFA_FACTOR_EXPIRY * 1000)],
  );
  const factors = await loadFactors(tx, userId);
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName))
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= ctx.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verified > 0 && aal !== 'aal2')
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
}

async function insertFactor(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  type: 'totp' | 'phone',
  friendlyName: string,
  extra: { secret?: string; phone?: string },
): Promise<FactorRow> {
  const { rows } = await tx.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
     values ($1, $2, $3, $4, 'unverified', $5, $5, $6, $7) returning *`,
    [randomUUID(), userId, friendlyName, type, nowDate(ctx), extra.secret ?? null, extra.phone ?? null],
  );
  return rows[0]!;
}

// ---------------------------------------------------------------- challenge

export async function challengeFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { factor } = await callerFactor(ctx, request, factorId);
  enforceRateLimit(ctx.limiters.mfa, request);
  const now = nowDate(ctx);
  const challengeId = randomUUID();

  assertVerificationEnabled(ctx, factor);
  if (factor.factor_type === 'phone') {
    const body: Body = request.body.length > 0 ? readBody(request, 'ChallengeFactorParams') : {};
    const channel = stringField(body, 'channel', 'ChallengeFactorParams') || 'sms';
    if (channel !== 'sms' && channel !== 'whatsapp') throw badRequest('validation_failed', INVALID_CHANNEL);
    const lastChallenged = epochMs(factor.last_challenged_at);
    const maxFrequency = ctx.config.mfa.phone.maxFrequencySeconds;
    if (lastChallenged !== null && lastChallenged + maxFrequency * 1000 >= ctx.now())
      throw tooManyRequests(
        'over_sms_send_rate_limit',
        frequencyLimitMessage(lastChallenged, maxFrequency, ctx.now()),
      );
    if (ctx.config.rateLimits.smsSent === 0 || !ctx.limiters.smsSent.allow())
      throw tooManyRequests('over_sms_send_rate_limit', 'SMS rate limit exceeded');

    const code = generateOtp(ctx.config.mfa.phone.otpLength);
    await recordChallenge(ctx, challengeId, factor.id, now, request.ip, storedHash(code));
    ctx.outbox.send({
      channel: 'sms',
      to: `+${factor.phone ?? ''}`,
      subject: channel === 'whatsapp' ? 'WhatsApp verification code' : 'SMS verification code',
      text: ctx.config.mfa.phone.template.replace(/\{\{\s*\.Code\s*\}\}/g, code),
      code,
    });
  } else if (factor.factor_type === 'totp') {
    await recordChallenge(ctx, challengeId, factor.id, now, request.ip, null);
  } else throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');

  return json(200, {
    id: challengeId,
    type: factor.factor_type,
    expires_at: Math.floor(now.getTime() / 1000) + MFA_CHALLENGE_EXPIRY,
  });
}

/** Stores the challenge and marks the factor as challenged now. */
async function recordChallenge(
  ctx: AuthContext,
  id: string,
  factorId: string,
  now: Date,
  ip: string,
  otpHash: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code) values ($1, $2, $3, $4, $5)`,
      [id, factorId, now, ip, otpHash],
    );
    await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [factorId, now]);
  });
}

// ---------------------------------------------------------------- verify

interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date | string;
  verified_at: Date | string | null;
  ip_address: string;
  otp_code: string | null;
}

export async function verifyFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { user, session, factor } = await callerFactor(ctx, request, factorId);
  enforceRateLimit(ctx.limiters.mfa, request);
  const struct = 'VerifyFactorParams';
  const body = readBody(request, struct);
  const challengeId = stringField(body, 'challenge_id', struct);
  const code = stringField(body, 'code', struct);
  if (challengeId && !isUuid(challengeId))
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: uuid: incorrect UUID format in string "${challengeId}"`,
    );
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
  assertVerificationEnabled(ctx, factor);

  const challenge = challengeId
    ? (
        await ctx.db.query<ChallengeRow>(
          'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
          [challengeId, factor.id],
        )
      ).rows[0]
    : undefined;
  if (!challenge)
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified_at !== null || challenge.ip_address !== request.ip)
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (ctx.now() > (epochMs(challenge.created_at) ?? 0) + MFA_CHALLENGE_EXPIRY * 1000) {
    await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  let totpStep: number | null = null;
  if (factor.factor_type === 'totp') {
    totpStep = matchTotpStep(factor.secret ?? '', code, ctx.now());
    if (totpStep === null) throw unprocessable('mfa_verification_failed', INVALID_TOTP_CODE);
  } else if (!challenge.otp_code || !safeEqual(storedHash(code), challenge.otp_code)) {
    throw unprocessable('mfa_verification_failed', 'Invalid MFA Phone code entered');
  }

  const method = amrMethod(factor);
  const response = await ctx.db.transaction(async (tx): Promise<TokenResponse> => {
    // A code already accepted (replayed, or raced) is as good as a wrong one: GoTrue's answer.
    if (totpStep !== null && !(await spendTotpStep(tx, factor.id, totpStep)))
      throw unprocessable('mfa_verification_failed', INVALID_TOTP_CODE);
    const now = nowDate(ctx);
    await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [challenge.id, now]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`, [
      factor.id,
      now,
    ]);
    await addAmrClaim(tx, session.id, method, now);
    const refreshToken = await rotateSessionRefreshToken(tx, user.id, session.id, now);
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`, [
      session.id,
      factor.id,
      now,
    ]);
    // GoTrue's InvalidateSessionsWithAALLessThan: once a factor is proven, aal1 sessions end.
    await tx.query(
      `delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') < 'aal2'`,
      [user.id, session.id],
    );
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2 and id <> $3`,
      [user.id, factor.factor_type, factor.id],
    );
    const fresh = (await findUserById(tx, user.id))!;
    return tokenResponse(ctx, tx, request, fresh, session.id, refreshToken);
  });
  return json(200, response);
}

// ---------------------------------------------------------------- unenroll

export async function unenrollFactor(
  ctx: AuthContext,
  request: ApiRequest,
  factorId: string,
): Promise<ApiResponse> {
  const { user, session, factor } = await callerFactor(ctx, request, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2')
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  const method = amrMethod(factor);
  await ctx.db.transaction(async (tx) => {
    // Sessions that were upgraded with this factor fall back to aal1 (GoTrue's DowngradeSessionsToAAL1).
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = $2
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id, method],
    );
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
      [user.id, factor.id],
    );
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  });
  return json(200, { id: factor.id });
}
