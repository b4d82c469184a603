// Recent searches: newest first, once each whatever the case, at most five; bad storage reads empty.
import { describe, expect, it } from 'vitest';
import { decodeRecent, rememberSearch, RECENT_LIMIT } from '../../../../src/lib/search/recent';

describe('rememberSearch', () => {
  it('puts the newest first, once, trimmed, and keeps five', () => {
    expect(rememberSearch(['rolex', 'gown'], '  Gown ')).toEqual(['Gown', 'rolex']);
    const many = ['a1', 'a2', 'a3', 'a4', 'a5'];
    expect(rememberSearch(many, 'b')).toEqual(['b', 'a1', 'a2', 'a3', 'a4']);
    expect(rememberSearch(many, 'b')).toHaveLength(RECENT_LIMIT);
  });

  it('ignores a blank search', () => {
    expect(rememberSearch(['rolex'], '   ')).toEqual(['rolex']);
  });
});

describe('decodeRecent', () => {
  it('reads a stored list and nothing else', () => {
    expect(decodeRecent('["rolex","gown"]')).toEqual(['rolex', 'gown']);
    expect(decodeRecent('{"a":1}')).toEqual([]);
    expect(decodeRecent('not json')).toEqual([]);
    expect(decodeRecent('["ok", 3, null, " ", "x"]')).toEqual(['ok', 'x']);
    expect(decodeRecent(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toHaveLength(5);
  });
});
