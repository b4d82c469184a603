// @vitest-environment happy-dom
// A built product page corrected to the product as the table has it now: only the lines that
// changed, with the price Add to Cart then reads; a product gone says so; a failed read changes
// nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buyBoxHtml } from '../../../src/lib/html/buy-box';
import { pictureBadgesHtml } from '../../../src/lib/html/product-view';
import { readCartForm } from '../../../src/lib/shopper/product-dataset';
import type { Product } from '../../../src/lib/products';
import { getCatalogueProduct } from '../../../src/lib/supabase/products';
import { correctProductView, refreshProduct } from '../../../src/scripts/product-freshness';
import { productFromRow } from '../../support/product-rows';

vi.mock('../../../src/lib/supabase/products', () => ({ getCatalogueProduct: vi.fn() }));

const built = productFromRow({
  slug: 'field-jacket',
  name: 'Waxed Field Jacket',
  price: 14500,
  discount: 0,
  stock: 28,
  new_arrival: true,
  image: null,
});

/** The built page's product view, as ProductView.astro draws it. */
function drawView(p: Product = built): HTMLElement {
  document.body.innerHTML =
    `<div data-product-view data-product-id="${p.productId}">` +
    `<div><div data-picture-badges>${pictureBadgesHtml(p)}</div></div>` +
    `<div>${buyBoxHtml(p)}</div></div>`;
  return document.querySelector<HTMLElement>('[data-product-view]')!;
}

const text = (view: HTMLElement, selector: string) => view.querySelector(selector)?.textContent;
const button = (view: HTMLElement) => view.querySelector<HTMLButtonElement>('[data-add-to-cart]')!;
const form = (view: HTMLElement) => view.querySelector<HTMLFormElement>('[data-add-to-cart-form]')!;

describe('correctProductView', () => {
  it('changes nothing on the page when the product is as built', () => {
    const view = drawView();
    const before = view.innerHTML;
    const stockCount = { ...built, stock: 27 };
    expect(correctProductView(view, stockCount, 'KSH')).toEqual({ price: false, stock: false });
    expect(view.innerHTML).toBe(before);
  });

  it('shows a new price and discount, and hands Add to Cart and the heart the new price', () => {
    const view = drawView();
    const stockLine = view.querySelector('[data-stock-state]');
    const now = productFromRow({
      slug: 'field-jacket',
      price: 13300,
      discount: 10,
      stock: 28,
      new_arrival: true,
    });
    expect(correctProductView(view, now, 'KSH')).toEqual({ price: true, stock: false });
    const line = view.querySelector('[data-offer]')!;
    expect(line.textContent).toBe('KSH 11,970was KSH 13,300Save 10%');
    expect(text(view, '[data-picture-badges]')).toBe('-10%New');
    expect(readCartForm(form(view))?.price).toBe(11970);
    expect(text(view, '[data-buy-bar-price]')).toBe('KSH 11,970');
    expect(view.querySelector<HTMLElement>('[data-wishlist-toggle]')?.dataset.price).toBe('11970');
    // The stock line is the same element, untouched.
    expect(view.querySelector('[data-stock-state]')).toBe(stockLine);
    expect(text(view, '[data-stock-state]')).toBe('In stock');
    // A second read that finds the same is no change.
    expect(correctProductView(view, now, 'KSH')).toEqual({ price: false, stock: false });
  });

  it('draws the corrected price in the shopper’s currency', () => {
    const view = drawView();
    correctProductView(view, { ...built, price: 14000, finalPrice: 14000 }, 'USD');
    expect(text(view, '[data-price-kes="14000"]')).toBe('$100.00');
  });

  it('shows sold out with Add to Cart disabled, and back in stock again', () => {
    const view = drawView();
    expect(correctProductView(view, { ...built, inStock: false, stock: 0 }, 'KSH')).toEqual({
      price: false,
      stock: true,
    });
    expect(text(view, '[data-stock-state]')).toBe('Sold out');
    expect(view.querySelector('[data-stock-state]')?.className).toContain('text-ink-muted');
    expect(view.querySelector('[data-stock-state]')?.className).not.toContain('text-teal');
    expect(button(view).disabled).toBe(true);
    expect(button(view).textContent).toBe('Sold out');
    // The phone's buy bar says the same.
    const barButton = view.querySelector<HTMLButtonElement>('[data-buy-bar] [data-add-to-cart]')!;
    expect([barButton.disabled, barButton.textContent]).toEqual([true, 'Sold out']);

    correctProductView(view, { ...built, stock: 2 }, 'KSH');
    expect(text(view, '[data-stock-state]')).toBe('Only 2 left in stock');
    expect(view.querySelector('[data-stock-state]')?.className).toContain('text-clay');
    expect(view.querySelector('[data-stock-state]')?.className).not.toContain('text-ink-muted');
    expect(button(view).disabled).toBe(false);
    expect(button(view).textContent).toBe('Add to Cart');
  });

  it('says a product removed since the build is no longer sold, and keeps its price', () => {
    const view = drawView();
    expect(correctProductView(view, null, 'KSH')).toEqual({ price: false, stock: true });
    expect(text(view, '[data-stock-state]')).toBe('No longer sold');
    expect(button(view).disabled).toBe(true);
    expect(button(view).textContent).toBe('No longer sold');
    expect(text(view, '[data-offer]')).toBe('KSH 14,500');
    expect(correctProductView(view, null, 'KSH')).toEqual({ price: false, stock: false });
  });
});

describe('refreshProduct', () => {
  // Braced: a function returned from beforeEach is run as its cleanup, and mockReset returns the mock.
  beforeEach(() => {
    vi.mocked(getCatalogueProduct).mockReset();
  });

  it('reads the view’s product and corrects it', async () => {
    const view = drawView();
    vi.mocked(getCatalogueProduct).mockResolvedValue({ ...built, inStock: false });
    await refreshProduct(view);
    expect(getCatalogueProduct).toHaveBeenCalledWith('field-jacket');
    expect(button(view).disabled).toBe(true);
  });

  it('leaves the page as built when the read fails', async () => {
    const view = drawView();
    const before = view.innerHTML;
    vi.mocked(getCatalogueProduct).mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshProduct(view);
    expect(view.innerHTML).toBe(before);
  });
});
