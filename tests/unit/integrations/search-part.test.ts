import { describe, expect, it } from 'vitest';
import { searchPart } from '../../../src/integrations/search-part.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-KE"><head><title>A page</title></head><body><header><div>Menu</div></header>${body}<footer><div>Footer</div></footer></body></html>`;

describe('searchPart', () => {
  it('keeps the indexed element whole, nested elements of its kind included, and the page language', () => {
    const indexed =
      '<div data-pagefind-body><span data-pagefind-meta="title">Kaunda Suit</span><div><div>KSH 12,000</div></div><p>Linen</p></div>';
    expect(searchPart(page(`<main>${indexed}<div>Related</div></main>`))).toBe(
      `<!DOCTYPE html><html lang="en-KE"><head></head><body>${indexed}</body></html>`,
    );
  });

  it('finds an element of any name', () => {
    expect(searchPart(page('<article class="page" data-pagefind-body><h1>Journal</h1></article>'))).toContain(
      '<body><article class="page" data-pagefind-body><h1>Journal</h1></article></body>',
    );
  });

  it('leaves out a page that marks nothing for the index (a product out of stock)', () => {
    expect(searchPart(page('<div><h1>Sold out</h1></div>'))).toBeUndefined();
  });
});
