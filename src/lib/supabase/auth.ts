/**
 * Account calls of spec section 7 (sign-in, sign-up, recovery, social sign-in, multi-factor,
 * identities, profile): thin, named wrappers over supabase-js's auth client that throw a
 * DataError in the account forms' words on failure (src/lib/auth/messages.ts).
 * The session itself is followed by src/stores/session.ts.
 */
import type { Factor, UserIdentity } from '@supabase/supabase-js';
import { resolveClient, type ClientSource } from './client';
import { apiKeyHeaders, supabaseSettings } from './config';
import { unwrapAuth as unwrap } from './errors';
import { STORE } from '../config';

/** An absolute URL on this site, for the links GoTrue emails and its redirects. */
export function siteUrl(path: string): string {
  return new URL(path, globalThis.location?.origin ?? 'http://localhost:4321').toString();
}

export async function signInWithPassword(email: string, password: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.signInWithPassword({ email, password }));
}

/** Sign-up with the spec's options: emailRedirectTo (the confirmation lands on /account) and full_name. */
export async function signUp(
  input: { fullName: string; email: string; password: string },
  source?: ClientSource,
) {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.auth.signUp({
      email: input.email,
      password: input.password,
      options: { emailRedirectTo: siteUrl('/account'), data: { full_name: input.fullName } },
    }),
  );
}

export async function resendConfirmation(email: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: siteUrl('/account') } }),
  );
}

/** POST /recover: the emailed link signs the visitor in and opens the new-password form. */
export async function sendPasswordReset(email: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: siteUrl('/auth?mode=reset') }),
  );
}

export async function updatePassword(password: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.updateUser({ password }));
}

export async function updateFullName(fullName: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.updateUser({ data: { full_name: fullName } }));
}

/** A change of email, confirmed by links GoTrue sends (to the new address, and the old one too). */
export async function changeEmail(email: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.updateUser({ email }, { emailRedirectTo: siteUrl('/account') }));
}

/** A new session from the refresh token: the user as the server has it now (after an email change). */
export async function refreshSession(source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.refreshSession());
}

/** Which social providers the backend has switched on (GoTrue's public /settings). */
export async function enabledProviders(): Promise<Record<string, boolean>> {
  const { url, publishableKey } = supabaseSettings();
  const response = await fetch(`${url}/auth/v1/settings`, { headers: apiKeyHeaders(publishableKey) });
  if (!response.ok) throw new Error(`The sign-in settings could not be read (${response.status}).`);
  const body: unknown = await response.json();
  const external: unknown =
    typeof body === 'object' && body !== null && 'external' in body ? body.external : {};
  // GoTrue lists every provider it knows with whether it is on: keep the true-or-false entries.
  return Object.fromEntries(
    Object.entries(external ?? {}).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  );
}

/** GET /authorize?provider=…: the browser leaves for the provider and comes back to `returnPath`. */
export async function signInWithProvider(provider: string, returnPath: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.auth.signInWithOAuth({
      provider: provider as 'google',
      options: { redirectTo: siteUrl(returnPath) },
    }),
  );
}

export async function listIdentities(source?: ClientSource): Promise<UserIdentity[]> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.getUserIdentities()).identities;
}

/** GET /user/identities/authorize: the browser leaves for the provider and comes back to /account. */
export async function linkProvider(provider: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(
    await supabase.auth.linkIdentity({
      provider: provider as 'google',
      options: { redirectTo: siteUrl('/account') },
    }),
  );
}

export async function unlinkProvider(identity: UserIdentity, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.unlinkIdentity(identity));
}

/** The user's two-factor methods (verified and not), newest first. */
export async function listFactors(source?: ClientSource): Promise<Factor[]> {
  const supabase = await resolveClient(source);
  const { all } = unwrap(await supabase.auth.mfa.listFactors());
  return [...all].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function enrolAuthenticator(friendlyName: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: STORE.name }));
}

export async function enrolPhone(phone: string, friendlyName: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.mfa.enroll({ factorType: 'phone', phone, friendlyName }));
}

/** POST /factors/{id}/challenge; a phone factor is sent its code by SMS. */
export async function challengeFactor(factorId: string, source?: ClientSource): Promise<string> {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.mfa.challenge({ factorId })).id;
}

/** POST /factors/{id}/verify: a right code raises the session to aal2. */
export async function verifyFactor(
  factorId: string,
  challengeId: string,
  code: string,
  source?: ClientSource,
) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.mfa.verify({ factorId, challengeId, code }));
}

export async function removeFactor(factorId: string, source?: ClientSource) {
  const supabase = await resolveClient(source);
  return unwrap(await supabase.auth.mfa.unenroll({ factorId }));
}
