// A shopper changes their own name and message choices (price drop alerts, review reminders) and
// nothing else in public.profiles — not the token of the links that stop their messages —, through
// supabase-js and the API, on a database whose defaults are hosted's (ALL on every new table to the
// API roles): the column grants of UPDATE hold because the migrations revoke the rest. On PGlite, or on
// PostgreSQL when DATABASE_URL is set.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../supabase/local/setup.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

const [shopperAccount, managerAccount] = DEMO_ACCOUNTS;
let server: TestServer;
let shopper: SupabaseClient;
let shopperId: string;
let managerId: string;

interface ProfileRow {
  id: string;
  full_name: string | null;
  price_drop_alerts: boolean;
  review_reminders: boolean;
  messages_token: string;
  created_at: string;
  updated_at: string;
}

/** The columns a shopper may change. */
const OWN_CHOICES = ['full_name', 'price_drop_alerts', 'review_reminders'];

async function profile(id: string): Promise<ProfileRow> {
  const { data, error } = await server.service().from('profiles').select('*').eq('id', id).single();
  if (error) throw error;
  return data as ProfileRow;
}

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  shopper = await server.signIn(shopperAccount.email, shopperAccount.password);
  shopperId = (await shopper.auth.getUser()).data.user!.id;
  const manager = await server.signIn(managerAccount.email, managerAccount.password);
  managerId = (await manager.auth.getUser()).data.user!.id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe(`a shopper's profile (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes a new name from its shopper', async () => {
    const { data, error } = await shopper
      .from('profiles')
      .update({ full_name: 'Wanjiku Kamau' })
      .eq('id', shopperId)
      .select('full_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ full_name: 'Wanjiku Kamau' }]);
  });

  it('takes its shopper’s choice of messages', async () => {
    const { data, error } = await shopper
      .from('profiles')
      .update({ price_drop_alerts: true, review_reminders: false })
      .eq('id', shopperId)
      .select('price_drop_alerts, review_reminders');
    expect(error).toBeNull();
    expect(data).toEqual([{ price_drop_alerts: true, review_reminders: false }]);
  });

  it('refuses every other column, alone or beside the name, and keeps the row as it was', async () => {
    const before = await profile(shopperId);
    const changes: Record<keyof ProfileRow, unknown> = {
      id: managerId,
      full_name: 'Not Applied',
      price_drop_alerts: false,
      review_reminders: true,
      messages_token: 'chosen-by-the-shopper',
      created_at: '2020-01-01T00:00:00+00:00',
      updated_at: '2020-01-01T00:00:00+00:00',
    };
    const others = Object.keys(before).filter((column) => !OWN_CHOICES.includes(column));
    expect(others.sort()).toEqual(['created_at', 'id', 'messages_token', 'updated_at']);
    for (const column of others) {
      for (const change of [
        { [column]: changes[column as keyof ProfileRow] },
        { full_name: 'Not Applied', [column]: changes[column as keyof ProfileRow] },
      ]) {
        const { error } = await shopper.from('profiles').update(change).eq('id', shopperId);
        expect(error?.code, JSON.stringify(change)).toBe('42501');
      }
    }
    expect(await profile(shopperId)).toEqual(before);
  });

  it("neither adds nor removes a profile, nor changes another person's name", async () => {
    const insert = await shopper.from('profiles').insert({ id: managerId, full_name: 'Twin' });
    expect(insert.error?.code).toBe('42501');
    const remove = await shopper.from('profiles').delete().eq('id', shopperId);
    expect(remove.error?.code).toBe('42501');
    const managerBefore = await profile(managerId);
    const other = await shopper
      .from('profiles')
      .update({ full_name: 'Renamed' })
      .eq('id', managerId)
      .select('id');
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
    expect(await profile(managerId)).toEqual(managerBefore);
    expect((await profile(shopperId)).id).toBe(shopperId);
  });
});
