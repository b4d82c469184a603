import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  formatKsh,
  formatPrice,
  formatUsd,
  isCurrency,
  kesToUsd,
} from '../../../src/lib/money';
import { BUSINESS } from '../../../src/lib/config';

describe('money', () => {
  it('uses 140 KSH per USD (spec section 9)', () => {
    expect(BUSINESS.ksPerUsd).toBe(140);
    expect(kesToUsd(6300)).toBe(45);
    expect(kesToUsd(35000)).toBe(250);
  });

  it('rounds USD to two decimals with a $ sign', () => {
    expect(formatUsd(100)).toBe('$0.71');
    expect(formatUsd(6300)).toBe('$45.00');
    expect(formatUsd(1234567)).toBe('$8,818.34');
  });

  it('shows KSH with the prefix and thousands separators', () => {
    expect(formatKsh(6300)).toBe('KSH 6,300');
    expect(formatKsh(950)).toBe('KSH 950');
    expect(formatKsh(1250000)).toBe('KSH 1,250,000');
  });

  it('formats in the chosen currency', () => {
    expect(formatPrice(7500, 'KSH')).toBe('KSH 7,500');
    expect(formatPrice(7500, 'USD')).toBe('$53.57');
  });

  it('accepts only KSH and USD as currencies', () => {
    expect(isCurrency('KSH')).toBe(true);
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });

  it('applies percentage discounts in whole shillings', () => {
    expect(discountedPrice(6300, 0)).toBe(6300);
    expect(discountedPrice(6300, 15)).toBe(5355);
    expect(discountedPrice(9999, 10)).toBe(8999);
    expect(discountedPrice(5000, 150)).toBe(0);
  });

  it('groups thousands exactly as Intl does, for every size of amount', () => {
    const ksh = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
    const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const kes of [0, 1, 99.5, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4_200]) {
      expect(formatKsh(kes)).toBe(`KSH ${ksh.format(Math.round(kes))}`);
      expect(formatUsd(kes)).toBe(
        kes < 0 ? `-$${usd.format(-kesToUsd(kes))}` : `$${usd.format(kesToUsd(kes))}`,
      );
    }
  });
});
