/**
 * The house's import boundaries are lint rules (eslint.config.js); these tests lint a small
 * offending file per rule, and a permitted one beside it, so that a rule cannot stop applying
 * (a renamed folder, a broken glob, a resolver that no longer finds the file) without a test failing.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

// Loading the config and its parsers takes seconds on a busy machine: once, before the tests.
beforeAll(() => eslint.lintText('', { filePath: 'src/stores/example.ts' }), 60_000);

/** The boundary messages ESLint gives `code` as if it were the file at `filePath` (from the root). */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('stores import nothing from islands or scripts', () => {
  const rule = 'Stores import nothing from islands or scripts';

  it('refuses an island, a script and a dynamic import of either in a store', async () => {
    const messages = await boundaryMessages(
      'src/stores/example.ts',
      [
        "import { watchIslands } from '../islands/loader';",
        "import '../scripts/page';",
        "export const later = () => import('../islands/loader');",
        'export { watchIslands };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toContain(rule);
  });

  it('lets islands and scripts import stores', async () => {
    const code = "export { $cart } from '../stores/cart';";
    expect(await boundaryMessages('src/islands/example.ts', code)).toEqual([]);
    expect(await boundaryMessages('src/scripts/example.ts', code)).toEqual([]);
  });
});

describe('only src/lib/supabase/ imports @supabase/*', () => {
  const rule = 'Only src/lib/supabase/ imports @supabase/*';
  const imports = [
    "import type { User } from '@supabase/supabase-js';",
    "export const load = () => import('@supabase/functions-js');",
    'export type Shown = User;',
  ].join('\n');

  it.each([
    'src/islands/example.tsx',
    'src/stores/example.ts',
    'src/lib/example.ts',
    'src/pages/example.astro',
  ])('refuses supabase-js, even its types and loaded later, in %s', async (file) => {
    const code = file.endsWith('.astro') ? `---\n${imports}\n---\n<p>example</p>\n` : imports;
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain(rule);
  });

  it("refuses it in an Astro component's client script", async () => {
    const code = `<p>example</p>\n<script>\n${imports}\n</script>\n`;
    const messages = await boundaryMessages('src/components/example.astro', code);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain(rule);
  });

  it('lets src/lib/supabase/ and the tests import it', async () => {
    expect(await boundaryMessages('src/lib/supabase/example.ts', imports)).toEqual([]);
    expect(await boundaryMessages('tests/integration/example.test.ts', imports)).toEqual([]);
  });
});

describe('src/ imports nothing from supabase/functions but its contracts', () => {
  const rule = 'src/ imports nothing from supabase/functions but _shared/contracts/';

  it("refuses a function's own files and the functions' other shared code", async () => {
    const messages = await boundaryMessages(
      'src/lib/example.ts',
      [
        "import { respond } from '../../supabase/functions/chat-assistant/agent.ts';",
        "export const cors = () => import('../../supabase/functions/_shared/cors.ts');",
        'export { respond };',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain(rule);
  });

  it('lets src/ import the contracts, and the tests import the functions', async () => {
    const contract =
      "import type { Database } from '../../supabase/functions/_shared/contracts/database.ts';";
    expect(await boundaryMessages('src/lib/example.ts', `${contract}\nexport type D = Database;`)).toEqual(
      [],
    );
    const internal = "export { respond } from '../../supabase/functions/chat-assistant/agent.ts';";
    expect(await boundaryMessages('tests/unit/example.test.ts', internal)).toEqual([]);
  });
});
