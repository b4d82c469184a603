// A catalog relation and function like the store's, for building SQL without a database.
import type { Column, Relation, Routine } from '../../../../supabase/local/rest/catalog.ts';

const column = (name: string, type: string, defaultValue: string | null = null): Column => ({
  name,
  type,
  nullable: true,
  default: defaultValue,
});

const columns = [
  column('id', 'uuid', 'gen_random_uuid()'),
  column('slug', 'text'),
  column('name', 'text'),
  column('description', 'text', "''::text"),
  column('price', 'integer'),
  column('brand', 'text'),
  column('category', 'text'),
  column('in_stock', 'boolean', 'true'),
  column('rating', 'numeric'),
  column('tags', 'text[]', "'{}'::text[]"),
  column('colors', 'jsonb', "'[]'::jsonb"),
  column('created_at', 'timestamp with time zone', 'now()'),
];

export const products: Relation = {
  schema: 'public',
  name: 'products',
  kind: 'table',
  sql: '"public"."products"',
  columns: new Map(columns.map((c) => [c.name, c])),
  primaryKey: ['id'],
};

export const hasRole: Routine = {
  schema: 'public',
  name: 'has_role',
  sql: '"public"."has_role"',
  params: [{ name: 'wanted', type: 'public.app_role', hasDefault: false, variadic: false }],
  returnType: 'boolean',
  returnsSet: false,
  returns: 'scalar',
  columns: [],
  volatility: 'stable',
};

export const searchFunction: Routine = {
  schema: 'public',
  name: 'search',
  sql: '"public"."search"',
  params: [
    { name: 'q', type: 'text', hasDefault: false, variadic: false },
    { name: 'max', type: 'integer', hasDefault: true, variadic: false },
  ],
  returnType: 'public.products',
  returnsSet: true,
  returns: 'composite',
  columns: [...products.columns.keys()],
  volatility: 'stable',
};
