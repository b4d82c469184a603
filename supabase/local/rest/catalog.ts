/**
 * PostgREST's schema cache: the tables, views and functions of the exposed schemas, read from
 * pg_catalog once (and again on `reloadSchema()`), so that every table, column and function name
 * in a request is checked here before it is quoted into SQL.
 *
 * Type names are read with `search_path = pg_catalog`, so `format_type` qualifies every type
 * outside pg_catalog (`public.app_role`) and the names stay valid whatever the request's path.
 */
import type { Database } from '../database.ts';
import { qualified } from './sql.ts';

export interface Column {
  name: string;
  /** The type without modifiers (`character varying`, `public.app_role[]`), for json_to_recordset. */
  type: string;
  nullable: boolean;
  /** The default expression as PostgreSQL prints it, for `Prefer: missing=default`. */
  default: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized view' | 'foreign table' | 'partitioned table';
  /** `"public"."products"` */
  sql: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  /** `"public"."has_role"` */
  sql: string;
  /** Input parameters in order. */
  params: RoutineParam[];
  returnType: string;
  returnsSet: boolean;
  /** void: 204; scalar: a JSON value (or array of them); composite: objects with `columns`. */
  returns: 'void' | 'scalar' | 'composite';
  columns: string[];
  volatility: 'immutable' | 'stable' | 'volatile';
}

const RELATIONS_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, null),
      'nullable', not a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
    from pg_attribute a
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((
    select json_agg(a.attname order by k.ord)
    from pg_constraint con
    cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
    where con.conrelid = c.oid and con.contype = 'p'), '[]') as primary_key
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set,
  p.pronargdefaults as defaults, format_type(p.prorettype, null) as return_type, t.typtype::text as return_typtype,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[k.ord], ''),
      'type', format_type(k.typ, null),
      'mode', coalesce(p.proargmodes[k.ord]::text, 'i')) order by k.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as k(typ, ord)), '[]') as args,
  coalesce((
    select json_agg(a.attname order by a.attnum)
    from pg_attribute a
    where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped), '[]') as type_columns
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
where n.nspname = any($1::text[]) and p.prokind = 'f'
  and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)`;

interface RelationRow {
  schema: string;
  name: string;
  kind: string;
  columns: Column[] | string;
  primary_key: string[] | string;
}

interface RoutineRow {
  schema: string;
  name: string;
  volatility: string;
  returns_set: boolean;
  defaults: number;
  return_type: string;
  return_typtype: string;
  args: { name: string; type: string; mode: string }[] | string;
  type_columns: string[] | string;
}

/** node-postgres returns json columns parsed; be tolerant of drivers that return text. */
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const RELATION_KINDS: Record<string, Relation['kind']> = {
  r: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  p: 'partitioned table',
};

const VOLATILITY: Record<string, Routine['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' };

function toRoutine(row: RoutineRow): Routine {
  const args = fromJson(row.args);
  const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const firstDefault = inputs.length - row.defaults;
  const params = inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    hasDefault: i >= firstDefault,
    variadic: a.mode === 'v',
  }));
  let returns: Routine['returns'] = 'scalar';
  let columns: string[] = [];
  const typeColumns = fromJson(row.type_columns);
  if (row.return_type === 'void') returns = 'void';
  else if (row.return_typtype === 'c') [returns, columns] = ['composite', typeColumns];
  else if (row.return_type === 'record' && outputs.length > 0)
    [returns, columns] = ['composite', outputs.map((a) => a.name)];
  return {
    schema: row.schema,
    name: row.name,
    sql: qualified(row.schema, row.name),
    params,
    returnType: row.return_type,
    returnsSet: row.returns_set,
    returns,
    columns,
    volatility: VOLATILITY[row.volatility] ?? 'volatile',
  };
}

/** Edit distance, for "Perhaps you meant the table …" hints. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

export class Catalog {
  private constructor(
    private readonly relations: Map<string, Relation>,
    private readonly routines: Map<string, Routine[]>,
  ) {}

  static async load(db: Database, schemas: string[]): Promise<Catalog> {
    const [relationRows, routineRows] = await db.transaction(async (tx) => {
      await tx.query('set local search_path to pg_catalog');
      const relations = await tx.query<RelationRow>(RELATIONS_SQL, [schemas]);
      const routines = await tx.query<RoutineRow>(ROUTINES_SQL, [schemas]);
      return [relations.rows, routines.rows] as const;
    });
    const relations = new Map<string, Relation>();
    for (const row of relationRows) {
      const columns = fromJson(row.columns);
      relations.set(`${row.schema}.${row.name}`, {
        schema: row.schema,
        name: row.name,
        kind: RELATION_KINDS[row.kind] ?? 'table',
        sql: qualified(row.schema, row.name),
        columns: new Map(columns.map((c) => [c.name, c])),
        primaryKey: fromJson(row.primary_key),
      });
    }
    const routines = new Map<string, Routine[]>();
    for (const row of routineRows) {
      const key = `${row.schema}.${row.name}`;
      routines.set(key, [...(routines.get(key) ?? []), toRoutine(row)]);
    }
    return new Catalog(relations, routines);
  }

  relation(schema: string, name: string): Relation | undefined {
    return this.relations.get(`${schema}.${name}`);
  }

  /** All overloads of a function. */
  routineOverloads(schema: string, name: string): Routine[] {
    return this.routines.get(`${schema}.${name}`) ?? [];
  }

  /** The closest table name in the schema, when one is close enough to be a likely typo. */
  suggestRelation(schema: string, name: string): string | undefined {
    return this.closest(
      [...this.relations.values()].filter((r) => r.schema === schema).map((r) => r.name),
      name,
    );
  }

  suggestRoutine(schema: string, name: string): string | undefined {
    return this.closest(
      [...this.routines.values()]
        .flat()
        .filter((r) => r.schema === schema)
        .map((r) => r.name),
      name,
    );
  }

  private closest(candidates: string[], name: string): string | undefined {
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const d = distance(candidate.toLowerCase(), name.toLowerCase().slice(0, 200));
      if (d < bestDistance) [best, bestDistance] = [candidate, d];
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
  }
}
