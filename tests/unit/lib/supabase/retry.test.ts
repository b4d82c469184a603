// Reads are asked again only when the network failed, three times at most, waiting longer each time.
import { describe, expect, it } from 'vitest';
import { DataError } from '../../../../src/lib/supabase/errors';
import { READ_RETRIES, withRetries } from '../../../../src/lib/supabase/retry';

const offline = () => new DataError('We could not reach the shop.', 'network', null, 0, null);
const refused = () => new DataError('Only staff can see orders.', 'refusal', null, 403, 'PT403');

/** A read that fails with each of `failures` in turn, then answers 'orders'; and the waits asked for. */
function flaky(failures: DataError[]) {
  const waits: number[] = [];
  let calls = 0;
  const read = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return 'orders';
  };
  return { read, waits, wait: async (ms: number) => void waits.push(ms), calls: () => calls };
}

describe('withRetries', () => {
  it('answers after network failures, waiting 0.5, 1 and 2 seconds between tries', async () => {
    const { read, wait, waits, calls } = flaky([offline(), offline(), offline()]);
    await expect(withRetries(read, wait)).resolves.toBe('orders');
    expect(calls()).toBe(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('gives up after three retries with the network failure', async () => {
    const { read, wait, calls } = flaky(Array.from({ length: READ_RETRIES + 1 }, offline));
    await expect(withRetries(read, wait)).rejects.toMatchObject({ kind: 'network' });
    expect(calls()).toBe(READ_RETRIES + 1);
  });

  it('never asks again after a refusal or a bug', async () => {
    const refusal = flaky([refused()]);
    await expect(withRetries(refusal.read, refusal.wait)).rejects.toMatchObject({ kind: 'refusal' });
    expect(refusal.calls()).toBe(1);
    let tries = 0;
    const broken = async () => {
      tries += 1;
      throw new TypeError('x is undefined');
    };
    await expect(withRetries(broken, refusal.wait)).rejects.toThrow(TypeError);
    expect(tries).toBe(1);
    expect(refusal.waits).toEqual([]);
  });
});
