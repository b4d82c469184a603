// Builds the display font the pages preload: Fraunces (OFL, from @fontsource-variable/fraunces)
// fixed at weight 600 — the weight every heading uses — and cut to the characters the store's
// copy uses. 37 KB becomes about 13 KB, small enough to preload without delaying the first paint.
// Run `npm run fonts` after changing the weight or the character set; a unit test checks the
// committed file matches.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const DISPLAY_WEIGHT = 600;
/** Printable ASCII plus the typographic marks and symbols the copy uses. */
export const DISPLAY_CHARACTERS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + '’‘“”–—…·•€£©®™×éèáàâôçñü';

const source = createRequire(import.meta.url).resolve(
  '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
);
export const target = fileURLToPath(new URL('./fraunces-display.woff2', import.meta.url));

/** The subset font's bytes. */
export async function buildDisplayFont() {
  return subsetFont(await readFile(source), DISPLAY_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: DISPLAY_WEIGHT },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await buildDisplayFont();
  await writeFile(target, font);
  console.log(`Wrote ${target} (${font.length} bytes)`);
}
