/**
 * Colour helpers for the artwork: parsing, mixing, and the tone set (fill, outline, seam,
 * highlight) every drawn part derives from its fill colour.
 */

export type Rgb = readonly [number, number, number];

const clamp = (v: number, lo = 0, hi = 255): number => Math.min(hi, Math.max(lo, v));

/** Parses `#rgb` or `#rrggbb` (any case); anything else falls back to a neutral taupe. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/.test(h)) return [154, 140, 122];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Formats an RGB triple as lower-case `#rrggbb`. */
export function toHex(rgb: Rgb): string {
  return '#' + rgb.map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0')).join('');
}

/** Linear mix of two colours: `t = 0` gives `a`, `t = 1` gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lightens towards white by `t` (0..1). */
export const tint = (hex: string, t: number): string => mix(hex, '#ffffff', t);
/** Darkens towards black by `t` (0..1). */
export const shade = (hex: string, t: number): string => mix(hex, '#000000', t);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Rough perceptual distance between two colours (0..~442). */
export function distance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** The colours one drawn part uses. */
export interface Tone {
  /** The fill. */
  base: string;
  /** Outline: a darker tone of the fill. */
  line: string;
  /** Internal seams and details: darker on light fills, lighter on dark ones. */
  seam: string;
  /** A lighter tone for highlights and trims. */
  light: string;
  /** A deeper tone for shaded faces. */
  dark: string;
}

/** Derives the tone set for a fill colour. */
export function tone(hex: string): Tone {
  const base = toHex(parseHex(hex));
  const lum = luminance(base);
  return {
    base,
    line: shade(base, lum > 0.5 ? 0.42 : 0.5),
    seam: lum < 0.1 ? tint(base, 0.3) : shade(base, 0.3),
    light: tint(base, lum < 0.1 ? 0.25 : 0.4),
    dark: shade(base, 0.22),
  };
}

/** Warm cream the art direction is built on. */
export const CREAM = '#f6efe4';
/** Warm ink used for shadows and neutral line work. */
export const INK = '#2b2118';
/** Default hardware (buckles, clasps, zips) colour: brushed gold. */
export const GOLD = '#c9a44a';

/** Accent colours used when a product lists fewer colours than a drawing wants. */
const FALLBACK_ACCENTS = ['#d9a441', '#1f6f6b', '#c2492f', '#2e3a87', '#f2e8d5', '#6b8e4e', '#7a2e3a'];

/**
 * The colours a drawing uses: the product's own, padded with fallback accents chosen to
 * stand apart from the main colour. `pick` (0..1) varies the fallback choice by seed.
 */
export function paletteFor(colors: readonly string[], pick: number): string[] {
  const main = colors[0] ?? '#9a8c7a';
  const out = [main, ...colors.slice(1)];
  const start = Math.floor(pick * FALLBACK_ACCENTS.length);
  for (let i = 0; out.length < 3 && i < FALLBACK_ACCENTS.length; i++) {
    const c = FALLBACK_ACCENTS[(start + i) % FALLBACK_ACCENTS.length] ?? '#d9a441';
    if (out.every((o) => distance(o, c) > 90)) out.push(c);
  }
  while (out.length < 3) out.push(out.length === 1 ? tint(main, 0.6) : shade(main, 0.4));
  return out;
}
