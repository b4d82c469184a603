import { describe, expect, it } from 'vitest';
import {
  decodeMirror,
  forgetSent,
  mirrors,
  pendingByKind,
  recordChanges,
  wishlistChanges,
  withPending,
} from '../../../../src/lib/shopper/wishlist-sync';
import type { WishlistItem } from '../../../../src/lib/shopper/wishlist';

const item = (productId: string, price = 1000): WishlistItem => ({ productId, name: productId, price });

describe('the mirror kept in the browser', () => {
  it('reads a stored mirror and drops pending changes it does not know', () => {
    const raw = JSON.stringify({ userId: 'u1', sessionId: 's1', pending: { a: 'add', b: 'remove', c: 'x' } });
    expect(decodeMirror(raw)).toEqual({ userId: 'u1', sessionId: 's1', pending: { a: 'add', b: 'remove' } });
  });

  it('takes anything unreadable for no mirror, so the next sign-in merges', () => {
    for (const raw of [null, '', '{', '[]', '{"pending":{}}', 'null']) expect(decodeMirror(raw)).toBeNull();
  });

  it('mirrors only the same user in the same session', () => {
    const mirror = { userId: 'u1', sessionId: 's1', pending: {} };
    expect(mirrors(mirror, 'u1', 's1')).toBe(true);
    expect(mirrors(mirror, 'u1', 's2')).toBe(false);
    expect(mirrors(mirror, 'u2', 's1')).toBe(false);
    expect(mirrors(null, 'u1', 's1')).toBe(false);
  });
});

describe('changes to send', () => {
  it('finds the products added and removed', () => {
    expect(wishlistChanges([item('a'), item('b')], [item('b'), item('c')])).toEqual({
      added: ['c'],
      removed: ['a'],
    });
    expect(wishlistChanges([item('a')], [item('a', 900)])).toEqual({ added: [], removed: [] });
  });

  it('keeps the last change of each product', () => {
    const once = recordChanges({}, { added: ['a'], removed: ['b'] });
    expect(recordChanges(once, { added: ['b'], removed: ['a'] })).toEqual({ a: 'remove', b: 'add' });
    expect(pendingByKind({ a: 'add', b: 'remove', c: 'add' })).toEqual({ add: ['a', 'c'], remove: ['b'] });
  });

  it('forgets what was sent but not a product changed again while it was sent', () => {
    const sent = { a: 'add', b: 'remove' } as const;
    expect(forgetSent({ a: 'add', b: 'add', c: 'remove' }, sent)).toEqual({ b: 'add', c: 'remove' });
  });
});

describe("the account's list as the browser shows it", () => {
  it('applies the changes not yet sent, in the account order, without duplicates', () => {
    const account = [item('a'), item('b'), item('c')];
    const browser = [item('b'), item('d'), item('a')];
    expect(
      withPending(account, browser, { c: 'remove', d: 'add', a: 'add' }).map((i) => i.productId),
    ).toEqual(['a', 'b', 'd']);
  });

  it('is the account list when nothing waits', () => {
    const account = [item('a', 800)];
    expect(withPending(account, [item('a', 1000), item('z')], {})).toEqual(account);
  });
});
