/**
 * The HTML pages of a finished build, for the integrations that read or rewrite them all at the
 * end of `astro build`. Pages are handled a few dozen at a time: at 10,000 products one after the
 * other spends most of its time waiting on the disk.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const CONCURRENCY = 32;

/** Calls `visit` with each built page's path and HTML, at most CONCURRENCY at once. */
export async function forEachBuiltPage(
  root: string,
  visit: (path: string, html: string) => Promise<void> | void,
): Promise<number> {
  const pages = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const path = join(root, pages[next++]!);
      await visit(path, await readFile(path, 'utf8'));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return pages.length;
}
