// The staff two-factor rule on the product-images bucket: a manager with a verified TOTP factor
// cannot upload, replace or delete product images from a password-only (aal1) session, and can
// once the session is aal2; checked against the stored bytes through the public URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { imageFile, pngBytes, publicBytes } from './storage-helpers.ts';
import { enrolAuthenticator } from '../support/totp.ts';

const PASSWORD = 'storage-mfa-password-1';
const EMAIL = 'mfa-images@mtindo.test';
const PATH = 'mfa/kept.png';

let server: TestServer;
let aal1: SupabaseClient;
let aal2: SupabaseClient;
const original = pngBytes(400, 1);

beforeAll(async () => {
  server = await startTestServer();
  const id = await server.api.auth.ensureUser({ email: EMAIL, password: PASSWORD });
  await server.api.db.query(`insert into public.user_roles (user_id, role) values ($1, 'manager')`, [id]);
  aal2 = await server.signIn(EMAIL, PASSWORD);
  await enrolAuthenticator(aal2);
  aal1 = await server.signIn(EMAIL, PASSWORD);
  const upload = await aal2.storage.from('product-images').upload(PATH, imageFile(original, 'image/png'));
  if (upload.error) throw upload.error;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const publicUrl = () => aal1.storage.from('product-images').getPublicUrl(PATH).data.publicUrl;

describe('a manager with a verified factor', () => {
  it('is refused every write at aal1, and nothing changes', async () => {
    const images = aal1.storage.from('product-images');
    const other = imageFile(pngBytes(400, 2), 'image/png');
    expect((await images.upload('mfa/new.png', other)).error).toMatchObject({ statusCode: '403' });
    expect((await images.upload(PATH, other, { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect(await images.remove([PATH])).toMatchObject({ data: [], error: null });
    expect((await publicBytes(publicUrl())).equals(original)).toBe(true);
  });

  it('writes at aal2', async () => {
    const images = aal2.storage.from('product-images');
    const replacement = pngBytes(400, 3);
    expect((await images.update(PATH, imageFile(replacement, 'image/png'))).error).toBeNull();
    expect((await publicBytes(publicUrl())).equals(replacement)).toBe(true);
    expect((await images.remove([PATH])).data).toHaveLength(1);
  });
});
