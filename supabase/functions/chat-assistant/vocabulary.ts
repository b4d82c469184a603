/**
 * The words shoppers use for what the store sells, mapped to its departments and product types
 * (src/lib/taxonomy.ts): "jordans" and "trainers" are sneakers, "purse" is a handbag, "cologne" a
 * fragrance. The agent searches by these as well as by the words themselves, and says honestly
 * when a named brand or model is not carried but the kind of thing is.
 */

export interface Kind {
  /** Department slug (the products table's category). */
  category?: string;
  /** Product type slug (the products table's type). */
  type?: string;
}

const KINDS: [RegExp, Kind][] = [
  [
    /^(sneakers?|trainers?|kicks|jordans?|air ?max|running|runners?|sports? shoes?)$/,
    { category: 'shoes', type: 'sneakers' },
  ],
  [/^(heels?|stilettos?|pumps?|wedges?)$/, { category: 'shoes', type: 'heels' }],
  [/^(sandals?|slides?|flip ?flops?|open shoes?|akala)$/, { category: 'shoes', type: 'sandals' }],
  [/^(boots?|booties)$/, { category: 'shoes', type: 'boots' }],
  [/^(loafers?|moccasins?|brogues?|oxfords?|formal shoes?)$/, { category: 'shoes', type: 'loafers' }],
  [/^(shoes?|footwear)$/, { category: 'shoes' }],
  [/^(handbags?|purses?|clutch(es)?|bags?|designer bags?)$/, { category: 'bags' }],
  [/^(totes?|kiondo|shoppers?)$/, { category: 'bags', type: 'totes' }],
  [/^(backpacks?|rucksacks?|school bags?)$/, { category: 'bags', type: 'backpacks' }],
  [/^(dress(es)?|gowns?|frocks?|maxi|midi)$/, { type: 'dresses' }],
  [/^(jackets?|coats?|blazers?|outerwear|trench)$/, { type: 'outerwear' }],
  [/^(tops?|blouses?|camis?)$/, { type: 'tops' }],
  [/^(t-?shirts?|tees?)$/, { type: 'tees' }],
  [/^(shirts?)$/, { type: 'shirts' }],
  [/^(sweaters?|jumpers?|cardigans?|knitwear|knits?)$/, { type: 'knitwear' }],
  [/^(trousers?|pants|jeans|chinos|slacks)$/, { type: 'trousers' }],
  [/^(skirts?)$/, { type: 'skirts' }],
  [/^(suits?|tuxedos?)$/, { type: 'suits' }],
  [/^(outfits?|sets?|co-?ords?)$/, { type: 'outfits' }],
  [/^(necklaces?|chains?|pendants?)$/, { category: 'jewelry', type: 'necklaces' }],
  [/^(earrings?|studs?|hoops?)$/, { category: 'jewelry', type: 'earrings' }],
  [/^(bracelets?|bangles?|cuffs?)$/, { category: 'jewelry', type: 'bracelets' }],
  [/^(rings?)$/, { category: 'jewelry', type: 'rings' }],
  [/^(jewelry|jewellery|beads?|beaded)$/, { category: 'jewelry' }],
  [
    /^(smart ?watch(es)?|fitness trackers?|trackers?|fitbit|apple watch|galaxy watch)$/,
    { category: 'smart-watches' },
  ],
  [/^(luxury watch(es)?|timepieces?|chronographs?)$/, { category: 'luxury-watches' }],
  [/^(watch(es)?)$/, {}],
  [
    /^(perfumes?|fragrances?|colognes?|scents?|eau de parfum|eau de toilette)$/,
    { category: 'beauty', type: 'fragrances' },
  ],
  [
    /^(lipsticks?|foundations?|makeup|make-up|mascara|eyeliner|blush|lip gloss)$/,
    { category: 'beauty', type: 'makeup' },
  ],
  [
    /^(skincare|skin care|moisturi[sz]ers?|serums?|cleansers?|lotions?|creams?|sunscreen|shea)$/,
    { category: 'beauty', type: 'skincare' },
  ],
  [
    /^(haircare|hair care|shampoos?|conditioners?|hair oils?|wigs?)$/,
    { category: 'beauty', type: 'haircare' },
  ],
  [/^(beauty|cosmetics)$/, { category: 'beauty' }],
  [
    /^(scarf|scarves|belts?|hats?|caps?|sunglasses|wallets?|ties?|kikoi|kikois)$/,
    { category: 'accessories', type: 'fashion-accessories' },
  ],
];

/** The department and type a shopper's word names, or undefined for a word that names no kind. */
export function kindOf(word: string): Kind | undefined {
  const w = word.toLowerCase().trim();
  return KINDS.find(([pattern]) => pattern.test(w))?.[1];
}

/** The first kind named among `words` (two-word names such as "smart watch" first). */
export function kindIn(words: string[]): Kind | undefined {
  for (let i = 0; i < words.length - 1; i++) {
    const pair = kindOf(`${words[i]} ${words[i + 1]}`);
    if (pair) return pair;
  }
  for (const word of words) {
    const kind = kindOf(word);
    if (kind) return kind;
  }
  return undefined;
}
