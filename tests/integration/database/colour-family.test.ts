// The database's colour families (colour_family, colour_families, the products' generated
// colour_families column) draw every colour of the catalogue as the site's colour filter does
// (src/lib/colour-family.ts): a shopper asking the assistant for "pink" finds what the list's Pink
// filter shows.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourFamily } from '../../../src/lib/colour-family.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const productsDir = new URL('../../../content/products/', import.meta.url);
const colours = readdirSync(productsDir).flatMap((file) => {
  const product = JSON.parse(readFileSync(new URL(file, productsDir), 'utf8')) as {
    productId: string;
    colors: { name: string; hex: string }[];
  };
  return product.colors.map((colour) => ({ slug: product.productId, ...colour }));
});

describe('colour families in the database', () => {
  it('match the site colour filter for every colour of the catalogue', async () => {
    const hexes = [...new Set(colours.map((c) => c.hex))];
    expect(hexes.length).toBeGreaterThan(50);
    const { rows } = await server.api.db.query<{ hex: string; family: string }>(
      'select hex, public.colour_family(hex) as family from unnest($1::text[]) hex',
      [hexes],
    );
    expect(Object.fromEntries(rows.map((r) => [r.hex, r.family]))).toEqual(
      Object.fromEntries(hexes.map((hex) => [hex, colourFamily(hex)])),
    );
  });

  it('keep each product row with the families of its colours', async () => {
    const { rows } = await server.api.db.query<{ slug: string; colour_families: string[] }>(
      'select slug, colour_families from public.products',
    );
    const expected = new Map<string, Set<string>>();
    for (const c of colours)
      expected.set(c.slug, (expected.get(c.slug) ?? new Set()).add(colourFamily(c.hex)));
    expect(rows.length).toBe(expected.size);
    for (const row of rows) expect(new Set(row.colour_families), row.slug).toEqual(expected.get(row.slug));
  });

  it('give nothing for what is not a #rrggbb colour', async () => {
    const { rows } = await server.api.db.query<{ family: string | null }>(
      "select public.colour_family(x) as family from unnest(array['red', '#12345', '', null]) x",
    );
    expect(rows.map((r) => r.family)).toEqual([null, null, null, null]);
  });

  it('let the assistant search find a colour by its family as well as by its name', async () => {
    const { data, error } = await server
      .anon()
      .rpc('chat_search_products', { wanted_types: ['dresses'], wanted_colour: 'pink', result_limit: 24 });
    expect(error).toBeNull();
    const slugs = (data as { slug: string }[]).map((r) => r.slug);
    const pinkDresses = colours.filter((c) => colourFamily(c.hex) === 'pink').map((c) => c.slug);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(pinkDresses, slug).toContain(slug);
  });
});
