/**
 * Emails with links and codes (sign-up confirmation, password recovery, email change), sent to
 * the local outbox. As in GoTrue: one resend per `max_frequency` per user and kind, a project-wide
 * hourly quota, and a code that verifies like the link. Messages are queued during the database
 * transaction and handed to the outbox only after it commits, so no link is ever sent for a
 * token that was rolled back.
 */
import type { ApiRequest } from '../http.ts';
import type { Queryable } from '../database.ts';
import type { Outbox } from '../outbox.ts';
import { nowDate, type AuthContext } from './context.ts';
import { frequencyLimitMessage, tooManyRequests } from './errors.ts';
import type { FlowType } from './pkce.ts';
import { linkOrigin, resolveRedirect } from './redirects.ts';
import { generateOtp, linkTokenFor, storedHash } from './secrets.ts';
import { epochMs, type UserRow } from './users.ts';

export type EmailTokenKind =
  'confirmation_token' | 'recovery_token' | 'email_change_token_current' | 'email_change_token_new';

/** Column names are fixed here, never taken from input. */
const SENT_AT: Record<EmailTokenKind, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_current: 'email_change_sent_at',
  email_change_token_new: 'email_change_sent_at',
};

type OutboxMessage = Parameters<Outbox['send']>[0];

export class Deliveries {
  private readonly messages: OutboxMessage[] = [];

  add(message: OutboxMessage) {
    this.messages.push(message);
  }

  flush(outbox: Outbox) {
    for (const message of this.messages.splice(0)) outbox.send(message);
  }
}

/** GoTrue's validateSentWithinFrequencyLimit. */
export function assertEmailFrequency(ctx: AuthContext, sentAt: Date | string | null): void {
  const sent = epochMs(sentAt);
  const max = ctx.config.email.maxFrequencySeconds;
  if (sent !== null && sent + max * 1000 > ctx.now())
    throw tooManyRequests('over_email_send_rate_limit', frequencyLimitMessage(sent, max, ctx.now()));
}

/** The project-wide hourly email quota (only when confirmations are on, as in GoTrue). */
export function takeEmailQuota(ctx: AuthContext): void {
  const exceeded =
    ctx.config.rateLimits.emailSent === 0 ||
    (ctx.config.email.enableConfirmations && !ctx.limiters.emailSent.allow());
  if (exceeded) throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
}

/** Stores a new token of `kind` for `address` and returns the code and the link token. */
async function storeEmailToken(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  kind: EmailTokenKind,
  address: string,
  flow: FlowType,
): Promise<{ otp: string; linkToken: string }> {
  const otp = generateOtp(ctx.config.email.otpLength);
  const linkToken = `${flow === 'pkce' ? 'pkce_' : ''}${linkTokenFor(address, otp)}`;
  const hash = storedHash(linkToken);
  const now = nowDate(ctx);
  await tx.query(`update auth.users set ${kind} = $2, ${SENT_AT[kind]} = $3 where id = $1`, [
    user.id,
    hash,
    now,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = excluded.updated_at`,
    [user.id, kind, hash, address.toLowerCase(), now],
  );
  return { otp, linkToken };
}

export function verifyLink(origin: string, linkToken: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `${origin}/auth/v1/verify?${query.toString()}`;
}

export async function clearOneTimeTokens(
  tx: Queryable,
  userId: string,
  kinds?: EmailTokenKind[],
): Promise<void> {
  if (kinds)
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = any($2)', [
      userId,
      kinds,
    ]);
  else await tx.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

/** Queues an email with a verify link and the code that verifies like it. */
function queueLinkEmail(
  deliveries: Deliveries,
  message: { to: string; subject: string; lead: string; link: string; otp: string },
): void {
  const { to, subject, lead, link, otp } = message;
  deliveries.add({
    channel: 'email',
    to,
    subject,
    text: `${lead}:\n${link}\n\nAlternatively, enter the code: ${otp}`,
    link,
    code: otp,
  });
}

/** The emails with a link to the user's own address, by what the link does at /verify. */
const ACCOUNT_EMAILS = {
  confirmation: {
    kind: 'confirmation_token',
    sentAt: (user: UserRow) => user.confirmation_sent_at,
    type: 'signup',
    subject: 'Confirm Your Signup',
    lead: 'Follow this link to confirm your user',
  },
  recovery: {
    kind: 'recovery_token',
    sentAt: (user: UserRow) => user.recovery_sent_at,
    type: 'recovery',
    subject: 'Reset Your Password',
    lead: 'Follow this link to reset the password for your user',
  },
} as const;

/** The sign-up confirmation or the password-recovery email: a link and a code. */
export async function sendAccountEmail(
  which: keyof typeof ACCOUNT_EMAILS,
  ctx: AuthContext,
  tx: Queryable,
  request: ApiRequest,
  user: UserRow,
  flow: FlowType,
  deliveries: Deliveries,
): Promise<void> {
  const email = ACCOUNT_EMAILS[which];
  assertEmailFrequency(ctx, email.sentAt(user));
  takeEmailQuota(ctx);
  const address = user.email ?? '';
  const { otp, linkToken } = await storeEmailToken(ctx, tx, user, email.kind, address, flow);
  const redirectTo = resolveRedirect(request, ctx.config);
  const link = verifyLink(linkOrigin(request.origin, redirectTo), linkToken, email.type, redirectTo);
  queueLinkEmail(deliveries, { to: address, subject: email.subject, lead: email.lead, link, otp });
}

/**
 * GoTrue's secure email change (double_confirm_changes, on by default): one link to the new
 * address and one to the current one; the change applies once both are followed.
 */
export async function sendEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  request: ApiRequest,
  user: UserRow,
  newEmail: string,
  flow: FlowType,
  deliveries: Deliveries,
): Promise<void> {
  assertEmailFrequency(ctx, user.email_change_sent_at);
  takeEmailQuota(ctx);
  await tx.query('update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1', [
    user.id,
    newEmail,
  ]);
  const redirectTo = resolveRedirect(request, ctx.config);
  const targets: [EmailTokenKind, string][] = [['email_change_token_new', newEmail]];
  if (user.email) targets.push(['email_change_token_current', user.email]);
  for (const [kind, address] of targets) {
    const { otp, linkToken } = await storeEmailToken(ctx, tx, user, kind, address, flow);
    const link = verifyLink(linkOrigin(request.origin, redirectTo), linkToken, 'email_change', redirectTo);
    queueLinkEmail(deliveries, {
      to: address,
      subject: 'Confirm Email Change',
      lead: `Follow this link to confirm the update of your email from ${user.email ?? ''} to ${newEmail}`,
      link,
      otp,
    });
  }
}
