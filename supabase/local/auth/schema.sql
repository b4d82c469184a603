-- The rest of GoTrue's auth schema that the local auth service uses, on top of the minimal
-- auth.users from bootstrap.sql. Names and columns follow GoTrue's own migrations so that tools
-- written for Supabase find what they expect; enums are text with checks, so the file stays
-- idempotent (it runs on every start, after bootstrap.sql and before the migrations).
-- None of these tables is granted to anon, authenticated or service_role: only the auth service
-- (the database owner) reads them.

alter table auth.users
  add column if not exists instance_id uuid,
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token text,
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token text,
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_token_new text,
  add column if not exists email_change text,
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists email_change_token_current text,
  add column if not exists email_change_confirm_status smallint not null default 0,
  add column if not exists phone_change text,
  add column if not exists phone_change_token text,
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists reauthentication_token text,
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz,
  add column if not exists is_anonymous boolean not null default false;

-- Kept for backward compatibility by GoTrue: the earlier of the two confirmations.
alter table auth.users
  add column if not exists confirmed_at timestamptz
  generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;

create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);
create index if not exists users_email_change_token_new_idx on auth.users (email_change_token_new);
create index if not exists users_email_change_token_current_idx on auth.users (email_change_token_current);

-- One row per way a user signs in; `email` for e-mail and password users (provider_id = user id).
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

-- A signed-in device. Deleting it (sign-out) cascades to its refresh tokens and amr claims, and
-- makes its access tokens useless: every authenticated endpoint checks the session still exists.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  factor_id uuid,
  aal text check (aal in ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Rotating refresh tokens: each use revokes the token and issues a child (parent = its token).
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  instance_id uuid,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  parent text,
  session_id uuid not null references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- How each session was authenticated (password, otp, totp, mfa/phone…): the `amr` claim.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz
);
-- Columns GoTrue added in later migrations (WebAuthn), as alters so older local databases gain them.
alter table auth.mfa_factors
  add column if not exists web_authn_credential jsonb,
  add column if not exists web_authn_aaguid uuid,
  add column if not exists last_webauthn_challenge_data jsonb;
-- Local only (GoTrue has no such column): the newest TOTP time step (unix seconds / 30) a code was
-- accepted for. Codes of that step or earlier are refused (RFC 6238 section 5.2), so a code works once.
alter table auth.mfa_factors add column if not exists last_totp_step bigint;
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

-- otp_code holds a sha256 of the texted code, never the code.
create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address text not null,
  otp_code text
);
alter table auth.mfa_challenges add column if not exists web_authn_session_data jsonb;
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- PKCE: the code challenge of a sign-up, recovery or e-mail change until the code is exchanged.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

-- GoTrue's index of pending e-mail tokens; token_hash is the same sha256 the users row holds.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (
    token_type in (
      'confirmation_token',
      'reauthentication_token',
      'recovery_token',
      'email_change_token_new',
      'email_change_token_current',
      'phone_change_token'
    )
  ),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to);

revoke all on
  auth.users, auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims,
  auth.mfa_factors, auth.mfa_challenges, auth.flow_state, auth.one_time_tokens
  from anon, authenticated;
