// Where email links send the browser: a redirect the client asks for is kept only if GoTrue would
// keep it (the site URL's host, a loopback address, or an additional redirect URL matched exactly
// or by glob, never as a prefix); otherwise the link falls back to the site URL. Every redirect the
// store asks for passes with config.toml's additional_redirect_urls.
import { describe, expect, it } from 'vitest';
import { SITE, uniqueEmail, useAuthTestbed, type Testbed } from '../support/auth-testbed.ts';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// Each case is a sign-up, whose password hashing takes its time on a busy machine.
const MANY_SIGNUPS = 60_000;

/** Where the confirmation link of a sign-up asking for `redirect` lands. */
async function landing(testbed: Testbed, redirect: string): Promise<string> {
  const email = uniqueEmail('redirect');
  const { error } = await testbed
    .client()
    .auth.signUp({ email, password: 'correct-horse-1', options: { emailRedirectTo: redirect } });
  if (error) throw error;
  return new URL(testbed.latest(email).link!).searchParams.get('redirect_to')!;
}

/** The paths the store's code asks GoTrue to come back to (src/lib/supabase). */
const STORE_PATHS = [
  '/account',
  '/auth?mode=reset',
  `/staff-invite?token=${encodeURIComponent('inv+2/x=')}`,
  `/auth?next=${encodeURIComponent('/checkout?step=2')}`,
];
const STORE_ORIGINS = ['https://mtindo.co.ke', 'http://127.0.0.1:4321', 'http://localhost:4321'];

describe(`redirects with config.toml's allow list (${database})`, () => {
  const bed = useAuthTestbed();

  it(
    'keeps every redirect the store asks for, on each of its origins',
    async () => {
      for (const origin of STORE_ORIGINS)
        for (const path of STORE_PATHS) {
          const url = new URL(path, origin).toString();
          expect(await landing(bed(), url), url).toBe(url);
        }
    },
    MANY_SIGNUPS,
  );

  it(
    'sends anything else to the site URL',
    async () => {
      for (const url of [
        'https://mtindo.co.ke.evil.example/account',
        'https://evil.example/https://mtindo.co.ke/account',
        'https://shop.mtindo.co.ke/account',
        'http://mtindo.co.ke/account',
      ])
        expect(await landing(bed(), url), url).toBe(SITE);
    },
    MANY_SIGNUPS,
  );
});

describe(`an allow-list entry without a glob matches exactly (${database})`, () => {
  const bed = useAuthTestbed({
    config: { additionalRedirectUrls: ['https://mtindo.co.ke', 'https://shop.example/account'] },
  });

  it(
    'is never a prefix: a page below it, its query or a trailing slash fall back',
    async () => {
      expect(await landing(bed(), 'https://mtindo.co.ke')).toBe('https://mtindo.co.ke');
      expect(await landing(bed(), 'https://shop.example/account')).toBe('https://shop.example/account');
      for (const url of [
        'https://mtindo.co.ke/account',
        'https://mtindo.co.ke/',
        'https://shop.example/account/orders',
        'https://shop.example/account?tab=orders',
      ])
        expect(await landing(bed(), url), url).toBe(SITE);
    },
    MANY_SIGNUPS,
  );
});
