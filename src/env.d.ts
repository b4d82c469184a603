/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** A hosted Supabase project's URL; absent for the local backend on the site's own origin. */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The hosted project's publishable key (`sb_publishable_…`); required with PUBLIC_SUPABASE_URL. */
  readonly PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string;
  /** A legacy anon key (a JWT), for a project not yet on publishable keys. */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
