import { describe, expect, it } from 'vitest';
import { colourFamily } from '../../../src/lib/colour-family';

describe('colourFamily', () => {
  it.each([
    ['#000000', 'black'],
    ['#1c1612', 'black'],
    ['#ffffff', 'white'],
    ['#f5f5f0', 'white'],
    ['#808080', 'grey'],
    ['#c0392b', 'red'],
    ['#e67e22', 'orange'],
    ['#7a4a2a', 'brown'],
    ['#e8d5b5', 'beige'],
    ['#f1c40f', 'yellow'],
    ['#2e8b57', 'green'],
    ['#0f6b68', 'blue'],
    ['#1f3a93', 'blue'],
    ['#7d3c98', 'purple'],
    ['#e58fb1', 'pink'],
  ])('%s is %s', (hex, family) => expect(colourFamily(hex)).toBe(family));
});
