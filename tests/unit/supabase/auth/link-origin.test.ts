// Which address an email link names (redirects.ts, linkOrigin): the server's own, under the name the
// store was opened at when that is the same server on loopback.
import { describe, expect, it } from 'vitest';
import { linkOrigin } from '../../../../supabase/local/auth/redirects.ts';

describe('linkOrigin', () => {
  it.each([
    // The same server, opened under another loopback name: the link follows the shopper.
    ['http://localhost:4321', 'http://127.0.0.1:4321/account', 'http://127.0.0.1:4321'],
    ['http://127.0.0.1:4321', 'http://localhost:4321/auth?mode=reset', 'http://localhost:4321'],
    ['http://localhost:4321', 'http://[::1]:4321/account', 'http://[::1]:4321'],
    ['http://localhost:4321', 'http://localhost:4321/account', 'http://localhost:4321'],
    ['https://localhost:4321/', 'https://127.0.0.1:4321/account', 'https://127.0.0.1:4321'],
    // Anything else is another server: the link keeps the public URL.
    ['http://localhost:54321', 'http://localhost:4321/account', 'http://localhost:54321'],
    ['http://localhost:4321', 'https://127.0.0.1:4321/account', 'http://localhost:4321'],
    ['http://localhost:4321', 'https://mtindo.co.ke/account', 'http://localhost:4321'],
    ['https://abc.supabase.co', 'http://127.0.0.1:4321/account', 'https://abc.supabase.co'],
    ['http://localhost:4321', 'http://10.0.0.5:4321/account', 'http://localhost:4321'],
    ['http://localhost:4321', 'not a url', 'http://localhost:4321'],
  ])('%s, redirect %s → %s', (publicUrl, redirectTo, expected) => {
    expect(linkOrigin(publicUrl, redirectTo)).toBe(expected);
  });
});
