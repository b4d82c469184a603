/**
 * Reads the type generator's catalogue from pg_catalog with the queries postgres-meta's typegen
 * relies on, restricted to one schema (types come from every schema, as columns may use any).
 */
import type { Queryable } from '../database.ts';
import type { Catalog, Column, FunctionArg, PgFunction, PgType, Relation, Relationship } from './catalog.ts';
import { viewKeyRelationships } from './view-relationships.ts';

const RELATIONS_SQL = `
  select c.oid::int8 as id, c.relname as name,
    case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
    c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
  from pg_class c
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

const COLUMNS_SQL = `
  select a.attrelid::int8 as relation_id, a.attname as name,
    coalesce(bt.typname, t.typname) as format,
    not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
    a.atthasdef as has_default,
    a.attidentity in ('a', 'd') as is_identity,
    case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
    c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
      as is_updatable
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_type t on t.oid = a.atttypid
  left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
    and a.attnum > 0 and not a.attisdropped`;

// Foreign keys declared in the schema (a partition's inherited copies left out), with the referencing
// columns in key order and whether they are also the table's primary key or a unique key (one-to-one).
const FOREIGN_KEYS_SQL = `
  select k.conname as foreign_key_name, src.relname as relation,
    array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
    ref_ns.nspname as referenced_schema, ref.relname as referenced_relation,
    array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as referenced_columns,
    exists (
      select from pg_constraint u
      where u.conrelid = k.conrelid and u.contype in ('p', 'u')
        and array(select a.attname::text from unnest(u.conkey) n join pg_attribute a
                  on a.attrelid = u.conrelid and a.attnum = n order by a.attnum)
          = array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i) join pg_attribute a
                  on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)
    ) as is_one_to_one
  from pg_constraint k
  join pg_class src on src.oid = k.conrelid
  join pg_class ref on ref.oid = k.confrelid
  join pg_namespace ref_ns on ref_ns.oid = ref.relnamespace
  where k.contype = 'f' and k.conparentid = 0 and k.connamespace = $1::regnamespace`;

// Normal functions (not procedures, aggregates or trigger functions) with every argument: modes and
// names default when pg_proc leaves them null, and the last pronargdefaults input arguments have defaults.
const FUNCTIONS_SQL = `
  select p.proname as name,
    coalesce(p.proargmodes::text[], array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))]))
      as modes,
    coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))]))
      as names,
    coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[] as type_ids,
    p.pronargdefaults as defaults,
    pg_get_function_arguments(p.oid) as argument_types,
    pg_get_function_result(p.oid) as return_type,
    p.prorettype::int8 as return_type_id,
    nullif(rt.typrelid, 0)::int8 as return_type_relation_id,
    p.proretset as is_set_returning,
    case when p.proretset then nullif(p.prorows, 0) end as rows
  from pg_proc p
  join pg_type rt on rt.oid = p.prorettype
  where p.pronamespace = $1::regnamespace and p.prokind = 'f'
    and rt.typname not in ('trigger', 'event_trigger')`;

// Every type of every schema: a column or argument may name an enum or row type from anywhere.
const TYPES_SQL = `
  select t.oid::int8 as id, t.typname as name, n.nspname as schema, format_type(t.oid, null) as format,
    array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as enums,
    coalesce((select json_agg(json_build_object('name', a.attname, 'typeId', a.atttypid::int8) order by a.attnum)
              from pg_class c join pg_attribute a on a.attrelid = c.oid
              where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped), '[]')
      as attributes,
    nullif(t.typrelid, 0)::int8 as relation_id
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

const MODES = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const;

/** Reads the catalogue of `schema` (in production Supabase exposes `public`). */
export async function readCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const relations = (await db.query<RelationRow>(RELATIONS_SQL, [schema])).rows.map((row): Relation => ({
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    isUpdatable: row.is_updatable,
  }));
  const columns = (await db.query<ColumnRow>(COLUMNS_SQL, [schema])).rows.map((row): Column => ({
    relationId: Number(row.relation_id),
    name: row.name,
    format: row.format,
    isNullable: row.is_nullable,
    hasDefault: row.has_default,
    isIdentity: row.is_identity,
    identityGeneration: row.identity_generation,
    isUpdatable: row.is_updatable,
  }));
  const foreignKeys = (await db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schema])).rows.map(
    (row): Relationship => ({
      foreignKeyName: row.foreign_key_name,
      relation: row.relation,
      columns: row.columns,
      isOneToOne: row.is_one_to_one,
      referencedSchema: row.referenced_schema,
      referencedRelation: row.referenced_relation,
      referencedColumns: row.referenced_columns,
    }),
  );
  const functions = (await db.query<FunctionRow>(FUNCTIONS_SQL, [schema])).rows.map(toFunction);
  const types = (await db.query<TypeRow>(TYPES_SQL)).rows.map((row): PgType => ({
    id: Number(row.id),
    name: row.name,
    schema: row.schema,
    format: row.format,
    enums: row.enums,
    attributes: (typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes).map(
      (attribute: { name: string; typeId: string | number }) => ({
        name: attribute.name,
        typeId: Number(attribute.typeId),
      }),
    ),
    relationId: row.relation_id === null ? null : Number(row.relation_id),
  }));
  const viewRelationships = await viewKeyRelationships(db, schema, foreignKeys);
  return {
    schema,
    relations,
    columns,
    relationships: [...foreignKeys, ...viewRelationships],
    functions,
    types,
  };
}

function toFunction(row: FunctionRow): PgFunction {
  const typeIds = row.type_ids.map(Number);
  const inputCount = row.modes.filter((mode) => mode === 'i' || mode === 'b' || mode === 'v').length;
  let inputSeen = 0;
  const args = typeIds.map((typeId, index): FunctionArg => {
    const code = row.modes[index] as keyof typeof MODES;
    const isInput = code === 'i' || code === 'b' || code === 'v';
    if (isInput) inputSeen += 1;
    return {
      mode: MODES[code] ?? 'table',
      name: row.names[index] ?? '',
      typeId,
      hasDefault: isInput && inputSeen > inputCount - row.defaults,
    };
  });
  return {
    name: row.name,
    args,
    argumentTypes: row.argument_types,
    returnType: row.return_type,
    returnTypeId: Number(row.return_type_id),
    returnTypeRelationId: row.return_type_relation_id === null ? null : Number(row.return_type_relation_id),
    isSetReturning: row.is_set_returning,
    rows: row.rows === null ? null : Number(row.rows),
  };
}

interface RelationRow {
  id: string;
  name: string;
  kind: 'table' | 'view';
  is_updatable: boolean;
}
interface ColumnRow {
  relation_id: string;
  name: string;
  format: string;
  is_nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_updatable: boolean;
}
interface ForeignKeyRow {
  foreign_key_name: string;
  relation: string;
  columns: string[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}
interface FunctionRow {
  name: string;
  modes: string[];
  names: string[];
  type_ids: (string | number)[];
  defaults: number;
  argument_types: string;
  return_type: string;
  return_type_id: string;
  return_type_relation_id: string | null;
  is_set_returning: boolean;
  rows: number | null;
}
interface TypeRow {
  id: string;
  name: string;
  schema: string;
  format: string;
  enums: string[];
  attributes: string | { name: string; typeId: string | number }[];
  relation_id: string | null;
}
