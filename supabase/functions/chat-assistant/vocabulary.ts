/**
 * The words shoppers use for what the store sells, mapped to its departments and product types
 * (src/lib/taxonomy.ts): "jordans" and "trainers" are sneakers, "purse" is a handbag, "cologne" a
 * fragrance. The agent searches by these as well as by the words themselves, and says honestly
 * when a named brand or model is not carried but the kind of thing is.
 */

export interface Kind {
  /** What a reply calls them: "sneakers", "handbags". */
  label: string;
  /** Department slug (the products table's category), when the kind is a whole department. */
  category?: string;
  /** Product type slugs (the products table's type); handbags live in two departments. */
  types?: string[];
}

const kind = (label: string, types: string[]): Kind => ({ label, types });
const department = (label: string, category: string): Kind => ({ label, category });

const KINDS: [RegExp, Kind][] = [
  [
    /^(sneakers?|trainers?|kicks|jordans?|air ?max|runners?|sports? shoes?|running shoes?|shoes? running)$/,
    kind('sneakers', ['sneakers']),
  ],
  [/^(heels?|stilettos?|pumps?|wedges?)$/, kind('heels', ['heels'])],
  [/^(sandals?|slides?|flip ?flops?|open shoes?|akala)$/, kind('sandals', ['sandals'])],
  [/^(boots?|booties)$/, kind('boots', ['boots'])],
  [/^(loafers?|moccasins?|brogues?|oxfords?|formal shoes?|flats)$/, kind('loafers', ['loafers'])],
  [/^(shoes?|footwear)$/, department('shoes', 'shoes')],
  [/^(handbags?|purses?|clutch(es)?|designer bags?|shoulder bags?)$/, kind('handbags', ['handbags'])],
  [/^(totes?|kiondo|shoppers?)$/, kind('totes', ['totes'])],
  [/^(backpacks?|rucksacks?|school bags?)$/, kind('backpacks', ['backpacks'])],
  [/^(bags?)$/, kind('bags', ['handbags', 'totes', 'backpacks'])],
  [/^(dress(es)?|gowns?|frocks?|maxi|midi)$/, kind('dresses', ['dresses'])],
  [/^(jackets?|coats?|blazers?|outerwear|trench)$/, kind('jackets and coats', ['outerwear'])],
  [/^(tops?|blouses?|camis?)$/, kind('tops', ['tops'])],
  [/^(t-?shirts?|tees?|polos?)$/, kind('T-shirts', ['tees'])],
  [/^(shirts?)$/, kind('shirts', ['shirts'])],
  [/^(sweaters?|jumpers?|cardigans?|knitwear|knits?)$/, kind('knitwear', ['knitwear'])],
  [/^(trousers?|pants|jeans|chinos|slacks|shorts)$/, kind('trousers', ['trousers'])],
  [/^(skirts?)$/, kind('skirts', ['skirts'])],
  [/^(suits?|tuxedos?)$/, kind('suits', ['suits'])],
  [/^(outfits?|sets?|co-?ords?|jumpsuits?)$/, kind('outfits', ['outfits'])],
  [/^(necklaces?|chains?|pendants?)$/, kind('necklaces', ['necklaces'])],
  [/^(earrings?|studs?|hoops?)$/, kind('earrings', ['earrings'])],
  [/^(bracelets?|bangles?|cuffs?)$/, kind('bracelets', ['bracelets'])],
  [/^(rings?)$/, kind('rings', ['rings'])],
  [/^(jewelry|jewellery|beads?|beaded)$/, department('jewellery', 'jewelry')],
  [
    /^(smart ?watch(es)?|fitness trackers?|trackers?|fitbit|apple watch|galaxy watch)$/,
    kind('smartwatches', ['smart-watches']),
  ],
  [/^(luxury watch(es)?|timepieces?|chronographs?)$/, kind('luxury watches', ['luxury-watches'])],
  [/^(watch(es)?)$/, kind('watches', ['luxury-watches', 'smart-watches'])],
  [/^(perfumes?|fragrances?|colognes?|scents?|body mists?)$/, kind('fragrances', ['fragrances'])],
  [
    /^(lipsticks?|foundations?|makeup|make-up|mascara|eyeliner|eyeshadow|blush|lip gloss)$/,
    kind('make-up', ['makeup']),
  ],
  [
    /^(skincare|skin care|moisturi[sz]ers?|serums?|cleansers?|lotions?|creams?|sunscreen|face oils?)$/,
    kind('skincare', ['skincare']),
  ],
  [/^(haircare|hair care|shampoos?|conditioners?|hair oils?)$/, kind('hair care', ['haircare'])],
  [/^(beauty|cosmetics)$/, department('beauty products', 'beauty')],
  [
    /^(scarf|scarves|belts?|hats?|caps?|sunglasses|shades|wallets?|card holders?|ties?|kikoi|kikois)$/,
    kind('accessories', ['fashion-accessories']),
  ],
  [/^(accessories)$/, department('accessories', 'accessories')],
];

/** Well-known brands shoppers ask for by name, so a reply can say honestly that one is not carried. */
export const KNOWN_BRANDS = new Set(
  (
    'gucci prada chanel dior hermes louis vuitton lv balenciaga versace fendi burberry givenchy ysl ' +
    'valentino armani zara shein mango adidas puma reebok converse vans asics skechers ' +
    'fila timberland martens clarks bata crocs casio seiko citizen tissot swatch fossil breitling ' +
    'hublot tudor longines michael kors kate spade nautica tommy hilfiger lacoste ralph lauren ' +
    'levis calvin klein nivea dove loreal mac huawei xiaomi'
  ).split(' '),
);

/** The department and type a shopper's word names, or undefined for a word that names no kind. */
export function kindOf(word: string): Kind | undefined {
  const w = word.toLowerCase().trim();
  return KINDS.find(([pattern]) => pattern.test(w))?.[1];
}

/**
 * The kind named among `words`: two-word names such as "smart watch" first, then the most specific
 * single word ("running shoes" are sneakers, not all shoes).
 */
export function kindIn(words: string[]): Kind | undefined {
  for (let i = 0; i < words.length - 1; i++) {
    const pair = kindOf(`${words[i]} ${words[i + 1]}`) ?? kindOf(`${words[i + 1]} ${words[i]}`);
    if (pair) return pair;
  }
  const named = words.map(kindOf).filter((k): k is Kind => k !== undefined);
  const specific = named.filter((k) => k.types).sort((a, b) => a.types!.length - b.types!.length);
  return specific[0] ?? named[0];
}
