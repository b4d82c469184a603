/**
 * What the type generator reads from a migrated database: the relations, columns, foreign keys,
 * functions and types of the exposed schema, as postgres-meta (the service behind
 * `supabase gen types typescript`) lists them from pg_catalog.
 */

export interface Relation {
  id: number;
  name: string;
  kind: 'table' | 'view';
  /** Views only: whether PostgREST may insert into and update the view. */
  isUpdatable: boolean;
}

export interface Column {
  relationId: number;
  name: string;
  /** The type's name as pg_type spells it (`int4`, `_text`, a domain's base type). */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  isUpdatable: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface FunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  name: string;
  typeId: number;
  hasDefault: boolean;
}

export interface PgFunction {
  name: string;
  args: FunctionArg[];
  /** `pg_get_function_arguments`: how the signature reads, used to order overloads. */
  argumentTypes: string;
  returnType: string;
  returnTypeId: number;
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** The planner's row estimate of a set-returning function (`rows N`), null otherwise. */
  rows: number | null;
}

export interface PgType {
  id: number;
  name: string;
  schema: string;
  /** `format_type`: the name as the search path shows it (`products`, `auth.users`). */
  format: string;
  /** An enum's labels in order (empty for other types). */
  enums: string[];
  /** A composite type's attributes in order (empty for other types). */
  attributes: { name: string; typeId: number }[];
  /** The relation of a table's, view's or composite type's row type. */
  relationId: number | null;
}

export interface Catalog {
  schema: string;
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: PgFunction[];
  types: PgType[];
}
