/**
 * Writes the `Database` type of one schema in the shape `supabase gen types typescript` produces:
 * `Json`, `Database` with its `__InternalSupabase` marker, the Tables/TablesInsert/TablesUpdate/
 * Enums/CompositeTypes helpers and `Constants` (unformatted; see generate.ts).
 */
import { functionMembers } from './function-types.ts';
import { HELPER_TYPES } from './helper-types.ts';
import { tableEntry, viewEntry } from './relation-types.ts';
import type { SchemaIndex } from './schema-index.ts';
import { nullable, tsType } from './ts-type.ts';

/** The PostgREST major version hosted Supabase runs; postgrest-js types its responses by it. */
export const POSTGREST_VERSION = '12';

const members = (list: string[]) => (list.length === 0 ? '[_ in never]: never' : list.join('\n'));

/** The whole generated module for `index`'s schema. */
export function renderDatabaseTypes(index: SchemaIndex, header: string): string {
  const enums = index.enums.map(
    (type) => `${JSON.stringify(type.name)}: ${type.enums.map((label) => JSON.stringify(label)).join(' | ')}`,
  );
  const composites = index.compositeTypes.map((type) => {
    const attributes = type.attributes.map(({ name, typeId }) => {
      const attributeType = index.typeById(typeId);
      return `${JSON.stringify(name)}: ${attributeType ? nullable(tsType(index, attributeType.name), true) : 'unknown'}`;
    });
    return `${JSON.stringify(type.name)}: {\n${attributes.join('\n')}\n}`;
  });
  const constants = index.enums.map(
    (type) =>
      `${JSON.stringify(type.name)}: [${type.enums.map((label) => JSON.stringify(label)).join(', ')}]`,
  );
  return `${header}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database>(url, key) type responses for this PostgREST version without a second argument.
  __InternalSupabase: { PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)} }
  ${JSON.stringify(index.schema)}: {
    Tables: { ${members(index.tables.map((table) => tableEntry(index, table)))} }
    Views: { ${members(index.views.map((view) => viewEntry(index, view)))} }
    Functions: { ${members(functionMembers(index))} }
    Enums: { ${members(enums)} }
    CompositeTypes: { ${members(composites)} }
  }
}
${HELPER_TYPES.replace('__DEFAULT_SCHEMA__', JSON.stringify(index.schema))}
export const Constants = {
  ${JSON.stringify(index.schema)}: { Enums: { ${constants.join(',\n')} } },
} as const
`;
}
