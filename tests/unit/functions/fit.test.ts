import { describe, expect, it } from 'vitest';
import { fitAdvice } from '../../../supabase/functions/_shared/contracts/fit';

describe('fitAdvice (the product page and the assistant say the same)', () => {
  it('says what most buyers said, once two or more have', () => {
    expect(fitAdvice([3, 1, 0])).toBe('Most buyers say it runs small: consider a size up.');
    expect(fitAdvice([0, 1, 2])).toBe('Most buyers say it runs large: consider a size down.');
    expect(fitAdvice([1, 4, 1])).toBe('Most buyers say it is true to size.');
    expect(fitAdvice([1, 1, 0])).toBe('Buyers differ on the fit: check the size guide.');
    expect(fitAdvice([2, 0, 2])).toBe('Buyers differ on the fit: check the size guide.');
  });

  it('says nothing on one buyer’s word or none', () => {
    expect(fitAdvice([1, 0, 0])).toBeNull();
    expect(fitAdvice([0, 0, 0])).toBeNull();
    expect(fitAdvice([])).toBeNull();
  });
});
