// Placing an order from the checkout function: a transaction that lost to another (a deadlock, a
// serialization failure) is sent again with the same request, three attempts in all; a refusal
// (a limit, the stock, a price) answers the same every time and is not.
import { describe, expect, it, vi } from 'vitest';
import { DatabaseError } from '../../../supabase/functions/_shared/database-error.ts';
import { PLACE_ORDER_ATTEMPTS, placeOrderFor } from '../../../supabase/functions/_shared/orders.ts';
import type { Client } from '../../../supabase/functions/_shared/supabase.ts';

/** A client whose every rpc() answers the PostgREST error `code` with `status`. */
function failingWith(code: string, status: number) {
  const rpc = vi.fn(async () => ({
    data: null,
    error: { code, message: code, details: '', hint: '' },
    status,
  }));
  return { rpc, db: { rpc } as unknown as Client };
}

describe('placeOrderFor', () => {
  it.each(['40P01', '40001'])('sends a request that met %s again, then gives up with it', async (code) => {
    const { rpc, db } = failingWith(code, 500);
    const placing = placeOrderFor(db, { idempotency_key: 'k' }, null, null);
    await expect(placing).rejects.toBeInstanceOf(DatabaseError);
    await expect(placing).rejects.toMatchObject({ code, refusal: false });
    expect(rpc).toHaveBeenCalledTimes(PLACE_ORDER_ATTEMPTS);
    // The same request every time: its idempotency key makes a repeat give back the first order.
    expect(new Set(rpc.mock.calls.map((call) => JSON.stringify(call)))).toHaveProperty('size', 1);
  });

  it('does not send a refusal again', async () => {
    const { rpc, db } = failingWith('PT409', 409);
    await expect(placeOrderFor(db, {}, null, null)).rejects.toMatchObject({ status: 409, refusal: true });
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});
