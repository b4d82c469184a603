// Reading what the database types loosely: a value the store does not know is a bug (a DataError
// of kind `bug` in the shopper's words, the details on the console), never passed on as a guess.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError } from '../../../../src/lib/supabase/errors';
import { WORDING } from '../../../../src/lib/supabase/error-wording';
import { oneOf, oneOfOrNull, readJson } from '../../../../src/lib/supabase/read';
import { listStaff } from '../../../../src/lib/supabase/admin/staff';
import { getMyAffiliate } from '../../../../src/lib/supabase/affiliates';

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

const STATUSES = ['pending', 'paid'] as const;

/** The DataError `read` throws, or null when it throws none. */
function thrown(read: () => unknown): DataError | null {
  try {
    read();
    return null;
  } catch (error) {
    return error instanceof DataError ? error : null;
  }
}

describe('oneOf', () => {
  it('returns a value the list holds', () => {
    expect(oneOf('paid', STATUSES, 'payout status')).toBe('paid');
    expect(oneOfOrNull(null, STATUSES, 'payout status')).toBeNull();
  });

  it('refuses any other value as a bug, naming it on the console only', () => {
    const console = quietConsole();
    const error = thrown(() => oneOf('lost', STATUSES, 'payout status'));
    expect([error?.kind, error?.message]).toEqual(['bug', WORDING.shop.bug]);
    expect(String(console.mock.calls[0]?.[0])).toMatch(/payout status.*"lost"/);
    expect(thrown(() => oneOf(undefined, STATUSES, 'payout status'))?.kind).toBe('bug');
    expect(thrown(() => oneOfOrNull('PAID', STATUSES, 'payout status'))?.kind).toBe('bug');
  });
});

describe('readJson', () => {
  const json = readJson(
    {
      id: 'b1',
      total: 6300,
      share: '7.50',
      note: null,
      paid: true,
      maybe: null,
      lines: [{ slug: 'linen-shirt' }],
      tags: ['new'],
    },
    'batch',
  );

  it('reads each field as the type asked for', () => {
    expect(json.text('id')).toBe('b1');
    expect(json.number('total')).toBe(6300);
    expect(json.number('share')).toBe(7.5);
    expect(json.textOrNull('note')).toBeNull();
    expect(json.boolean('paid')).toBe(true);
    expect(json.flag('maybe')).toBe(false);
    expect(json.list('lines').map((line) => line.text('slug'))).toEqual(['linen-shirt']);
    expect(json.list('missing')).toEqual([]);
    expect(json.texts('tags')).toEqual(['new']);
  });

  it('refuses a field of another type, and anything but an object, as a bug', () => {
    quietConsole();
    expect(thrown(() => json.text('total'))?.kind).toBe('bug');
    expect(thrown(() => json.number('id'))?.kind).toBe('bug');
    expect(thrown(() => json.boolean('note'))?.kind).toBe('bug');
    expect(thrown(() => json.object('tags'))?.kind).toBe('bug');
    expect(thrown(() => readJson([], 'batch'))?.kind).toBe('bug');
    expect(thrown(() => readJson(null, 'batch'))?.kind).toBe('bug');
  });
});

/** A client whose every rpc answers `data`. */
const answering = (data: unknown) =>
  ({ rpc: async () => ({ data, error: null, status: 200 }) }) as unknown as SupabaseClient;

describe('mappers refuse a status the store does not know', () => {
  const member = {
    status: 'active',
    user_id: 'u1',
    email: 'njeri@example.co.ke',
    full_name: 'Njeri',
    roles: ['manager'],
    last_sign_in_at: null,
    since: '2026-11-01T10:00:00Z',
    by_email: null,
    invitation_id: null,
    expires_at: null,
  };

  it('listStaff reads a known status and roles, and refuses an unknown one', async () => {
    expect(await listStaff(answering([member]))).toEqual([member]);
    quietConsole();
    await expect(listStaff(answering([{ ...member, status: 'on_leave' }]))).rejects.toMatchObject({
      kind: 'bug',
      message: WORDING.shop.bug,
    });
    await expect(listStaff(answering([{ ...member, roles: ['owner'] }]))).rejects.toMatchObject({
      kind: 'bug',
    });
  });

  it("getMyAffiliate refuses an affiliate's unknown status", async () => {
    quietConsole();
    await expect(
      getMyAffiliate(answering({ code: 'AMINA', status: 'banned', commission_percent: 10 })),
    ).rejects.toMatchObject({ kind: 'bug' });
  });
});
