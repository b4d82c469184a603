/** Metals of cases, bezels and bracelets: a tone to outline with and gradients that read as polish. */
import { mix, shade, tint, tone, type Tone } from '../../colour';
import type { Watch } from './spec';

/** Light, middle and dark of each metal: polished highlights, the body, the shadowed faces. */
const METALS: Record<NonNullable<Watch['metal']>, readonly [string, string, string]> = {
  steel: ['#f7f8f9', '#c3c8cd', '#7c848c'],
  'white-gold': ['#fbfaf6', '#d3d3cf', '#8d8e8a'],
  'yellow-gold': ['#fff2c4', '#d8b25a', '#8f6a22'],
  'rose-gold': ['#ffe6d8', '#d59c80', '#8e5843'],
  titanium: ['#e3e4e3', '#9fa3a5', '#5e6366'],
  'black-ceramic': ['#6a6d70', '#26282a', '#0c0d0e'],
  aluminium: ['#f1f2f3', '#b9bdc1', '#7b8087'],
  polymer: ['#5a5d60', '#2c2e30', '#151617'],
};

/** The three shades of a metal, or of a case anodised in a variant's colour when none is named. */
export function metalShades(metal: Watch['metal'], colour: string): readonly [string, string, string] {
  if (metal) return METALS[metal];
  return [tint(colour, 0.45), colour, shade(colour, 0.45)];
}

/** The outline tone of a metal part. */
export const metalTone = (shades: readonly [string, string, string]): Tone => tone(shades[1]);

/**
 * Two gradients for a metal, ids `{id}m` (light from the top left) and `{id}n` (light from the
 * bottom right, for a bezel or a bracelet's polished centre against the case).
 *
 * @example metalDefs('p1', metalShades('steel', '#000')) // '<linearGradient id="p1m" …'
 */
export function metalDefs(id: string, [light, mid, dark]: readonly [string, string, string]): string {
  const stops = (a: string, b: string) =>
    `<stop offset="0" stop-color="${a}"/><stop offset=".45" stop-color="${mid}"/><stop offset=".55" stop-color="${mix(mid, dark, 0.35)}"/><stop offset="1" stop-color="${b}"/>`;
  return (
    `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1">${stops(light, dark)}</linearGradient>` +
    `<linearGradient id="${id}n" x1="0" y1="0" x2="1" y2="1">${stops(dark, light)}</linearGradient>`
  );
}
