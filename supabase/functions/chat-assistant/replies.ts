/**
 * How the agent writes about products: links the widget turns into anchors
 * (`[Name](/product/{productId})`, which memory.ts reads back), prices in KES from the catalogue.
 */
import { CONTACT } from '../_shared/store-facts.ts';
import type { ProductMatch } from './catalogue.ts';

/** Products a reply lists at most. */
export const LIST_SIZE = 4;

/** The most of one product the assistant adds in one go. */
export const MAX_CHAT_QUANTITY = 10;

/** What the assistant can do, said when it cannot help with something. */
export const CAPABILITIES =
  'I can find clothes, shoes, bags, watches, jewellery and beauty products, add them to your cart, and answer questions about delivery, returns and payment.';

/** A person at the store, offered when the assistant could not help. */
export const PERSON_ON_WHATSAPP = `Or [Talk to a person on WhatsApp](${CONTACT.whatsapp}).`;

/** "KSH 28,500". */
export function kes(amount: number): string {
  return `KSH ${Math.round(amount).toLocaleString('en-US')}`;
}

/** A product link; brackets in a name would break the link, so they are left out. */
export function productLink(product: Pick<ProductMatch, 'name' | 'productId'>): string {
  return `[${product.name.replace(/[[\]]/g, '')}](/product/${product.productId})`;
}

/** The price a shopper pays, with the discount when there is one. */
export function priceText(product: Pick<ProductMatch, 'price' | 'finalPrice' | 'discount'>): string {
  return product.discount > 0
    ? `${kes(product.finalPrice)} (${product.discount}% off, was ${kes(product.price)})`
    : kes(product.finalPrice);
}

/** A numbered list, one product a line, so "the second one" can be read back. */
export function productList(products: ProductMatch[]): string {
  return products.map((p, i) => `${i + 1}. ${productLink(p)} — ${priceText(p)}`).join('\n');
}

/** "A, B and C". */
export function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "nike air jordans" → "Nike Air Jordans". */
export function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}
