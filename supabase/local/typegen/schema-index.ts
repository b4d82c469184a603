/**
 * The catalogue arranged for rendering, in postgres-meta's order: relations, columns, functions,
 * enums and composite types sorted by name, relationships by key name, and the lookups the
 * TypeScript names need (a type by id, a row type by name).
 */
import type { Catalog, Column, PgFunction, PgType, Relation, Relationship } from './catalog.ts';

/** Arguments PostgREST passes by name (in, inout, variadic); out and table ones are results. */
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);
/** json, jsonb and text: the types PostgREST accepts as a single unnamed argument (the request body). */
const BODY_TYPE_IDS = new Set([114, 3802, 25]);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export interface ExposedFunction {
  fn: PgFunction;
  /** The arguments a call passes, by name. */
  inArgs: PgFunction['args'];
}

export interface SchemaIndex {
  schema: string;
  tables: Relation[];
  views: Relation[];
  functions: ExposedFunction[];
  enums: PgType[];
  compositeTypes: PgType[];
  columnsOf(relation: Relation): Column[];
  relationshipsOf(relation: Relation): Relationship[];
  typeById(id: number): PgType | undefined;
  /** The row type (table, view or composite) whose type id is `id`. */
  rowTypeById(id: number): PgType | undefined;
  /** What a function returning rows of `relationId` selects from: a relation's or a row type's name. */
  returnedRelationName(relationId: number | null, returnTypeId: number): string | null;
  allTypes: PgType[];
}

/** Sorts and indexes `catalog` as postgres-meta's typegen does before writing. */
export function indexCatalog(catalog: Catalog): SchemaIndex {
  const relations = [...catalog.relations].sort(byName);
  const columns = new Map<number, Column[]>(relations.map((relation) => [relation.id, []]));
  for (const column of catalog.columns) columns.get(column.relationId)?.push(column);
  for (const list of columns.values()) list.sort(byName);

  const relationships = [...catalog.relationships].sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
  );
  const types = new Map(catalog.types.map((type) => [type.id, type]));
  const rowTypes = new Map(
    catalog.types.filter((type) => type.relationId !== null).map((type) => [type.id, type]),
  );
  const relationNames = new Map(relations.map((relation) => [relation.id, relation.name]));

  const returnedRelationName = (relationId: number | null, returnTypeId: number): string | null => {
    if (!relationId) return null;
    return relationNames.get(relationId) ?? rowTypes.get(returnTypeId)?.name ?? null;
  };

  const functions = catalog.functions
    .map((fn) => ({ ...fn, args: [...fn.args].sort(byName) }))
    .map((fn) => ({ fn, inArgs: fn.args.filter((arg) => INPUT_MODES.has(arg.mode)) }))
    .filter(({ inArgs }) => isCallable(inArgs, rowTypes))
    .sort((a, b) => a.fn.name.localeCompare(b.fn.name));

  const inSchema = catalog.types.filter((type) => type.schema === catalog.schema);
  return {
    schema: catalog.schema,
    tables: relations.filter((relation) => relation.kind === 'table'),
    views: relations.filter((relation) => relation.kind === 'view'),
    functions,
    enums: inSchema.filter((type) => type.enums.length > 0).sort(byName),
    compositeTypes: inSchema.filter((type) => type.attributes.length > 0).sort(byName),
    columnsOf: (relation) => columns.get(relation.id) ?? [],
    relationshipsOf: (relation) =>
      relationships.filter((r) => r.relation === relation.name && r.referencedSchema === catalog.schema),
    typeById: (id) => types.get(id),
    rowTypeById: (id) => rowTypes.get(id),
    returnedRelationName,
    allTypes: catalog.types,
  };
}

/**
 * Whether PostgREST can call a function with named arguments: all arguments named, or the unnamed
 * ones defaulted body types, or a single unnamed body or row argument.
 */
function isCallable(inArgs: PgFunction['args'], rowTypes: Map<number, PgType>): boolean {
  if (inArgs.length === 0 || inArgs.every((arg) => arg.name !== '')) return true;
  if (inArgs.every((arg) => arg.name !== '' || (arg.hasDefault && BODY_TYPE_IDS.has(arg.typeId))))
    return true;
  const [only] = inArgs;
  return (
    inArgs.length === 1 &&
    only!.name === '' &&
    (BODY_TYPE_IDS.has(only!.typeId) || rowTypes.has(only!.typeId))
  );
}
