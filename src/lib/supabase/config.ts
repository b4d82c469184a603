/**
 * Which Supabase the browser talks to. A build for a hosted project sets PUBLIC_SUPABASE_URL and
 * PUBLIC_SUPABASE_ANON_KEY; otherwise the site talks to the local server on its own origin
 * (`npm start`, `npm run dev`), with the anon key of a server of the shop's own when the build is
 * given one (PUBLIC_SUPABASE_ANON_KEY alone), else the local stack's fixed, public anon key.
 */

/** The Supabase CLI's documented local anon key (public by design; the local server accepts it). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  /** True when the data comes from the local server on this origin. */
  local: boolean;
}

export function supabaseSettings(
  env: { PUBLIC_SUPABASE_URL?: string; PUBLIC_SUPABASE_ANON_KEY?: string } = import.meta.env,
  origin: string = globalThis.location?.origin ?? 'http://localhost:4321',
): SupabaseSettings {
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  if (url) {
    const anonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim();
    if (!anonKey) throw new Error('PUBLIC_SUPABASE_URL is set but PUBLIC_SUPABASE_ANON_KEY is not.');
    return { url: url.replace(/\/+$/, ''), anonKey, local: false };
  }
  return { url: origin, anonKey: env.PUBLIC_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY, local: true };
}
