/**
 * Add to cart from a buy box (with the chosen size and colour) and from product cards. A
 * card of a product in several sizes first asks for the size, in a small row over its picture.
 * Adding opens the cart and says so with the "Added to Cart" toast.
 */
import { addToCart } from '../../stores/cart';
import { openCart } from '../../stores/ui';
import { showToast } from '../../stores/toasts';
import type { CartItemInput } from '../../lib/shopper/cart';
import { productElement, readCartForm, readProductDataset } from '../../lib/shopper/product-dataset';
import { sizeLabel } from '../../../supabase/functions/_shared/contracts/line-options';

function added(item: CartItemInput) {
  addToCart(item);
  openCart();
  showToast('Added to Cart', [item.name, sizeLabel(item.size)].filter(Boolean).join(' · '));
}

// A buy box's form, drawn at build or after load (a product added since the last publish), sent by
// its own button or the phone's buy bar; one without the size it needs never gets here
// (src/scripts/size-choice.ts).
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-add-to-cart-form]')) return;
  event.preventDefault();
  const item = readCartForm(form);
  // Never without a size it asks for, even before the product page's script has arrived.
  if (item && (item.size || !form.querySelector('input[type=radio][name=size]'))) added(item);
});

function closePickers(except?: Element) {
  for (const picker of document.querySelectorAll('[data-size-picker]'))
    if (picker !== except) picker.remove();
}

function sizePicker(button: HTMLElement, item: CartItemInput, sizes: string[]) {
  const picker = document.createElement('div');
  picker.dataset.sizePicker = '';
  picker.setAttribute('role', 'group');
  picker.setAttribute('aria-label', `Choose a size of ${item.name}`);
  picker.className =
    'absolute inset-x-2 bottom-14 z-20 flex flex-wrap justify-center gap-1 rounded-2xl bg-white p-2 shadow-card';
  for (const size of sizes) {
    const choice = document.createElement('button');
    choice.type = 'button';
    choice.textContent = size;
    choice.className =
      'min-h-10 min-w-10 rounded-xl border border-line px-2 text-sm font-medium hover:border-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-teal';
    choice.addEventListener('click', () => {
      picker.remove();
      added({ ...item, size });
    });
    picker.append(choice);
  }
  picker.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    picker.remove();
    button.focus();
  });
  button.after(picker);
  picker.querySelector('button')?.focus();
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const button = target?.closest<HTMLElement>('[data-quick-add]');
  if (!target?.closest('[data-size-picker]')) closePickers();
  if (!button) return;
  event.preventDefault();
  const product = readProductDataset(button);
  if (!product) return;
  const { sizes, ...fields } = product;
  const item: CartItemInput = { ...fields, colour: productElement(button)?.dataset.colour };
  if (sizes.length > 1) sizePicker(button, item, sizes);
  else added({ ...item, size: sizes[0] });
});
