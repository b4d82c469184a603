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
  /**
   * A narrower thing than its type, told by the product's name: shorts are filed as trousers, belts
   * and wallets as accessories. Products of the type whose name does not match are not this kind.
   */
  named?: RegExp;
  /** Products of the type that are something else: trousers are not shorts. */
  notNamed?: RegExp;
}

const kind = (label: string, types: string[], names: Pick<Kind, 'named' | 'notNamed'> = {}): Kind => ({
  label,
  types,
  ...names,
});
const department = (label: string, category: string): Kind => ({ label, category });

const KINDS: [RegExp, Kind][] = [
  [
    /^(sneakers?|trainers?|kicks|jordans?|air ?max|runners?|sports? shoes?|running shoes?|shoes? running)$/,
    kind('sneakers', ['sneakers']),
  ],
  [/^(high ?-?tops?|hi ?-?tops?)$/, kind('high-top sneakers', ['sneakers'], { named: /high/i })],
  [/^(low ?-?tops?)$/, kind('low-top sneakers', ['sneakers'], { named: /low/i })],
  [/^(heels?|stilettos?|pumps?|wedges?)$/, kind('heels', ['heels'])],
  [/^(sandals?|slides?|flip ?flops?|open shoes?|akala)$/, kind('sandals', ['sandals'])],
  [/^(boots?|booties)$/, kind('boots', ['boots'])],
  [/^(loafers?|moccasins?|brogues?|oxfords?|formal shoes?|flats)$/, kind('loafers', ['loafers'])],
  [/^(shoes?|footwear)$/, department('shoes', 'shoes')],
  [/^(handbags?|purses?|clutch(es)?|designer bags?|shoulder bags?)$/, kind('handbags', ['handbags'])],
  [/^(totes?|kiondo|shoppers?)$/, kind('totes', ['totes'])],
  [/^(backpacks?|rucksacks?|school bags?|laptop bags?)$/, kind('backpacks', ['backpacks'])],
  [/^(bags?)$/, kind('bags', ['handbags', 'totes', 'backpacks'])],
  [/^(dress(es)?|gowns?|frocks?|maxi|midi|kaftans?)$/, kind('dresses', ['dresses'])],
  [/^(blazers?)$/, kind('blazers', ['outerwear'], { named: /blazer/i })],
  [/^(coats?|trench|trench coats?|overcoats?)$/, kind('coats', ['outerwear'], { named: /coat/i })],
  [/^(jackets?|bombers?|overshirts?)$/, kind('jackets', ['outerwear'], { named: /jacket|bomber/i })],
  [/^(outerwear)$/, kind('jackets and coats', ['outerwear'])],
  [/^(tops?|blouses?|camis?|tank tops?)$/, kind('tops', ['tops'])],
  [/^(polos?|polo shirts?)$/, kind('polo shirts', ['tees'], { named: /polo/i })],
  [/^(t-?shirts?|tees?)$/, kind('T-shirts', ['tees'])],
  [/^(shirts?)$/, kind('shirts', ['shirts'])],
  [/^(cardigans?)$/, kind('cardigans', ['knitwear'], { named: /cardigan/i })],
  [/^(sweaters?|jumpers?|knitwear|knits?|pullovers?)$/, kind('knitwear', ['knitwear'])],
  [/^(shorts)$/, kind('shorts', ['trousers'], { named: /shorts?\b/i })],
  [/^(jeans|denims)$/, kind('jeans', ['trousers'], { named: /jeans|denim/i })],
  [/^(trousers?|pants|chinos|slacks|palazzos?)$/, kind('trousers', ['trousers'], { notNamed: /shorts?\b/i })],
  [/^(skirts?)$/, kind('skirts', ['skirts'])],
  [/^(suits?|tuxedos?)$/, kind('suits', ['suits'])],
  [/^(outfits?|sets?|co-?ords?|jumpsuits?)$/, kind('outfits', ['outfits'])],
  [/^(necklaces?|chains?|pendants?)$/, kind('necklaces', ['necklaces'])],
  [/^(earrings?|studs?|hoops?)$/, kind('earrings', ['earrings'])],
  [/^(bracelets?|bangles?|cuffs?)$/, kind('bracelets', ['bracelets'])],
  [/^(rings?)$/, kind('rings', ['rings'])],
  [/^(jewelry|jewellery|beads?)$/, department('jewellery', 'jewelry')],
  [
    /^(smart ?watch(es)?|fitness trackers?|trackers?|fitbit|apple watch|galaxy watch)$/,
    kind('smartwatches', ['smart-watches']),
  ],
  [/^(luxury watch(es)?|timepieces?|chronographs?)$/, kind('luxury watches', ['luxury-watches'])],
  [/^(watch(es)?)$/, kind('watches', ['luxury-watches', 'smart-watches'])],
  [/^(perfumes?|fragrances?|colognes?|scents?|body mists?)$/, kind('fragrances', ['fragrances'])],
  [
    /^(lipsticks?|foundations?|makeup|make-up|mascara|eyeliner|eyeshadow|blush|lip gloss|palettes?)$/,
    kind('make-up', ['makeup']),
  ],
  [
    /^(skincare|skin care|moisturi[sz]ers?|serums?|cleansers?|lotions?|body lotions?|creams?|sunscreen|face oils?|body butter)$/,
    kind('skincare', ['skincare']),
  ],
  [/^(haircare|hair care|shampoos?|conditioners?|hair oils?)$/, kind('hair care', ['haircare'])],
  [/^(beauty|cosmetics)$/, department('beauty products', 'beauty')],
  [/^(belts?)$/, kind('belts', ['fashion-accessories'], { named: /belt/i })],
  [
    /^(wallets?|card holders?|cardholders?)$/,
    kind('wallets', ['fashion-accessories'], { named: /wallet|card holder/i }),
  ],
  [
    /^(hats?|caps?|fedoras?|bucket hats?)$/,
    kind('hats', ['fashion-accessories', 'kids-accessories'], { named: /hat|fedora|cap\b/i }),
  ],
  [
    /^(sunglasses|shades)$/,
    kind('sunglasses', ['fashion-accessories', 'kids-accessories'], { named: /sunglasses|aviator/i }),
  ],
  [
    /^(scarf|scarves|shawls?|kikoi|kikois)$/,
    kind('scarves', ['fashion-accessories'], { named: /scarf|kikoi|shuka/i }),
  ],
  [/^(ties?)$/, kind('accessories', ['fashion-accessories'])],
  [/^(accessories)$/, department('accessories', 'accessories')],
];

/** Well-known brands shoppers ask for by name, so a reply can say honestly that one is not carried. */
export const KNOWN_BRANDS = new Set(
  (
    'gucci prada chanel dior hermes louis vuitton lv balenciaga versace fendi burberry givenchy ysl ' +
    'valentino armani zara shein mango adidas puma reebok converse vans asics skechers ' +
    'fila timberland martens clarks bata crocs casio seiko citizen tissot swatch fossil breitling ' +
    'hublot tudor longines michael kors kate spade nautica tommy hilfiger lacoste ralph lauren ' +
    'levis calvin klein nivea dove loreal mac huawei xiaomi h&m hm defacto woolworths lc waikiki'
  ).split(' '),
);

/** Whether a word names a well-known brand the store may not carry ("pumas" too). */
export function isBrand(word: string): boolean {
  return KNOWN_BRANDS.has(word) || (word.endsWith('s') && KNOWN_BRANDS.has(word.slice(0, -1)));
}

/** What a brand the store does not carry is known for, to offer the closest of that kind. */
const BRAND_KINDS: [RegExp, string][] = [
  [/^(casio|seiko|citizen|swatch)$/, 'watches'],
  [/^(tissot|breitling|hublot|tudor|longines)$/, 'luxury watches'],
  [/^(fossil|huawei|xiaomi)$/, 'smartwatch'],
  [/^(adidas|puma|reebok|converse|vans|asics|skechers|fila)$/, 'sneakers'],
  [/^(timberland|martens|clarks|bata|crocs)$/, 'shoes'],
  [/^(gucci|prada|hermes|louis|vuitton|lv|balenciaga|fendi|givenchy|michael|kors|kate|spade)$/, 'handbags'],
  [/^(dior|chanel|ysl|versace|armani|valentino|burberry)$/, 'perfume'],
  [/^(levis)$/, 'jeans'],
  [/^(nivea|dove|loreal)$/, 'skincare'],
  [/^(mac)$/, 'makeup'],
];

/** The kind of thing a brand is known for, when the shopper names the brand alone ("dior"). */
export function brandKind(brand: string): Kind | undefined {
  const word = BRAND_KINDS.find(
    ([pattern]) => pattern.test(brand) || pattern.test(brand.replace(/s$/, '')),
  )?.[1];
  return word ? kindOf(word) : undefined;
}

/** The department and type a shopper's word names, or undefined for a word that names no kind. */
export function kindOf(word: string): Kind | undefined {
  const w = word.toLowerCase().trim();
  if (!KIND_OF.has(w)) {
    // Words are few and asked often: each is looked up once.
    if (KIND_OF.size > 5_000) KIND_OF.clear();
    KIND_OF.set(w, KINDS.find(([pattern]) => pattern.test(w))?.[1]);
  }
  return KIND_OF.get(w);
}

const KIND_OF = new Map<string, Kind | undefined>();

/**
 * The kind named among `words`: two-word names such as "smart watch" first, then the most specific
 * single word ("running shoes" are sneakers, not all shoes), and of two as specific the last, as
 * English names the thing last ("kikoi beach tote" is a tote).
 */
export function kindIn(words: string[]): Kind | undefined {
  for (let i = 0; i < words.length - 1; i++) {
    const pair = kindOf(`${words[i]} ${words[i + 1]}`) ?? kindOf(`${words[i + 1]} ${words[i]}`);
    if (pair) return pair;
  }
  const named = words.map(kindOf).filter((k): k is Kind => k !== undefined);
  const breadth = (k: Kind) => k.types?.length ?? 99;
  return named.reduce<Kind | undefined>(
    (best, k) => (!best || breadth(k) <= breadth(best) ? k : best),
    undefined,
  );
}
