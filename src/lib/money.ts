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

/**
 * Whole digits in groups of three ('1234567' → '1,234,567'). Not Intl.NumberFormat: building a
 * formatter costs a slow phone over 100 ms the first time, inside the click that shows prices.
 */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const sign = (n: number) => (n < 0 ? '-' : '');

/** `KSH 6,300`: the KSH prefix and thousands separators, whole shillings. */
export function formatKsh(kes: number): string {
  const whole = Math.round(kes);
  return `KSH ${sign(whole)}${grouped(String(Math.abs(whole)))}`;
}

/** `$45.00`: the KES amount shown in US dollars, two decimals. */
export function formatUsd(kes: number): string {
  const usd = kesToUsd(kes);
  const [whole, cents] = Math.abs(usd).toFixed(2).split('.');
  return `${sign(usd)}$${grouped(whole!)}.${cents}`;
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
