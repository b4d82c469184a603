/**
 * No import circles in the store, its edge functions or the local server. Type-only imports count:
 * a circle of types is still two modules that cannot be understood one without the other, and the
 * circles this check was written against (chat-assistant's agent ↔ cart ↔ find, supabase/local's
 * database ↔ its PGlite and PostgreSQL halves) were circles of types. dpdm reads the imports with
 * the TypeScript parser; `.astro` components are not read.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A circle as the files around it, starting from the first by name: dpdm reads files concurrently,
 * so the file it meets a circle from changes from run to run.
 */
function fromFirstFile(around: string[]): string[] {
  const first = around.indexOf([...around].sort()[0]!);
  return [...around.slice(first), ...around.slice(0, first)];
}

/** The files `globs` match under `context`, and the import circles among them, each as the files around it. */
async function importCircles(
  context: string,
  globs: string[],
): Promise<{ files: number; circles: string[][] }> {
  const tree = await parseDependencyTree(globs, {
    cwd: context,
    context,
    transform: false,
    skipDynamicImports: false,
  });
  return { files: Object.keys(tree).length, circles: parseCircular(tree).map(fromFirstFile) };
}

describe('import circles', () => {
  it('are none in src/, supabase/functions/ and supabase/local/', async () => {
    const { files, circles } = await importCircles(root, [
      'src/**/*.{ts,tsx,mjs}',
      'supabase/functions/**/*.ts',
      'supabase/local/**/*.ts',
    ]);
    expect(files, 'the globs still find the source').toBeGreaterThan(300);
    expect(circles.map((around) => around.join(' → '))).toEqual([]);
  }, 60_000);

  it('are found through type-only and extensionless imports', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'import-circles-'));
    try {
      await writeFile(join(folder, 'a.ts'), "import { b } from './b.ts';\nexport const a = b + 1;\n");
      await writeFile(join(folder, 'b.ts'), "import type { a } from './a';\nexport const b: typeof a = 1;\n");
      await writeFile(join(folder, 'c.ts'), "import { a } from './a.ts';\nexport const c = a;\n");
      expect(await importCircles(folder, ['*.ts'])).toEqual({ files: 3, circles: [['a.ts', 'b.ts']] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
