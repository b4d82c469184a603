/**
 * JSON-LD objects for search engines (spec section 3, "Search-engine metadata").
 *
 * @example productJsonLd(product, 'https://mtindo.co.ke')
 */
import { STORE } from './config';
import type { Product } from './products';

type JsonLd = Record<string, unknown>;

/** Absolute URL of a site path. */
export function absoluteUrl(path: string, site: string | URL): string {
  return new URL(path, site).href;
}

/** The store as an Organization. */
export function organizationJsonLd(site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', site),
    name: STORE.name,
    url: absoluteUrl('/', site),
    logo: absoluteUrl('/favicon.svg', site),
    email: STORE.email,
    telephone: STORE.phone,
    sameAs: Object.values(STORE.social),
  };
}

/** The shop itself as a ClothingStore with its address, hours and price range. */
export function clothingStoreJsonLd(site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    '@id': absoluteUrl('/#store', site),
    name: STORE.name,
    description: STORE.description,
    url: absoluteUrl('/', site),
    image: absoluteUrl('/og/mtindo.png', site),
    telephone: STORE.phone,
    email: STORE.email,
    priceRange: STORE.priceRange,
    currenciesAccepted: 'KES',
    paymentAccepted: 'M-Pesa, Credit Card, Cash on Delivery',
    address: {
      '@type': 'PostalAddress',
      streetAddress: STORE.address.street,
      addressLocality: STORE.address.locality,
      postalCode: STORE.address.postalCode,
      addressCountry: STORE.address.country,
    },
    openingHours: STORE.hours.map((h) => h.schema),
    parentOrganization: { '@id': absoluteUrl('/#organization', site) },
  };
}

/** A product with its Offer (KES price, availability) and AggregateRating. */
export function productJsonLd(p: Product, site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': absoluteUrl(`${p.url}#product`, site),
    name: p.name,
    description: p.description,
    sku: p.productId,
    image: absoluteUrl(p.image, site),
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category,
    color: p.colors.map((c) => c.name).join(', '),
    ...(p.material ? { material: p.material } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(p.url, site),
      price: p.finalPrice,
      priceCurrency: 'KES',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': absoluteUrl('/#organization', site) },
    },
    // Only buyers' reviews are a rating to search engines: the shop's own rating of its products
    // is not (it would be self-serving), so a product without reviews has none.
    ...(p.ratedBy === 'buyers' && p.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.reviews.average,
            reviewCount: p.reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
          review: p.reviews.highlights.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.body,
            datePublished: r.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: r.name },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList from Home down to the current page. */
export function breadcrumbJsonLd(crumbs: Crumb[], site: string | URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path, site),
    })),
  };
}

/** Serialises JSON-LD for a <script> element: `<` is escaped so no content can end the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
