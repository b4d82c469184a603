/**
 * PKCE flow state (auth.flow_state): created when a sign-up, recovery or email change carries a
 * code_challenge; its auth code is handed out by /verify (`?code=`) and exchanged once, with the
 * code verifier, at /token?grant_type=pkce.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database.ts';
import { FLOW_STATE_EXPIRY, nowDate, type AuthContext } from './context.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { parseChallengeMethod, pkceMismatch } from './pkce.ts';
import { epochMs } from './users.ts';

/** The authentication methods a flow state can be for; also the session's amr method. */
export type FlowMethod = 'email/signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: FlowMethod;
  created_at: Date | string;
  auth_code_issued_at: Date | string | null;
}

/** GoTrue's ParseAuthenticationMethod for a /verify type ("signup" and anything ending in it). */
export function flowMethodForVerifyType(type: string): FlowMethod | undefined {
  if (type.endsWith('signup')) return 'email/signup';
  if (type === 'recovery' || type === 'email_change' || type === 'magiclink' || type === 'invite')
    return type;
  return undefined;
}

export async function createFlowState(
  ctx: AuthContext,
  q: Queryable,
  input: {
    userId: string;
    providerType: string;
    method: FlowMethod;
    codeChallenge: string;
    codeChallengeMethod: string;
  },
): Promise<void> {
  const method = parseChallengeMethod(input.codeChallengeMethod);
  if (!method) throw badRequest('validation_failed', 'Invalid code_challenge_method');
  const now = nowDate(ctx);
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      randomUUID(),
      input.userId,
      randomUUID(),
      method,
      input.codeChallenge,
      input.providerType,
      input.method,
      now,
    ],
  );
}

/** /verify's issueAuthCode: the newest flow state of that kind for the user, marked as issued. */
export async function issueAuthCode(
  ctx: AuthContext,
  q: Queryable,
  userId: string,
  method: FlowMethod,
): Promise<string> {
  const { rows } = await q.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow)
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. 422: No valid flow state found for user.',
    );
  await q.query('update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1', [
    flow.id,
    nowDate(ctx),
  ]);
  return flow.auth_code;
}

/**
 * Checks and consumes an auth code for /token?grant_type=pkce. Expiry counts from when /verify
 * issued the code (GoTrue counts from the flow's creation, which fails sign-ups confirmed more
 * than five minutes after signing up).
 */
export async function consumeAuthCode(
  ctx: AuthContext,
  q: Queryable,
  authCode: string,
  codeVerifier: string,
): Promise<{ userId: string; method: FlowMethod }> {
  const { rows } = await q.query<FlowStateRow>(
    'select * from auth.flow_state where auth_code = $1 for update',
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id || flow.auth_code_issued_at === null)
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = epochMs(flow.auth_code_issued_at) ?? epochMs(flow.created_at) ?? 0;
  if (ctx.now() > issuedAt + FLOW_STATE_EXPIRY * 1000)
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  const mismatch = pkceMismatch(flow.code_challenge, flow.code_challenge_method, codeVerifier);
  if (mismatch) throw badRequest('bad_code_verifier', mismatch);
  await q.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
