// @vitest-environment happy-dom
// One card markup for the build and the list script: escaped, and stateful where the shopper is.
import { describe, expect, it } from 'vitest';
import { productElement, readProductDataset } from '../../../src/lib/shopper/product-dataset';
import type { ListItem } from '../../../src/lib/list-filters';
import { listTileHtml, productCardHtml } from '../../../src/lib/html/product-card';

const item: ListItem = {
  id: 'kanga-wrap',
  name: 'Kanga "Wrap" <Dress> & Belt',
  category: 'women',
  type: 'dresses',
  brand: "O'Neill & Sons",
  price: 8820,
  listPrice: 9800,
  sizes: ['S', 'M'],
  colours: ['red'],
  colour: 'Crimson',
  inStock: true,
  discount: 10,
  newArrival: true,
  featured: false,
  rating: 4.25,
  reviewCount: 12,
  added: '2026-10-01',
  text: '',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('productCardHtml', () => {
  it('escapes every catalogue value', () => {
    const html = productCardHtml(item);
    expect(html).not.toContain('<Dress>');
    const card = parse(html);
    expect(card.querySelector('h3 a')?.textContent).toBe(item.name);
    expect(card.querySelector('img')?.getAttribute('alt')).toBe(`${item.name} in crimson`);
    expect(card.querySelector('[data-quick-add]')?.getAttribute('aria-label')).toBe(
      `Add ${item.name} to cart`,
    );
    expect(card.textContent).toContain("O'Neill & Sons");
  });

  it('shows the sale and new badges, both prices and the rating', () => {
    const card = parse(productCardHtml(item));
    expect(card.textContent).toContain('-10%');
    expect(card.textContent).toContain('New');
    expect(card.querySelector('[data-price-kes="8820"]')?.textContent).toBe('KSH 8,820');
    expect(card.querySelector('s [data-price-kes="9800"]')).not.toBeNull();
    expect(card.textContent).toContain('Rated 4.3 out of 5');
    expect(card.textContent).toContain('12 reviews');
  });

  it("says a rating is the store's own until buyers review the product, and shows none without one", () => {
    const store = parse(productCardHtml({ ...item, reviewCount: 0 }));
    expect(store.textContent).toContain('Store rating 4.3 out of 5, no reviews from buyers yet');
    expect(store.textContent).toContain('4.3 · Store rating');
    expect(store.textContent).not.toContain('(0)');
    const none = parse(productCardHtml({ ...item, rating: 0, reviewCount: 0 }));
    expect(none.textContent).toContain('No reviews yet');
  });

  it('carries the product once, where both of its buttons read it', () => {
    const html = productCardHtml(item);
    expect(html.match(/data-name=/g)).toHaveLength(1);
    const card = parse(html);
    for (const button of card.querySelectorAll<HTMLElement>('[data-quick-add], [data-wishlist-toggle]')) {
      expect(readProductDataset(button)).toMatchObject({
        productId: item.id,
        price: 8820,
        sizes: ['S', 'M'],
      });
    }
    const quickAdd = card.querySelector<HTMLElement>('[data-quick-add]')!;
    expect(productElement(quickAdd)?.dataset.colour).toBe(item.colour);
  });

  it('draws a sold-out product without quick add', () => {
    const card = parse(productCardHtml({ ...item, inStock: false }));
    expect(card.querySelector('[data-quick-add]')).toBeNull();
    expect(card.textContent).toContain('Sold out');
  });

  it('follows the shopper’s currency, wishlist and the page’s heading level', () => {
    const card = parse(
      productCardHtml(item, { currency: 'USD', saved: true, headingLevel: 'h2', eager: true }),
    );
    expect(card.querySelector('[data-price-kes="8820"]')?.textContent).toMatch(/^\$/);
    const heart = card.querySelector('[data-wishlist-toggle]')!;
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe(`Remove ${item.name} from wishlist`);
    expect(card.querySelector('h2')).not.toBeNull();
    expect(card.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('wraps a card as a list tile carrying its product id', () => {
    expect(parse(`<ul>${listTileHtml(item)}</ul>`).querySelector('li')?.dataset.productId).toBe('kanga-wrap');
  });
});
