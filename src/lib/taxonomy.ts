/**
 * The store's departments and product types: the one list that routes, filters, the seed
 * and the product artwork agree on.
 */

/** Departments, as the spec names the store's categories (slug form). */
export const CATEGORIES = [
  'women',
  'men',
  'kids',
  'beauty',
  'accessories',
  'luxury-watches',
  'smart-watches',
  'bags',
  'jewelry',
  'shoes',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Clothing types, worn by women and men: the women's and men's departments hold these. */
export const CLOTHING_TYPES = [
  'dresses',
  'outerwear',
  'tops',
  'tees',
  'shirts',
  'knitwear',
  'trousers',
  'skirts',
  'suits',
  'outfits',
] as const;

/** Product types: the finer grain under a department (e.g. /products/dresses). */
export const PRODUCT_TYPES = [
  ...CLOTHING_TYPES,
  // kids
  'boys',
  'girls',
  'baby',
  'kids-accessories',
  // beauty
  'skincare',
  'makeup',
  'fragrances',
  'haircare',
  // accessories, bags, jewelry, shoes, watches
  'fashion-accessories',
  'handbags',
  'totes',
  'backpacks',
  'necklaces',
  'earrings',
  'bracelets',
  'rings',
  'sneakers',
  'heels',
  'sandals',
  'boots',
  'loafers',
  'luxury-watches',
  'smart-watches',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Silhouettes the product artwork can draw. */
export const ART_SHAPES = [
  'dress',
  'gown',
  'tee',
  'shirt',
  'jacket',
  'coat',
  'knit',
  'trousers',
  'jeans',
  'shorts',
  'skirt',
  'suit',
  'jumpsuit',
  'kaftan',
  'onesie',
  'kids-dress',
  'kids-set',
  'handbag',
  'shoulder-bag',
  'tote',
  'backpack',
  'clutch',
  'sneaker',
  'court-high',
  'court-low',
  'heel',
  'sandal',
  'boot',
  'loafer',
  'necklace',
  'earrings',
  'bracelet',
  'ring',
  'watch',
  'smartwatch',
  'sunglasses',
  'aviator',
  'hat',
  'scarf',
  'belt',
  'wallet',
  'perfume',
  'serum',
  'dropper',
  'jar',
  'tub',
  'cream-jar',
  'lipstick',
  'lip-gloss',
  'mascara',
  'palette',
  'hair-oil',
  'shampoo',
] as const;
export type ArtShape = (typeof ART_SHAPES)[number];

/** Fabric patterns the artwork can lay over a silhouette. */
export const ART_PATTERNS = [
  'solid',
  'kitenge',
  'kikoi-stripes',
  'shuka-check',
  'pinstripe',
  'denim',
  'knit',
  'leather',
  'beadwork',
  'floral',
  'metallic',
] as const;
export type ArtPattern = (typeof ART_PATTERNS)[number];

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
const AGE_SIZES = [
  '0-3M',
  '3-6M',
  '6-12M',
  '12-18M',
  '2-3Y',
  '4-5Y',
  '6-7Y',
  '8-9Y',
  '10-11Y',
  '12-13Y',
] as const;
const SHOE_SIZES = [
  'EU 36',
  'EU 37',
  'EU 38',
  'EU 39',
  'EU 40',
  'EU 41',
  'EU 42',
  'EU 43',
  'EU 44',
  'EU 45',
] as const;
const VOLUME_SIZES = ['30ml', '50ml', '100ml'] as const;
/** The size of a product that comes in one size (a watch, a bag): never shown as "Size One Size". */
export const ONE_SIZE = 'One Size';

/** Every size the catalogue uses, in the order lists and filters show them. */
export const SIZE_ORDER = [
  ...LETTER_SIZES,
  ...WAIST_SIZES,
  ...AGE_SIZES,
  ...SHOE_SIZES,
  ...VOLUME_SIZES,
  ONE_SIZE,
] as const;
export type Size = (typeof SIZE_ORDER)[number];

/** The sizes by kind, as the product editor offers them. */
export const SIZE_GROUPS: readonly { kind: string; sizes: readonly Size[] }[] = [
  { kind: 'Letter sizes', sizes: LETTER_SIZES },
  { kind: 'Waist (inches)', sizes: WAIST_SIZES },
  { kind: 'Baby and kids ages', sizes: AGE_SIZES },
  { kind: 'EU shoe sizes', sizes: SHOE_SIZES },
  { kind: 'Volumes', sizes: VOLUME_SIZES },
  { kind: 'One size', sizes: [ONE_SIZE] },
];
