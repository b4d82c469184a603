// The generated Database type (supabase/functions/_shared/contracts/database.ts) matches the
// migrated schema: a migration that adds, renames or retypes a column, function or enum fails here
// until `npm run db:types` has been run and its output committed.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/database.ts';
import { databaseTypesOf, databaseTypesPath } from '../../../supabase/local/typegen/generate.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';

let db: Database;

beforeAll(async () => {
  db = await openMigratedDatabase();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('generated database types', () => {
  it('are committed as `npm run db:types` writes them from the migrated schema', async () => {
    const committed = await readFile(databaseTypesPath, 'utf8');
    const generated = await databaseTypesOf(db);
    expect(
      committed,
      'supabase/functions/_shared/contracts/database.ts is out of date: run npm run db:types',
    ).toBe(generated);
  });

  it('type what the schema says: nullability, defaults, enums, views and functions', async () => {
    const types = await databaseTypesOf(db);
    // A nullable column is `| null` in Row and optional in Insert; a defaulted one only optional.
    expect(types).toMatch(/affiliates: \{\s+Row: \{[^}]*payout_phone: string \| null;/);
    expect(types).toMatch(
      /affiliates: \{\s+Row: \{[\s\S]*?Insert: \{[^}]*audience\?: string;[^}]*code: string;/,
    );
    expect(types).toContain("app_role: 'admin' | 'manager'");
    expect(types).toContain(
      "has_role: { Args: { wanted: Database['public']['Enums']['app_role'] }; Returns: boolean }",
    );
    expect(types).toMatch(/attach_payout_transfer: \{ Args: \{[^}]*\}; Returns: undefined \}/);
    expect(types).toMatch(/order_exports: \{\s+Row: \{/);
    expect(types).toContain("__InternalSupabase: { PostgrestVersion: '12' }");
    expect(types).toContain(
      "export const Constants = {\n  public: { Enums: { app_role: ['admin', 'manager'] } },\n} as const;",
    );
  });
});
