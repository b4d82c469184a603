// The spec's product search answered from the trigram index on PostgreSQL (issue 10): a fixed,
// analysed table of a few thousand products, and EXPLAIN of the exact statement the local server
// sends for searchProducts(). PGlite plans the same SQL, but its plans are not what a shop's
// database does at this size, so the plan is asserted on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RequestContext } from '../../../supabase/local/database.ts';
import { createRestService } from '../../../supabase/local/rest/index.ts';
import { searchProducts, searchProductsByNameWords } from '../../../src/lib/supabase/products.ts';
import { restClient } from '../rest/clients.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
const INDEX = 'products_search_text_trgm';
const ROWS = 4000;

/**
 * Four thousand varied products next to the seeded ones: 'zanzibari' is in the description of 5
 * of them (rare), the brand 'Tausi Atelier' on 1 in 50 (common, as a popular brand is), and the
 * md5 words make every row's trigrams its own.
 */
const GENERATED_PRODUCTS = `
insert into public.products (slug, name, description, price, category, type, brand, in_stock, stock)
select 'plan-' || i,
  (array['Kitenge', 'Maasai', 'Ankara', 'Linen', 'Denim', 'Silk', 'Beaded', 'Woven'])[i % 8 + 1] || ' ' ||
    (array['Wrap', 'Shirt', 'Tote', 'Sandals', 'Collar', 'Scarf', 'Jacket'])[i % 7 + 1] || ' ' || i,
  'Made in Nairobi ' || md5(i::text) || ' ' || md5((i * 7)::text) ||
    case when i % 800 = 0 then ' with zanzibari trim' else '' end,
  1000 + i, (array['women', 'men', 'bags', 'shoes', 'jewelry'])[i % 5 + 1], 'misc',
  case when i % 50 = 0 then 'Tausi Atelier' when i % 4 = 0 then null else 'Studio ' || (i % 97) end,
  i % 9 <> 0, i % 20
from generate_series(1, ${ROWS}) i`;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe.skipIf(!onPostgres)('the product search plan (PostgreSQL, a few thousand products)', () => {
  let db: Database;
  /** Every statement the REST service sent, with its parameters. */
  const sent: { sql: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    db = await openMigratedDatabase({ poolSize: 2 });
    await db.query(GENERATED_PRODUCTS);
    // Statistics only: the index has no pending list to merge first (fastupdate = off).
    await db.query('analyze public.products');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  /** The statement the local server runs for a product search of `query`, and its EXPLAIN as anon. */
  async function explainSearch(query: string, search = searchProducts) {
    const recording: Database = {
      ...db,
      queryAs: (context, sql, params, options) => {
        sent.push({ sql, params });
        return db.queryAs(context, sql, params, options);
      },
    };
    const service = await createRestService({ db: recording, schemas: ['public'] });
    sent.length = 0;
    const results = await search(query, restClient(service));
    expect(sent).toHaveLength(1);
    const { sql, params } = sent[0]!;
    const { rows } = await db.asRole(anon, (tx) =>
      tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${sql}`, params),
    );
    return { results, sql, plan: nodes(rows[0]!['QUERY PLAN'][0]!.Plan) };
  }

  it.each([
    ['a rare term', 'zanzibari', 5],
    ['a common term', 'tausi atelier', 10],
  ])('scans the trigram index for %s', async (_, query, found) => {
    const { results, sql, plan } = await explainSearch(query);
    expect(sql).toMatch(/"search_text" ILIKE \$\d/i);
    expect(results).toHaveLength(found);
    expect(plan).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Bitmap Index Scan', 'Index Name': INDEX }),
    );
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });

  it('finds the products named by several words from the same index, not a scan of the names', async () => {
    // "Silk Scarf 61", … : the generated names hold both words in 1 of 56 rows.
    const { results, sql, plan } = await explainSearch('scarf silk', searchProductsByNameWords);
    expect(sql).toMatch(/"name" ILIKE \$\d/i);
    expect(results).toHaveLength(10);
    for (const { name } of results) expect(name).toMatch(/(?=.*\bsilk)(?=.*\bscarf)/i);
    expect(plan).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Bitmap Index Scan', 'Index Name': INDEX }),
    );
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });

  it('keeps the one trigram index in place of the per-column ones (and the assistant its own)', async () => {
    const { rows } = await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'`,
    );
    // The sales assistant's search matches its own generated column (chat_text).
    expect(rows.map((row) => row.indexname).sort()).toEqual(['products_chat_text_trgm', INDEX]);
  });
});
