// The product view the not-found page draws for a product not yet published, and the photograph
// on the storefront's other product pictures (cards, the catalogue index, JSON-LD).
import { describe, expect, it } from 'vitest';
import { productViewHtml, PLACEHOLDER_IMAGE } from '../../../src/lib/html/product-view';
import { productCardHtml } from '../../../src/lib/html/product-card';
import { toListItem } from '../../../src/lib/list-filters';
import {
  decodeCatalogueIndex,
  encodeCatalogueIndex,
  toIndexedProduct,
} from '../../../src/lib/catalogue-index';
import { productJsonLd } from '../../../src/lib/seo';
import { productTitle, toProduct } from '../../../src/lib/products';
import { readRow } from '../../../src/lib/catalogue-rows';
import { adminRow } from '../../support/product-rows';

const entry = (() => {
  const result = readRow(adminRow);
  if (!result.ok) throw new Error(result.problem);
  return result.entry;
})();
const withPhoto = toProduct(entry);
const { image: _photo, ...withoutPhotoEntry } = entry;
const drawn = toProduct(withoutPhotoEntry);

describe('productViewHtml', () => {
  it('draws the photograph, price in the shopper’s currency, sizes and the heart', () => {
    const html = productViewHtml(withPhoto, { currency: 'USD', saved: true });
    expect(html).toContain(`src="${adminRow.image}"`);
    expect(html).toContain('data-price-kes="675"');
    expect(html).toContain('>$4.82<');
    expect(html).toContain('value="M" required');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('No reviews yet');
    expect(productTitle(withPhoto)).toBe('Kitenge Wrap Dress');
    expect(productTitle({ ...withPhoto, brand: 'Vivo Woman', hasBrand: true })).toBe(
      'Kitenge Wrap Dress by Vivo Woman',
    );
  });

  it('shows the placeholder for a product with no photograph, and asks nothing it has none of', () => {
    const html = productViewHtml({ ...drawn, sizes: [], colors: [] }, { currency: 'KSH', saved: false });
    expect(html).toContain(`src="${PLACEHOLDER_IMAGE}"`);
    expect(html).not.toContain('name="size"');
    expect(html).not.toContain('name="colour"');
  });

  it('escapes what staff typed', () => {
    const html = productViewHtml(
      {
        ...withPhoto,
        name: '<img src=x onerror=alert(1)>',
        description: 'A "quoted" & <b>bold</b> dress, long enough.',
      },
      { currency: 'KSH', saved: false },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; dress');
  });
});

describe('a product’s photograph across the storefront', () => {
  it('is the card’s picture, and what its buttons carry to the cart and wishlist', () => {
    const html = productCardHtml(toListItem(withPhoto));
    expect(html.match(new RegExp(adminRow.image!.replace(/[.?]/g, '\\$&'), 'g'))).toHaveLength(2);
    expect(productCardHtml(toListItem(drawn))).toContain('src="/images/products/kitenge-wrap-dress.svg"');
  });

  it('survives the catalogue index the list script filters', () => {
    const index = encodeCatalogueIndex([
      toIndexedProduct(withPhoto),
      toIndexedProduct({ ...drawn, productId: 'b' }),
    ]);
    expect(Object.values(index.photos ?? {})).toEqual([adminRow.image]);
    const items = decodeCatalogueIndex(JSON.parse(JSON.stringify(index)));
    expect(items.find((item) => item.id === 'kitenge-wrap-dress')?.image).toBe(adminRow.image);
    expect(items.find((item) => item.id === 'b')?.image).toBeUndefined();
  });

  it('is the JSON-LD image, and a product without reviews has no rating there', () => {
    const ld = productJsonLd(withPhoto, 'https://mtindo.co.ke');
    expect(ld.image).toBe(adminRow.image);
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});
