/**
 * The shopper's display currency, persisted under the `currency` key (spec section 3).
 * Anything else found in storage reads as the default, KSH.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { Currency } from '../lib/money';
import { DEFAULT_CURRENCY, isCurrency } from '../lib/money';

export const CURRENCY_STORAGE_KEY = 'currency';

export const $currency = persistentAtom<Currency>(CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, {
  encode: (value) => value,
  decode: (raw) => (isCurrency(raw) ? raw : DEFAULT_CURRENCY),
});

/** Sets the display currency. */
export function setCurrency(currency: Currency): void {
  $currency.set(currency);
}
