/**
 * A buy box asks for a size in the store's own words: Add to Cart (the buy box's button or the
 * phone's buy bar) with no size chosen shows "Choose a size" under the sizes and takes the shopper
 * there, and the form goes no further (add-to-cart.ts never sees it; the form is `novalidate`, so
 * the browser's bubble does not show). A size chosen puts the message away. "Order on WhatsApp"
 * asks the same way. Loaded with the product view (product-options.ts), not on every page.
 */
import { readCartForm } from '../lib/shopper/product-dataset';
import { orderMessage, whatsAppLink } from '../lib/whatsapp';

/** The size choices of a buy box's form (none when the product has one size or none). */
const sizeChoices = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLInputElement>('input[type=radio][name=size]'),
];

/**
 * When `form` asks for a size and none is chosen: shows the store's "Choose a size" under the sizes
 * (the form is `novalidate`, so not the browser's bubble), takes the shopper there and says true.
 */
function askForSize(form: HTMLFormElement): boolean {
  const sizes = sizeChoices(form);
  const message = form.querySelector<HTMLElement>('[data-size-message]');
  if (!message || sizes.length === 0 || sizes.some((size) => size.checked)) return false;
  message.hidden = false;
  for (const size of sizes) {
    size.setAttribute('aria-invalid', 'true');
    size.setAttribute('aria-describedby', message.id);
  }
  message.closest('fieldset')?.scrollIntoView({ block: 'center' });
  sizes[0]!.focus({ preventScroll: true });
  return true;
}

// Before add-to-cart.ts's listener: a capturing one on the document runs first.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-add-to-cart-form]') || !askForSize(form))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
  },
  true,
);

// "Order on WhatsApp" asks for a size as Add to Cart does, then sends what was chosen.
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-whatsapp-order]');
    const form = link?.closest<HTMLFormElement>('form[data-add-to-cart-form]');
    if (!link || !form) return;
    if (askForSize(form)) return event.preventDefault();
    const line = readCartForm(form);
    if (line) link.href = whatsAppLink(orderMessage([{ ...line, quantity: 1, unitKes: line.price }]));
  },
  true,
);

// A size chosen puts the message away.
document.addEventListener('change', (event) => {
  const radio = event.target;
  const form = radio instanceof HTMLInputElement && radio.name === 'size' ? radio.form : null;
  if (!form?.matches('[data-add-to-cart-form]')) return;
  const message = form.querySelector<HTMLElement>('[data-size-message]');
  if (message) message.hidden = true;
  for (const size of sizeChoices(form)) {
    size.removeAttribute('aria-invalid');
    size.removeAttribute('aria-describedby');
  }
});
