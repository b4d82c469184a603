/**
 * Keeps the currency toggle and every server-rendered price (`data-price-kes`) in step with
 * the $currency store, on this page and across open tabs, without a reload.
 */
import { $currency, setCurrency } from '../stores/currency';
import type { Currency } from '../lib/money';
import { DEFAULT_CURRENCY, formatPrice, isCurrency } from '../lib/money';

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-currency-option]')) {
  button.addEventListener('click', () => {
    const value = button.dataset.currencyOption;
    if (isCurrency(value)) setCurrency(value);
  });
}

// Pages are rendered in KSH, so a shopper who keeps KSH costs the page no work at load.
let rendered: Currency = DEFAULT_CURRENCY;

$currency.subscribe((currency) => {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-currency-option]')) {
    button.setAttribute('aria-pressed', String(button.dataset.currencyOption === currency));
  }
  if (currency === rendered) return;
  rendered = currency;
  for (const el of document.querySelectorAll<HTMLElement>('[data-price-kes]')) {
    const kes = Number(el.dataset.priceKes);
    if (!Number.isFinite(kes)) continue;
    // Writing unchanged text would still cost a style pass over every price on long lists.
    const text = formatPrice(kes, currency);
    if (el.textContent !== text) el.textContent = text;
  }
});
