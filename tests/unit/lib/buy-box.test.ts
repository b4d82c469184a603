// @vitest-environment happy-dom
// The buy box the built product page and the not-found page's view of a new product both draw:
// escaped, asking only what the product has, and carrying its product to Add to Cart.
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_A_SIZE,
  addToCartLabel,
  buyBoxHtml,
  NO_LONGER_SOLD,
  offerChanges,
  offerOf,
  priceLineHtml,
  stockState,
} from '../../../src/lib/html/buy-box';
import type { Product } from '../../../src/lib/products';
import { productFromRow } from '../../support/product-rows';

const product = productFromRow({
  slug: 'kanga-wrap',
  name: 'Kanga "Wrap" <Dress>',
  description: 'A wrap dress in kanga cotton & <b>bold</b> print, made in Nairobi.',
  price: 9800,
  discount: 10,
  image: null,
  brand: "O'Neill & Sons",
  stock: 4,
  rating: 4.5,
  review_count: 12,
  colors: [
    { name: 'Crimson', hex: '#a0202a' },
    { name: 'Indigo', hex: '#2c3e6b' },
  ],
  material: 'Cotton',
});

const draw = (p: Product, options?: Parameters<typeof buyBoxHtml>[1]) => {
  const host = document.createElement('div');
  host.innerHTML = buyBoxHtml(p, options);
  return host;
};

describe('buyBoxHtml', () => {
  it('escapes every catalogue value', () => {
    const html = buyBoxHtml(product);
    expect(html).not.toContain('<Dress>');
    expect(html).not.toContain('<b>');
    const box = draw(product);
    expect(box.querySelector('h1')?.textContent).toBe(product.name);
    expect(box.querySelector('.eyebrow')?.textContent).toBe('Women · Dresses');
    expect(box.textContent).toContain("O'Neill & Sons");
    expect(box.querySelector('#description-heading + p')?.textContent).toBe(product.description);
  });

  it('shows the price after discount, the list price and the stock left', () => {
    const box = draw(product);
    expect(box.querySelector('[data-price-kes="8820"]')?.textContent).toBe('KSH 8,820');
    expect(box.querySelector('s [data-price-kes="9800"]')).not.toBeNull();
    expect(box.textContent).toContain('Save 10%');
    expect(box.querySelector('[data-stock-state]')?.textContent).toBe('Only 4 left in stock');
    expect(draw({ ...product, stock: 40 }).querySelector('[data-stock-state]')?.textContent).toBe('In stock');
  });

  it('draws prices in the currency asked for', () => {
    expect(draw(product, { currency: 'USD' }).querySelector('[data-price-kes="8820"]')?.textContent).toBe(
      '$63.00',
    );
  });

  it('asks for a colour, each with its picture, and a size the browser requires', () => {
    const box = draw(product);
    const colours = [...box.querySelectorAll<HTMLInputElement>('input[name=colour]')];
    expect(colours.map((c) => [c.value, c.checked, c.dataset.image])).toEqual([
      ['Crimson', true, '/images/products/kanga-wrap.svg'],
      ['Indigo', false, '/images/products/kanga-wrap--1.svg'],
    ]);
    expect(box.querySelector('[data-colour-name]')?.textContent).toBe('Crimson');
    const sizes = [...box.querySelectorAll<HTMLInputElement>('input[name=size]')];
    expect(sizes.map((s) => [s.value, s.required])).toEqual([
      ['S', true],
      ['M', true],
      ['L', true],
    ]);
    expect(box.querySelector('a[href="/size-guide"]')?.textContent).toBe('Size guide');
  });

  it('shows every colour in the one picture given, as the view of a product not yet published does', () => {
    const box = draw(product, { picture: () => '/photo.jpg' });
    const images = [...box.querySelectorAll<HTMLElement>('[data-image]')].map((e) => e.dataset.image);
    expect(images).toEqual(['/photo.jpg', '/photo.jpg', '/photo.jpg', '/photo.jpg']);
  });

  it('names a single size instead of asking, and asks nothing a product has none of', () => {
    const one = draw({ ...product, sizes: ['One Size'], category: 'beauty' });
    expect(one.querySelector('legend + a, a[href="/size-guide"]')).toBeNull();
    expect(one.textContent).toContain('Size: One Size');
    expect(one.querySelector<HTMLInputElement>('input[name=size]')?.type).toBe('hidden');

    const none = draw({ ...product, sizes: [], colors: [] });
    expect(none.querySelector('fieldset')).toBeNull();
    const terms = [...none.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Material', 'Product code']);
  });

  it('cannot be added to the cart when sold out', () => {
    const box = draw({ ...product, inStock: false, stock: 0 });
    const buttons = [...box.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')];
    expect(buttons.map((b) => [b.disabled, b.textContent])).toEqual([
      [true, 'Sold out'],
      [true, 'Sold out'],
    ]);
    expect(box.querySelector('[data-stock-state]')?.textContent).toBe('Sold out');
  });

  it('names its size group and has the store’s own words ready for no size chosen', () => {
    const box = draw(product);
    const group = box.querySelector('input[name=size]')!.closest('fieldset')!;
    expect(group.firstElementChild?.tagName).toBe('LEGEND');
    expect(group.firstElementChild?.textContent).toBe('Size');
    const message = group.querySelector<HTMLElement>('[data-size-message]')!;
    expect([message.textContent, message.hidden, message.getAttribute('role')]).toEqual([
      CHOOSE_A_SIZE,
      true,
      'alert',
    ]);
    // The form is checked by the store's script, not the browser's bubble.
    expect(box.querySelector('form')?.noValidate).toBe(true);
  });

  it('says where the size is chosen what buyers said of the fit, once two or more have', () => {
    const reviewed = (fits: number[]): Product => ({
      ...product,
      reviews: { average: 4, total: 5, stars: [0, 0, 1, 3, 1], fits, highlights: [] },
    });
    const box = draw(reviewed([3, 1, 0]));
    const group = box.querySelector('input[name=size]')!.closest('fieldset')!;
    const advice = group.querySelector('[data-fit-advice]')!;
    expect(advice.textContent).toBe('Fit: Most buyers say it runs small: consider a size up.');
    // The size group is described by it, so a screen reader hears it with the sizes.
    expect(group.getAttribute('aria-describedby')).toBe(advice.id);
    expect(draw(reviewed([0, 1, 3])).querySelector('[data-fit-advice]')?.textContent).toBe(
      'Fit: Most buyers say it runs large: consider a size down.',
    );
    // One buyer's word, no buyer's, or no reviews: nothing said, nothing described.
    // A product made in one size gets no advice on a size up or down.
    const oneSize: Product = { ...reviewed([3, 1, 0]), sizes: ['One Size'] };
    for (const p of [reviewed([1, 0, 0]), reviewed([0, 0, 0]), product, oneSize]) {
      const quiet = draw(p);
      expect(quiet.querySelector('[data-fit-advice]')).toBeNull();
      expect(quiet.querySelector('fieldset[aria-describedby]')).toBeNull();
    }
  });

  it('has a phone’s buy bar with the price after discount, whose Add to Cart sends the buy box’s form', () => {
    const box = draw(product);
    const bar = box.querySelector<HTMLElement>('[data-buy-bar]')!;
    expect(bar.hidden).toBe(true);
    expect(bar.querySelector('[data-buy-bar-price]')?.textContent).toBe('KSH 8,820');
    const button = bar.querySelector<HTMLButtonElement>('button')!;
    expect([button.type, button.textContent]).toEqual(['submit', 'Add to Cart']);
    expect(button.getAttribute('form')).toBe(box.querySelector('form')?.id);
  });

  it('shows the heart in the state asked for, and the promises of a branded product', () => {
    const box = draw(product, { saved: true });
    const heart = box.querySelector('[data-wishlist-toggle]')!;
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe(`Remove ${product.name} from wishlist`);
    expect([...box.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Free delivery in Kenya over KSH 5,000',
      '30-day returns',
      'Authentic, with warranty',
    ]);
  });
});

describe('the offer a built page shows, and what a later read changes', () => {
  const built = offerOf(product);

  it('carries the offer it was drawn from in its price line', () => {
    const line = draw(product).querySelector<HTMLElement>('[data-offer]')!;
    expect(JSON.parse(line.dataset.offer!)).toEqual({ price: 9800, discount: 10, stock: 4, inStock: true });
    expect(line.getAttribute('aria-live')).toBe('polite');
  });

  it('says low stock at ten or fewer, sold out, and no longer sold', () => {
    expect(stockState({ ...built, stock: 10 })).toEqual({
      words: 'Only 10 left in stock',
      colour: 'text-clay',
      available: true,
    });
    expect(stockState({ ...built, stock: 11 }).words).toBe('In stock');
    expect(stockState({ ...built, inStock: false })).toEqual({
      words: 'Sold out',
      colour: 'text-ink-muted',
      available: false,
    });
    expect(stockState(null)).toEqual({ words: NO_LONGER_SOLD, colour: 'text-ink-muted', available: false });
    expect(addToCartLabel(built)).toBe('Add to Cart');
    expect(addToCartLabel({ ...built, inStock: false })).toBe('Sold out');
    expect(addToCartLabel(null)).toBe('No longer sold');
  });

  it('finds no change in the same offer, nor in a stock count that changes no words', () => {
    expect(offerChanges(built, { ...built })).toEqual({ price: false, stock: false });
    const plenty = { ...built, stock: 40 };
    expect(offerChanges(plenty, { ...plenty, stock: 39 })).toEqual({ price: false, stock: false });
  });

  it('finds a new price, a new discount and a new list price behind the same price', () => {
    expect(offerChanges(built, { ...built, price: 12000 })).toEqual({ price: true, stock: false });
    expect(offerChanges(built, { ...built, discount: 0 })).toEqual({ price: true, stock: false });
    // 10% off 9,800 and 2% off 9,000 both come to 8,820: the struck price and the saving differ.
    expect(offerChanges(built, { ...built, price: 9000, discount: 2 }).price).toBe(true);
    expect(priceLineHtml({ ...built, discount: 0 })).toBe(
      '<span class="text-2xl font-semibold" data-price-kes="9800">KSH 9,800</span>',
    );
  });

  it('finds stock that sold out, ran low, came back, or a product no longer sold', () => {
    expect(offerChanges(built, { ...built, inStock: false, stock: 0 })).toEqual({
      price: false,
      stock: true,
    });
    expect(offerChanges({ ...built, stock: 40 }, built)).toEqual({ price: false, stock: true });
    expect(offerChanges(built, { ...built, stock: 3 }).stock).toBe(true);
    expect(offerChanges({ ...built, inStock: false }, built).stock).toBe(true);
    // Gone: the stock line says so; the price shown stays, as there is no other to show.
    expect(offerChanges(built, null)).toEqual({ price: false, stock: true });
    expect(offerChanges(null, built)).toEqual({ price: true, stock: true });
  });
});
