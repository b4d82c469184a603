/**
 * Colour families for the catalogue's colour filter: product colours have many names
 * ("Terracotta", "Rust"), shoppers filter by a few families.
 *
 * @example colourFamily('#b4472a') // 'red'
 */
export const COLOUR_FAMILIES = [
  'black',
  'white',
  'grey',
  'beige',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** Display swatch for each family. */
export const FAMILY_SWATCH: Record<ColourFamily, string> = {
  black: '#1c1612',
  white: '#ffffff',
  grey: '#9a9a9a',
  beige: '#e3d1b0',
  brown: '#7a4a2a',
  red: '#c0392b',
  orange: '#e67e22',
  yellow: '#f1c40f',
  green: '#2e8b57',
  blue: '#2f5fa8',
  purple: '#7d3c98',
  pink: '#e58fb1',
};

function toHsl(hex: string): { h: number; s: number; l: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** The family a `#rrggbb` colour belongs to, by hue, saturation and lightness. */
export function colourFamily(hex: string): ColourFamily {
  const { h, s, l } = toHsl(hex);
  if (l < 0.14) return 'black';
  if (l > 0.93) return 'white';
  if (s < 0.12) return l > 0.75 ? 'white' : l < 0.25 ? 'black' : 'grey';
  if (h < 15 || h >= 345) return l > 0.72 ? 'pink' : 'red';
  if (h < 45) {
    if (l > 0.72) return 'beige';
    return s < 0.55 || l < 0.4 ? 'brown' : 'orange';
  }
  if (h < 68) return l > 0.75 || s < 0.35 ? 'beige' : 'yellow';
  if (h < 170) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}
