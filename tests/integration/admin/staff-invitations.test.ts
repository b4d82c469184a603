// Staff join by an invitation. An address registered by a stranger before its owner never
// becomes the stranger's way into the staff: roles go only to confirmed accounts, an invitation
// is accepted only with a password set anew from the mailbox (every earlier password and session
// stop working) and two-step verification at aal2, and only then does staff data open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clientFor,
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import { enrolAuthenticator } from '../support/totp.ts';

const SITE = 'http://localhost:4321';

let server: TestServer;
let admin: SupabaseClient;
let manager: SupabaseClient;
let shopper: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  // A shopper's order, with a name and address only staff should read.
  const placed = await shopper.rpc('place_order', { request: orderRequest() });
  if (placed.error) throw placed.error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

let counter = 0;
const uniqueAddress = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.co.ke`;

/** Invites through the staff-invite function as `client`; the token comes from the email sent. */
async function invite(client: SupabaseClient, email: string, role = 'manager') {
  const { data, error, response } = await client.functions.invoke('staff-invite', { body: { email, role } });
  const answer = error ? await (response as Response).json() : data;
  return { status: (response as Response).status, body: answer as Record<string, unknown> };
}

function tokenFromMail(email: string): string {
  const mail = server.api.outbox.latest(email);
  const token = /\/staff-invite\?token=([0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation email to ${email}`);
  return token;
}

/** Follows an emailed auth link as a browser would and returns a client holding its session. */
async function sessionFromLink(link: string): Promise<SupabaseClient> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  const params = new URLSearchParams(location.split('#')[1] ?? '');
  const client = clientFor(server.url, LOCAL_PUBLISHABLE_KEY);
  const { error } = await client.auth.setSession({
    access_token: params.get('access_token') ?? '',
    refresh_token: params.get('refresh_token') ?? '',
  });
  if (error) throw new Error(`${link} gave no session: ${location}`);
  return client;
}

/** The password link the invitee asks for from the invitation page, followed. */
async function passwordLink(email: string, token: string): Promise<SupabaseClient> {
  const { error } = await clientFor(server.url, LOCAL_PUBLISHABLE_KEY).auth.resetPasswordForEmail(email, {
    redirectTo: `${SITE}/staff-invite?token=${token}`,
  });
  if (error) throw error;
  return sessionFromLink(server.api.outbox.latest(email)!.link!);
}

const ordersSeenBy = async (client: SupabaseClient) =>
  ((await client.from('orders').select('id,customer_name,phone,address')).data ?? []).length;

describe('an address registered by a stranger first', () => {
  it('never lets the stranger in: only the owner, from the mailbox, with two-step, joins the staff', async () => {
    const email = uniqueAddress('newhire');
    const stranger = clientFor(server.url, LOCAL_PUBLISHABLE_KEY);
    const signUp = await stranger.auth.signUp({ email, password: 'strangers-pass-1' });
    expect(signUp.error).toBeNull();

    // A role for the unconfirmed account is refused outright.
    const granted = await admin.rpc('set_staff_role', { email, wanted: 'manager', granted: true });
    expect(granted.error).toMatchObject({ code: 'PT409', details: 'email' });
    expect(granted.error?.message).toMatch(/has not confirmed its email address/);

    const invited = await invite(admin, email);
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email, role: 'manager' });
    expect(JSON.stringify(invited.body)).not.toMatch(/token/);
    const token = tokenFromMail(email);

    const opened = await server.anon().rpc('open_staff_invitation', { token });
    expect(opened.data).toMatchObject({
      email,
      role: 'manager',
      status: 'pending',
      account: 'unconfirmed',
      invited_by: 'admin@mtindo.test',
      signed_in: false,
    });

    // The owner asks for the password link from the invitation page; it confirms the address.
    const owner = await passwordLink(email, token);
    const before = await owner.rpc('accept_staff_invitation', { token });
    expect(before.error).toMatchObject({ code: 'PT409', details: 'password' });
    expect((await owner.auth.updateUser({ password: 'owners-own-pass-2' })).error).toBeNull();
    expect(await ordersSeenBy(owner)).toBe(0);

    // The stranger's password no longer signs in.
    const attack = await stranger.auth.signInWithPassword({ email, password: 'strangers-pass-1' });
    expect(attack.error?.code).toBe('invalid_credentials');

    const withoutTwoStep = await owner.rpc('accept_staff_invitation', { token });
    expect(withoutTwoStep.error).toMatchObject({ code: 'PT409', details: 'two_step' });
    expect((await owner.rpc('open_staff_invitation', { token })).data).toMatchObject({
      signed_in: true,
      password_ready: true,
      two_step: false,
    });
    await enrolAuthenticator(owner);
    const accepted = await owner.rpc('accept_staff_invitation', { token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ role: 'manager', status: 'accepted' });
    expect(await ordersSeenBy(owner)).toBeGreaterThan(0);

    // The owner's own password at aal1 opens no staff data; the stranger's opens nothing at all.
    const aal1 = await server.signIn(email, 'owners-own-pass-2');
    expect(await ordersSeenBy(aal1)).toBe(0);

    const staff = await admin.rpc('staff_members');
    expect(staff.data).toContainEqual(
      expect.objectContaining({ status: 'active', email, roles: ['manager'] }),
    );
    const trail = await admin.from('staff_role_changes').select('email,role,granted').eq('email', email);
    expect(trail.data).toEqual([{ email, role: 'manager', granted: true }]);
  });

  it('signs every earlier session out when the invitee sets their password', async () => {
    const email = uniqueAddress('shopper-to-staff');
    await server.api.auth.ensureUser({ email, password: 'first-pass-1' });
    const otherDevice = await server.signIn(email, 'first-pass-1');
    await invite(admin, email, 'admin');
    const token = tokenFromMail(email);
    expect((await server.anon().rpc('open_staff_invitation', { token })).data).toMatchObject({
      account: 'confirmed',
      role: 'admin',
    });

    // Signed in with the old password, the invitee still has to set one anew from the mailbox.
    const early = await otherDevice.rpc('accept_staff_invitation', { token });
    expect(early.error).toMatchObject({ code: 'PT409', details: 'password' });

    const invitee = await passwordLink(email, token);
    expect((await invitee.auth.updateUser({ password: 'second-pass-2' })).error).toBeNull();
    expect((await otherDevice.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const old = await clientFor(server.url, LOCAL_PUBLISHABLE_KEY).auth.signInWithPassword({
      email,
      password: 'first-pass-1',
    });
    expect(old.error?.code).toBe('invalid_credentials');

    await enrolAuthenticator(invitee);
    expect((await invitee.rpc('accept_staff_invitation', { token })).data).toMatchObject({ role: 'admin' });
    // Accepting twice is harmless; the link is spent for anyone else.
    expect((await invitee.rpc('accept_staff_invitation', { token })).error).toBeNull();
    expect((await server.anon().rpc('open_staff_invitation', { token })).data).toMatchObject({
      status: 'accepted',
    });
  });
});

describe('invitations', () => {
  it('are accepted only by their own address, once, and not after they are withdrawn', async () => {
    const email = uniqueAddress('invitee');
    await invite(admin, email);
    const first = tokenFromMail(email);
    await invite(admin, email);
    const second = tokenFromMail(email);
    expect(second).not.toBe(first);
    expect((await server.anon().rpc('open_staff_invitation', { token: first })).data).toMatchObject({
      status: 'withdrawn',
    });
    expect((await server.anon().rpc('open_staff_invitation', { token: 'f'.repeat(64) })).data).toBeNull();

    // Someone else, signed in at aal2 with a password of their own, cannot use the link.
    const other = uniqueAddress('other');
    await server.api.auth.ensureUser({ email: other, password: 'other-pass-1' });
    const intruder = await server.signIn(other, 'other-pass-1');
    await enrolAuthenticator(intruder);
    const wrong = await intruder.rpc('accept_staff_invitation', { token: second });
    expect(wrong.error).toMatchObject({ code: 'PT403', details: 'session' });
    expect(await ordersSeenBy(intruder)).toBe(0);

    const list = await admin.rpc('staff_members');
    const row = (list.data as { email: string; status: string; invitation_id: string }[]).find(
      (member) => member.email === email,
    );
    expect(row).toMatchObject({ status: 'invited', email });
    expect(
      (await admin.rpc('revoke_staff_invitation', { invitation_id: row!.invitation_id })).error,
    ).toBeNull();
    expect((await server.anon().rpc('open_staff_invitation', { token: second })).data).toMatchObject({
      status: 'withdrawn',
    });
    const after = await admin.rpc('staff_members');
    expect(after.data).toContainEqual(expect.objectContaining({ status: 'revoked', email }));
  });

  it('are sent by admins only', async () => {
    const email = uniqueAddress('nobody');
    expect((await invite(manager, email)).status).toBe(403);
    expect((await invite(shopper, email)).status).toBe(403);
    expect((await manager.rpc('invite_staff', { email, wanted: 'manager' })).error).not.toBeNull();
    expect(server.api.outbox.list(email)).toHaveLength(0);
    const bad = await invite(admin, 'not-an-address');
    expect(bad).toMatchObject({ status: 400, body: { field: 'email' } });
    const already = await invite(admin, 'manager@mtindo.test');
    expect(already).toMatchObject({ status: 409, body: { field: 'email' } });
  });

  it('leave roles to change only between staff, and record each change', async () => {
    const shopperRole = await admin.rpc('set_staff_role', {
      email: 'shopper@mtindo.test',
      wanted: 'manager',
      granted: true,
    });
    expect(shopperRole.error).toMatchObject({ code: 'PT409', details: 'email' });
    expect(shopperRole.error?.message).toBe('Staff join by an invitation. Invite them from the Staff page.');

    expect(
      (await admin.rpc('set_staff_role', { email: 'manager@mtindo.test', wanted: 'admin', granted: true }))
        .error,
    ).toBeNull();
    expect(
      (await admin.rpc('set_staff_role', { email: 'manager@mtindo.test', wanted: 'admin', granted: false }))
        .error,
    ).toBeNull();
    const { data } = await admin
      .from('staff_role_changes')
      .select('role,granted,actor_email')
      .eq('email', 'manager@mtindo.test')
      .eq('role', 'admin')
      .order('id');
    expect(data).toEqual([
      { role: 'admin', granted: true, actor_email: 'admin@mtindo.test' },
      { role: 'admin', granted: false, actor_email: 'admin@mtindo.test' },
    ]);
    expect((await manager.from('staff_role_changes').select('id')).data).toEqual([]);
    expect((await manager.from('staff_invitations').select('id')).data).toEqual([]);
  });
});
