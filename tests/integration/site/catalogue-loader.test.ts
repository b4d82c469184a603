// The build's catalogue loader against the local server: it reads the seeded products table
// through the REST API with the anon key, takes a product made in the admin area with a
// photograph, and leaves out a row the storefront cannot show, naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFromApi } from '../../../src/lib/catalogue-loader.ts';
import { productSchema, type ProductEntry } from '../../../src/lib/schemas.ts';
import { toProduct } from '../../../src/lib/products.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';
import { adminRow } from '../../support/product-rows.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { error } = await server
    .service()
    .from('products')
    .insert([
      adminRow,
      { ...adminRow, slug: 'garden-gnome', name: 'Garden Gnome', category: 'garden', image: null },
    ]);
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe(`the catalogue loader (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads every product from the local server, with the photo, skipping the invalid row', async () => {
    const entries = new Map<string, ProductEntry>();
    const warnings: string[] = [];
    const report = await loadFromApi(
      {
        store: {
          clear: () => entries.clear(),
          set: ({ id, data }: { id: string; data: ProductEntry }) => !!entries.set(id, data),
        },
        logger: { warn: (line: string) => warnings.push(line), info: () => {} },
        parseData: async ({ data }: { data: Record<string, unknown> }) => productSchema.parse(data),
        generateDigest: () => '0',
      } as never,
      { url: server.url, key: LOCAL_PUBLISHABLE_KEY },
    );
    const { count } = await server.anon().from('products').select('slug', { count: 'exact', head: true });
    expect(report.products).toBe(count! - 1);
    expect(report.skipped).toEqual([
      { id: 'garden-gnome', problem: expect.stringMatching(/^category: /) as unknown as string },
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^skipped product "garden-gnome": category: /)]);

    const made = toProduct(entries.get('kitenge-wrap-dress')!);
    expect(made).toMatchObject({ photo: adminRow.image, image: adminRow.image, rating: 0, discount: 85 });
    // A seeded product keeps its drawing: the seed's image column is the artwork's path.
    const seeded = toProduct(entries.get('dress-001')!);
    expect(seeded.photo).toBeUndefined();
    expect(seeded.image).toBe('/images/products/dress-001.svg');
    expect(seeded.addedAt).toBeInstanceOf(Date);
  });
});
