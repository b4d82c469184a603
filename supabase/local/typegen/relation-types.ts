/**
 * The `Tables` and `Views` entries: `Row` (nullable columns `| null`, computed columns added),
 * `Insert` (columns with a default, identity or null optional), `Update` (all optional), and the
 * foreign keys postgrest-js embeds by as `Relationships`.
 */
import type { Relation, Relationship } from './catalog.ts';
import { computedColumns } from './function-types.ts';
import type { SchemaIndex } from './schema-index.ts';
import { columnMember } from './ts-type.ts';

/** The entry of one table in `Tables`. */
export function tableEntry(index: SchemaIndex, table: Relation): string {
  const columns = index.columnsOf(table);
  const row = [
    ...columns.map((column) => columnMember(index, column.name, column.format, column.isNullable, false)),
    ...computedColumns(index, table.name),
  ];
  const insert = columns.map((column) =>
    column.identityGeneration === 'ALWAYS'
      ? `${JSON.stringify(column.name)}?: never`
      : columnMember(
          index,
          column.name,
          column.format,
          column.isNullable,
          column.isNullable || column.isIdentity || column.hasDefault,
        ),
  );
  const update = columns.map((column) =>
    column.identityGeneration === 'ALWAYS'
      ? `${JSON.stringify(column.name)}?: never`
      : columnMember(index, column.name, column.format, column.isNullable, true),
  );
  return `${JSON.stringify(table.name)}: {
    Row: {
      ${row.join('\n')} }
    Insert: {
      ${insert.join('\n')} }
    Update: {
      ${update.join('\n')} }
    Relationships: [${index.relationshipsOf(table).map(relationshipType).join(', ')}]
  }`;
}

/** The entry of one view in `Views`; only a view PostgREST can write to has Insert and Update. */
export function viewEntry(index: SchemaIndex, view: Relation): string {
  const columns = index.columnsOf(view);
  const row = [
    ...columns.map((column) => columnMember(index, column.name, column.format, column.isNullable, false)),
    ...computedColumns(index, view.name),
  ];
  const writable = columns.map((column) =>
    column.isUpdatable
      ? columnMember(index, column.name, column.format, true, true)
      : `${JSON.stringify(column.name)}?: never`,
  );
  const writes = view.isUpdatable
    ? `Insert: {
      ${writable.join('\n')} }
    Update: {
      ${writable.join('\n')} }`
    : '';
  return `${JSON.stringify(view.name)}: {
    Row: {
      ${row.join('\n')} }
    ${writes}
    Relationships: [${index.relationshipsOf(view).map(relationshipType).join(', ')}]
  }`;
}

function relationshipType(relationship: Relationship): string {
  return `{
    foreignKeyName: ${JSON.stringify(relationship.foreignKeyName)}
    columns: ${JSON.stringify(relationship.columns)}
    isOneToOne: ${relationship.isOneToOne}
    referencedRelation: ${JSON.stringify(relationship.referencedRelation)}
    referencedColumns: ${JSON.stringify(relationship.referencedColumns)}
  }`;
}
