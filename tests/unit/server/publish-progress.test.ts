// Reading a publish's build output: its stages, the catalogue's counts, and what a result says.
import { describe, expect, it } from 'vitest';
import { BuildProgress, plainLine, stageOfLine } from '../../../src/server/publish-progress';

// Lines as `astro build` prints them (with the store's integrations and the catalogue loader).
const BUILD = [
  '18:15:53 [content] Syncing content',
  '18:15:53 [mtindo:catalogue] reading the products table at http://127.0.0.1:40123 (CATALOGUE_API_URL)',
  '18:15:53 [mtindo:catalogue] skipped product "garden-gnome": category: Invalid enum value',
  '18:15:54 [mtindo:catalogue] read 127 products from the products table (1 skipped)',
  '18:15:54 [content] Synced content',
  '18:15:53 [build] Building static entrypoints...',
  '18:16:00 [vite] ✓ built in 6.11s',
  ' generating static routes ',
  '18:16:10 ✓ Completed in 3.64s.',
  '18:16:10 [@astrojs/sitemap] `sitemap-index.xml` created at `dist`',
  '18:16:11 [mtindo:pagefind] search index: 121 products in stock and 48 pages, brands and articles in 337 ms',
  '18:16:11 [build] Complete!',
];

describe('stageOfLine', () => {
  it('knows the lines that start each stage', () => {
    expect(stageOfLine('[content] Syncing content')).toBe('Reading the catalogue');
    expect(stageOfLine('[build] Building static entrypoints...')).toBe('Rendering pages');
    expect(stageOfLine('[@astrojs/sitemap] `sitemap-index.xml` created')).toBe('Indexing search');
    expect(stageOfLine('[vite] transforming...')).toBeUndefined();
  });

  it('reads lines without colours or timestamps', () => {
    expect(plainLine('\u001b[2m18:15:53\u001b[22m \u001b[34m[build]\u001b[39m Complete!')).toBe(
      '[build] Complete!',
    );
  });
});

describe('BuildProgress', () => {
  it('follows a build through its stages and counts', () => {
    const progress = new BuildProgress();
    const moves: string[] = [];
    for (const line of BUILD) if (progress.read(line)) moves.push(progress.stage);
    expect(moves).toEqual(['Rendering pages', 'Indexing search']);
    expect(progress).toMatchObject({ products: 127, skipped: 1 });
    expect(progress.successMessage()).toBe(
      'Published 127 products; 1 left out as invalid: garden-gnome (category: Invalid enum value).',
    );
  });

  it('never moves back to an earlier stage', () => {
    const progress = new BuildProgress();
    progress.read('[mtindo:pagefind] search index: 1 products');
    expect(progress.read('[content] Syncing content')).toBe(false);
    expect(progress.stage).toBe('Indexing search');
  });

  it('names ten left-out rows and counts the rest', () => {
    const progress = new BuildProgress();
    for (let n = 0; n < 12; n++)
      progress.read(`[mtindo:catalogue] skipped product "p-${n}": price: too small`);
    progress.read('[mtindo:catalogue] read 5 products from the products table (12 skipped)');
    expect(progress.successMessage()).toMatch(
      /^Published 5 products; 12 left out as invalid: p-0 \(price: too small\);.*p-9 \(price: too small\); and 2 more\.$/,
    );
  });

  it('says why a build failed from the end of its output', () => {
    const progress = new BuildProgress();
    progress.read('[content] Syncing content');
    progress.read(
      '[ERROR] [mtindo:catalogue] The products table at http://x holds no product the storefront can show',
    );
    progress.read('  Stack trace:');
    expect(progress.failureMessage('failed (exit code 1)')).toBe(
      'The build failed (exit code 1).\n[ERROR] [mtindo:catalogue] The products table at http://x holds no product the storefront can show',
    );
  });
});
