/**
 * The TypeScript type of a PostgreSQL type, by pg_type name, as `supabase gen types` writes it:
 * numbers, strings, Json, arrays, and the schema's own enums, composite types and row types by
 * reference into `Database`.
 */
import type { SchemaIndex } from './schema-index.ts';

const NUMBERS = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRINGS = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

/** `pgType` as TypeScript; `unknown` for what has no JSON form PostgREST documents (ranges, …). */
export function tsType(index: SchemaIndex, pgType: string): string {
  if (pgType === 'bool') return 'boolean';
  if (NUMBERS.has(pgType)) return 'number';
  if (STRINGS.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(index, pgType.slice(1))})[]`;

  const schema = JSON.stringify(index.schema);
  const named = index.allTypes.filter((type) => type.name === pgType);
  const prefer = <T extends { schema: string }>(list: T[]) =>
    list.find((item) => item.schema === index.schema) ?? list[0];

  const enumType = prefer(named.filter((type) => type.enums.length > 0));
  if (enumType)
    return enumType.schema === index.schema
      ? `Database[${schema}]['Enums'][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((label) => JSON.stringify(label)).join(' | ');

  const composite = prefer(named.filter((type) => type.attributes.length > 0));
  if (composite)
    return composite.schema === index.schema
      ? `Database[${schema}]['CompositeTypes'][${JSON.stringify(composite.name)}]`
      : 'unknown';

  if (index.tables.some((table) => table.name === pgType))
    return `Database[${schema}]['Tables'][${JSON.stringify(pgType)}]['Row']`;
  if (index.views.some((view) => view.name === pgType))
    return `Database[${schema}]['Views'][${JSON.stringify(pgType)}]['Row']`;
  return 'unknown';
}

/** `type | null`, except for `unknown`, which already holds null. */
export function nullable(type: string, isNullable: boolean): string {
  return isNullable && type !== 'unknown' && type !== 'any' ? `${type} | null` : type;
}

/** `"name"?: type | null` for one column. */
export function columnMember(
  index: SchemaIndex,
  name: string,
  format: string,
  isNullable: boolean,
  isOptional: boolean,
): string {
  return `${JSON.stringify(name)}${isOptional ? '?' : ''}: ${nullable(tsType(index, format), isNullable)}`;
}
