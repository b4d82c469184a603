/**
 * The Lucide icons that string-drawn markup needs (the card's heart and plus), as the
 * @lucide/astro components draw them. Path data from Lucide (ISC licence).
 */
const PATHS = {
  heart:
    'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
  plus: ['M5 12h14', 'M12 5v14'],
  'chevron-left': 'm15 18-6-6 6-6',
  'chevron-right': 'm9 18 6-6-6-6',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon (hidden from assistive technology: its button or link carries the name). */
export function iconSvg(name: IconName, size: number): string {
  const paths = ([] as string[]).concat(PATHS[name]).map((d) => `<path d="${d}"></path>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name}" aria-hidden="true">${paths.join('')}</svg>`;
}
