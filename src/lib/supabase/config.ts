/**
 * Which Supabase the browser talks to, and with which key. A build for a hosted project sets
 * PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_PUBLISHABLE_KEY (the project's `sb_publishable_…` key;
 * PUBLIC_SUPABASE_ANON_KEY, a legacy anon JWT, still works for a project that has one); otherwise
 * the site talks to the local server on its own origin (`npm start`, `npm run dev`) with the local
 * stack's fixed, public publishable key.
 */

/** The Supabase CLI's documented local publishable key (public by design; the local server accepts it). */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export interface SupabaseSettings {
  url: string;
  /** The project's publishable key (or legacy anon key): what every request carries in `apikey`. */
  publishableKey: string;
  /** True when the data comes from the local server on this origin. */
  local: boolean;
}

type KeyEnv = { PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string; PUBLIC_SUPABASE_ANON_KEY?: string };

/** The build's publishable key: PUBLIC_SUPABASE_PUBLISHABLE_KEY, else the legacy PUBLIC_SUPABASE_ANON_KEY. */
export function publishableKeyOf(env: KeyEnv): string | undefined {
  return env.PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim() || env.PUBLIC_SUPABASE_ANON_KEY?.trim() || undefined;
}

export function supabaseSettings(
  env: { PUBLIC_SUPABASE_URL?: string } & KeyEnv = import.meta.env,
  origin: string = globalThis.location?.origin ?? 'http://localhost:4321',
): SupabaseSettings {
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  const publishableKey = publishableKeyOf(env);
  if (url) {
    if (!publishableKey)
      throw new Error('PUBLIC_SUPABASE_URL is set but PUBLIC_SUPABASE_PUBLISHABLE_KEY is not.');
    return { url: url.replace(/\/+$/, ''), publishableKey, local: false };
  }
  return { url: origin, publishableKey: publishableKey ?? LOCAL_PUBLISHABLE_KEY, local: true };
}

/**
 * The headers of a request the store builds itself (supabase-js makes its own): the key in
 * `apikey` only. Supabase's current keys are not JWTs, and its gateway refuses one sent as
 * `Authorization: Bearer` unless it repeats `apikey`; a signed-in user's JWT is what goes there.
 * @example fetch(`${url}/rest/v1/rpc/record_affiliate_visit`, { headers: apiKeyHeaders(key) })
 */
export function apiKeyHeaders(publishableKey: string): Record<string, string> {
  return { apikey: publishableKey };
}
