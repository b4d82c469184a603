/**
 * Money: integer Kenyan shillings everywhere; USD is only a display (standing decision 1).
 *
 * @example formatPrice(6300, 'KSH') // 'KSH 6,300'
 * @example formatPrice(6300, 'USD') // '$45.00'
 */
import { BUSINESS } from './config';

export const CURRENCIES = ['KSH', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'KSH';

/** True for the two currencies the store displays; guards values read from storage. */
export function isCurrency(value: unknown): value is Currency {
  return value === 'KSH' || value === 'USD';
}

/** KES to USD at the store's fixed rate, rounded to cents. */
export function kesToUsd(kes: number): number {
  return Math.round((kes / BUSINESS.ksPerUsd) * 100) / 100;
}

// Made on first use: building an Intl formatter costs more than a page's first paint can spare.
let kshFormat: Intl.NumberFormat | undefined;
let usdFormat: Intl.NumberFormat | undefined;

/** `KSH 6,300`: the KSH prefix and thousands separators, whole shillings. */
export function formatKsh(kes: number): string {
  kshFormat ??= new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
  return `KSH ${kshFormat.format(Math.round(kes))}`;
}

/** `$45.00`: the KES amount shown in US dollars, two decimals. */
export function formatUsd(kes: number): string {
  usdFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${usdFormat.format(kesToUsd(kes))}`;
}

/** A KES amount in the shopper's chosen display currency. */
export function formatPrice(kes: number, currency: Currency): string {
  return currency === 'USD' ? formatUsd(kes) : formatKsh(kes);
}

/** The price after a percentage discount, in whole shillings. */
export function discountedPrice(kes: number, discountPercent: number): number {
  if (discountPercent <= 0) return kes;
  return Math.round((kes * (100 - Math.min(discountPercent, 100))) / 100);
}
