import { describe, expect, it } from 'vitest';
import { addRow, bitset, countBoth, countRows, hasRow, intersect, unite } from '../../../src/lib/bitset';

describe('bitset', () => {
  it('holds rows across word boundaries and counts them', () => {
    const rows = [0, 1, 31, 32, 33, 63, 64, 9_999];
    const bits = bitset(10_000);
    for (const row of rows) addRow(bits, row);
    expect(countRows(bits)).toBe(rows.length);
    for (let row = 0; row < 10_000; row++) expect(hasRow(bits, row)).toBe(rows.includes(row));
  });

  it('intersects, unites and counts the rows two sets share', () => {
    const even = bitset(100);
    const third = bitset(100);
    for (let row = 0; row < 100; row++) {
      if (row % 2 === 0) addRow(even, row);
      if (row % 3 === 0) addRow(third, row);
    }
    expect(countBoth(even, third)).toBe(17); // multiples of 6 below 100
    expect(countRows(intersect(even.slice(), third))).toBe(17);
    expect(countRows(unite(even.slice(), third))).toBe(50 + 34 - 17);
  });
});
