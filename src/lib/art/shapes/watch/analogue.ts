/** The analogue watch drawer: case, bezel, dial, hands and bracelet chosen by the product's `art.watch`. */
import { CREAM, mix, shade, tone } from '../../colour';
import { ell } from '../../svg';
import type { ShapeArt, ShapeCtx } from '../../types';
import { bandD, bandDetail } from './bracelet';
import { bezelOf } from './bezel';
import { crownOf, watchCase } from './case';
import { complications, dialDefs, dialFace, markers, printLines } from './dial';
import { handsOf } from './hands';
import { metalDefs, metalShades, metalTone } from './metal';
import { RECT_DIAL, rectDial } from './rect-dial';
import { dialColour, isMetalBracelet, resolveWatch, type Watch } from './spec';

const LUME = '#f3f0e4';

/** The colour of a strap when the product does not give one. */
function strapColour(w: Watch, variant: string): string {
  if (w.strap) return w.strap;
  if (w.bracelet === 'rubber') return '#1d1e20';
  if (w.bracelet === 'sport-band') return variant;
  return w.metal === 'yellow-gold' || w.metal === 'rose-gold' ? '#5a3522' : '#1f1b18';
}

/**
 * The bracelet's gradient across its width (`{id}g`) and a fade (`{id}f`) where it leaves the
 * picture, as in a retailer's photograph.
 */
function bandDefs(id: string, shades: readonly [string, string, string], bg: string): string {
  const [light, mid, dark] = shades;
  return (
    `<linearGradient id="${id}g" gradientUnits="userSpaceOnUse" x1="260" y1="0" x2="540" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".3" stop-color="${mid}"/><stop offset=".5" stop-color="${light}"/><stop offset=".7" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></linearGradient>`
  );
}

export function watch(c: ShapeCtx): ShapeArt {
  const w = resolveWatch('watch', c.pattern, c.watch);
  const id = c.uid;
  const dial = dialColour(c.colours.length ? c.colours : [c.main.base], w.strap);
  const shades = metalShades(w.metal, c.main.base);
  const outline = shade(shades[2], 0.35);
  const metalBand = isMetalBracelet(w.bracelet);
  const strap = strapColour(w, c.main.base);
  const wc = watchCase(w, id, outline);
  const band = bandDetail(w.bracelet, wc.band, id, strap);
  const rect = w.case === 'rectangular';
  const bezel = rect ? undefined : bezelOf(w, id, outline, dial);
  const r = bezel?.open ?? 160;
  const handMetal = w.hands === 'sword' ? '#243a8f' : `url(#${id}m)`;
  const marks = { metal: `url(#${id}m)`, outline, lume: LUME };
  const bg = mix(CREAM, c.main.base, 0.1);
  const face = rect
    ? rectDial(id, dial, w.indices === 'roman' ? 'roman' : 'batons')
    : dialFace(w, id, r, dial) +
      markers(w, r, dial, marks) +
      printLines(w, r, dial) +
      complications(w, r, dial, marks);
  const seconds = w.hands === 'skeleton' ? '#d0352b' : w.hands === 'sword' ? '#243a8f' : shades[1];
  return {
    d: bandD(wc.band) + wc.d,
    body: metalBand ? { ...metalTone(shades), base: `url(#${id}g)` } : tone(strap),
    defs:
      metalDefs(id, shades) +
      dialDefs(w, id, dial) +
      band.defs +
      (bezel?.defs ?? '') +
      bandDefs(id, shades, bg),
    over:
      band.over +
      wc.draw +
      (bezel?.markup ?? '') +
      face +
      handsOf(
        w.hands,
        rect ? RECT_DIAL.hw * 0.95 : r,
        { metal: handMetal, outline, lume: LUME, seconds },
        !rect && !w.complications.includes('small-seconds'),
      ) +
      crownOf(w, wc.crownX, id, outline) +
      `<path d="${ell(360, 440, 120, 110)}" fill="#fff" opacity=".06"/>` +
      `<rect width="800" height="130" fill="url(#${id}f)"/><rect y="870" width="800" height="130" fill="url(#${id}f)" transform="rotate(180 400 935)"/>`,
    // A little larger than the other goods: a watch is small, and its face is what a shopper reads.
    fit: 'matrix(1.08 0 0 1.08 -32 -40)',
    floor: [1100, 10],
  };
}
