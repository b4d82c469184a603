// npm run catalogue:make -- --count 1000 [--out .data/catalogue-1000] — a large, valid
// catalogue made from the real one (content/products), for building, serving and benchmarking the
// store at 1,000 or 10,000 products. Writes one JSON file per product and the matching seed.sql
// into the folder (never over content/products); the same count always gives the same catalogue.
// Build and serve it: CATALOGUE_DIR=<folder> npm run build / npm start (see the README).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { productSchema } from '../../src/lib/schemas.ts';
import { readCatalogue, seedSql } from '../../supabase/generate-seed.mjs';
import { seededRandom } from '../support/seeded-random.ts';

/** A catalogue entry as its JSON file holds it (dates as ISO strings). */
export interface ProductJson {
  productId: string;
  name: string;
  description: string;
  price: number;
  category: string;
  type: string;
  brand?: string;
  rating: number;
  reviewCount: number;
  sizes: string[];
  colors: { name: string; hex: string }[];
  tags: string[];
  stock: number;
  inStock: boolean;
  discount: number;
  newArrival: boolean;
  featured: boolean;
  addedAt: string;
  material?: string;
  art: { shape: string; pattern?: string };
}

const SEED = 20_261_123;
const PLACES = [
  'Lamu',
  'Kilifi',
  'Naivasha',
  'Nanyuki',
  'Kisumu',
  'Eldoret',
  'Malindi',
  'Diani',
  'Karen',
  'Westlands',
  'Kitengela',
  'Nyeri',
  'Machakos',
  'Kericho',
  'Turkana',
  'Amboseli',
  'Watamu',
  'Meru',
];
const EDITIONS = [
  'Edition',
  'Collection',
  'Line',
  'Series',
  'Studio Cut',
  'Market Edit',
  'Atelier',
  'Weekend Edit',
  'Limited Run',
  'Heritage Cut',
];
const DISCOUNTS = [0, 0, 0, 0, 0, 0, 5, 10, 10, 15, 20, 25, 30, 40];
// Dates between 2023-01-01 and 2026-11-13 (the newest real product), so "newest" has a long tail.
const FIRST_DAY = Date.UTC(2023, 0, 1);
const LAST_DAY = Date.UTC(2026, 10, 13);
const DAY = 86_400_000;

const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Rounds a price in KES the way shops mark them: to 50 under 10,000, 100 under 100,000, else 1,000. */
export function shopPrice(kes: number): number {
  const step = kes < 10_000 ? 50 : kes < 100_000 ? 100 : 1_000;
  return Math.min(5_000_000, Math.max(500, Math.round(kes / step) * step));
}

/**
 * `count` catalogue entries: the real products first (all of them when `count` is at least their
 * number), then variants of them in turn — each with a new name, id and slug, and its own price,
 * stock, discount, rating, flags and date; the source's category, type, sizes, colours and art, so
 * its artwork renders. Watches and named brands keep their brand; other items may take another
 * label their department already carries (or the store's own).
 *
 * @example generateCatalogue(readCatalogue(), 1000).length === 1000
 */
export function generateCatalogue(sources: ProductJson[], count: number): ProductJson[] {
  const rng = seededRandom(SEED);
  const real = [...sources].sort((a, b) => a.productId.localeCompare(b.productId));
  if (count <= real.length) {
    // A fair sample of the real ones, so a small catalogue still spans the departments.
    const step = real.length / count;
    return Array.from({ length: count }, (_, i) => real[Math.floor(i * step)]!);
  }
  const labels = new Map<string, (string | undefined)[]>();
  for (const p of real) {
    if (!p.brand || brandInName(p)) continue;
    const list = labels.get(p.category) ?? [undefined];
    if (!list.includes(p.brand)) list.push(p.brand);
    labels.set(p.category, list);
  }
  const ids = new Set(real.map((p) => p.productId));
  const names = new Set(real.map((p) => p.name));
  const out = [...real];
  for (let i = 0; out.length < count; i++) {
    const source = real[i % real.length]!;
    const round = Math.floor(i / real.length);
    const combos = PLACES.length * EDITIONS.length;
    const combo = (round * 7 + (i % real.length)) % combos;
    const suffix = `${PLACES[combo % PLACES.length]} ${EDITIONS[Math.floor(combo / PLACES.length)]}`;
    const lap = Math.floor(round / combos);
    let name = `${clip(source.name, 80 - suffix.length - 8)} ${suffix}${lap ? ` ${lap + 1}` : ''}`;
    while (names.has(name)) name += ' II';
    let productId = slugify(name);
    while (ids.has(productId)) productId += '-2';
    names.add(name);
    ids.add(productId);

    const stock = rng.random() < 0.15 ? 0 : 1 + Math.floor(rng.random() * 120);
    const keepBrand = source.category.endsWith('watches') || brandInName(source);
    const brand = keepBrand ? source.brand : rng.pick(labels.get(source.category) ?? [source.brand]);
    const rotate = Math.floor(rng.random() * source.colors.length);
    const entry: ProductJson = {
      ...source,
      productId,
      name,
      price: shopPrice(source.price * (0.6 + rng.random())),
      rating: Math.round((3.5 + rng.random() * 1.5) * 10) / 10,
      reviewCount: 1 + Math.floor(rng.random() ** 2 * 400),
      // The main colour (and so the first picture) varies between variants of one source.
      colors: [...source.colors.slice(rotate), ...source.colors.slice(0, rotate)],
      stock,
      inStock: stock > 0,
      discount: rng.pick(DISCOUNTS),
      newArrival: rng.random() < 0.12,
      featured: rng.random() < 0.03,
      addedAt: new Date(FIRST_DAY + Math.floor(rng.random() * ((LAST_DAY - FIRST_DAY) / DAY + 1)) * DAY)
        .toISOString()
        .slice(0, 10),
    };
    if (brand) entry.brand = brand;
    else delete entry.brand;
    out.push(entry);
  }
  return out;
}

/** `text` cut to at most `max` characters at a word boundary. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,–-]+$/, '');
}

function brandInName(p: ProductJson): boolean {
  return !!p.brand && p.name.toLowerCase().includes(p.brand.split(' ')[0]!.toLowerCase());
}

/**
 * Writes the catalogue into `dir` (emptied of product files first): one `{productId}.json` each
 * and `seed.sql` for the database. Refuses content/products. Every entry is checked against the
 * product schema first, so a bad catalogue fails here rather than in the build.
 */
export function writeCatalogue(dir: string, products: ProductJson[]): void {
  const target = resolve(dir);
  if (target === fileURLToPath(new URL('../../content/products', import.meta.url)))
    throw new Error('The generated catalogue never goes over content/products.');
  for (const p of products) {
    const result = productSchema.safeParse(p);
    if (!result.success) throw new Error(`${p.productId}: ${JSON.stringify(result.error.issues)}`);
  }
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(target)) if (file.endsWith('.json')) rmSync(resolve(target, file));
  for (const p of products)
    writeFileSync(resolve(target, `${p.productId}.json`), `${JSON.stringify(p, null, 2)}\n`);
  writeFileSync(resolve(target, 'seed.sql'), seedSql(products, dir));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { count: { type: 'string' }, out: { type: 'string' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: --count <N> [--out <folder>]');
  const out = values.out ?? `.data/catalogue-${count}`;
  const started = performance.now();
  writeCatalogue(out, generateCatalogue(readCatalogue() as ProductJson[], count));
  console.log(
    `Wrote ${count} products and seed.sql to ${out} in ${Math.round(performance.now() - started)} ms`,
  );
}
