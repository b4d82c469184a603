import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildDisplayFont, target } from '../../../src/assets/fonts/subset-fonts.mjs';

describe('display font subset', () => {
  it('is committed as `npm run fonts` builds it, and stays small enough to preload', async () => {
    const committed = await readFile(target as string);
    const built = (await buildDisplayFont()) as Buffer;
    expect(Buffer.compare(committed, built)).toBe(0);
    expect(committed.length).toBeLessThan(16 * 1024);
  });
});
