/**
 * auth.users rows: look-ups, creation, metadata updates, and the user object GoTrue returns
 * (with its `identities` and, once there are any, `factors`).
 */
import type { Queryable } from '../database.ts';
import { forbidden } from './errors.ts';

type Timestamp = Date | string | null;
type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp;
  phone_confirmed_at: Timestamp;
  confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_token: string | null;
  confirmation_sent_at: Timestamp;
  recovery_token: string | null;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_sent_at: Timestamp;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number;
  phone_change: string | null;
  phone_change_sent_at: Timestamp;
  reauthentication_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean;
  is_sso_user: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  created_at: Timestamp;
  updated_at: Timestamp;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Timestamp;
}

export const iso = (value: Timestamp): string | null =>
  value === null ? null : new Date(value).toISOString();
export const epochMs = (value: Timestamp): number | null =>
  value === null ? null : new Date(value).getTime();

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and not is_sso_user`,
    [email],
  );
  return rows[0];
}

/** Locks the user's row for the rest of the transaction (token and frequency updates). */
export async function lockUser(q: Queryable, id: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('select * from auth.users where id = $1 for update', [id])).rows[0];
}

export function isBanned(user: UserRow, nowMs: number): boolean {
  const until = epochMs(user.banned_until);
  return until !== null && until > nowMs;
}

export function assertNotBanned(user: UserRow, nowMs: number): void {
  if (isBanned(user, nowMs)) throw forbidden('user_banned', 'User is banned');
}

export async function loadIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export async function loadFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** GoTrue's user JSON: absent optional timestamps are left out, email and phone are '' not null. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  const optional = (value: Timestamp) => iso(value) ?? undefined;
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: optional(user.email_confirmed_at),
    invited_at: optional(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: optional(user.phone_confirmed_at),
    confirmation_sent_at: optional(user.confirmation_sent_at),
    confirmed_at: optional(user.confirmed_at),
    recovery_sent_at: optional(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: optional(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: optional(user.phone_change_sent_at),
    reauthentication_sent_at: optional(user.reauthentication_sent_at),
    last_sign_in_at: optional(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: optional(user.banned_until),
    deleted_at: optional(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** Reloads the user and everything GoTrue's eager load brings along. */
export async function loadUserJson(q: Queryable, userId: string): Promise<UserJson> {
  const user = await findUserById(q, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return userJson(user, await loadIdentities(q, userId), await loadFactors(q, userId));
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string | null;
  userMetadata: Json;
  emailConfirmedAt: Date | null;
  now: Date;
}

/** Inserts an email user. The metadata goes in with the row, as the profiles trigger reads it. */
export async function insertEmailUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $7, $7)
     returning *`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.emailConfirmedAt,
      { provider: 'email', providers: ['email'] },
      user.userMetadata,
      user.now,
    ],
  );
  return rows[0]!;
}

export async function insertIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  identityData: Json,
  now: Date,
): Promise<IdentityRow> {
  const { rows } = await q.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5, $5) returning *`,
    [String(identityData.sub ?? userId), userId, identityData, provider, now],
  );
  return rows[0]!;
}

/** Merges `updates` into a metadata object; a null value removes the key (GoTrue's rule). */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUserMetadata(
  q: Queryable,
  user: UserRow,
  updates: Json,
  now: Date,
): Promise<void> {
  await q.query('update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1', [
    user.id,
    mergeMetadata(user.raw_user_meta_data, updates),
    now,
  ]);
}

/** app_metadata.provider/providers follow the user's identities, oldest first. */
export async function updateAppMetadataProviders(q: Queryable, userId: string, now: Date): Promise<void> {
  const { rows } = await q.query<{ provider: string }>(
    'select provider from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  const providers = [...new Set(rows.map((row) => row.provider))];
  const current = await findUserById(q, userId);
  if (!current) return;
  const updates: Json = { providers };
  if (providers.length > 0) updates.provider = providers[0];
  await q.query('update auth.users set raw_app_meta_data = $2, updated_at = $3 where id = $1', [
    userId,
    mergeMetadata(current.raw_app_meta_data, updates),
    now,
  ]);
}
