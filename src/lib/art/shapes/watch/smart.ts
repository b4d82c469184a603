/**
 * The smart watch drawer: a square case with a digital crown, a round case with its buttons, a
 * rugged outdoor case with exposed screws, or a slim fitness band; its screen lit with the model's
 * watch face (`art.watch.face`).
 */
import { CREAM, mix, shade, tone } from '../../colour';
import { circ, ell, line, polar, ringD, rrect } from '../../svg';
import type { ShapeArt, ShapeCtx } from '../../types';
import { bandD, bandDetail, type BandFit } from './bracelet';
import { bezelOf } from './bezel';
import { CASE_R, metalPart } from './case';
import { faceOf } from './faces';
import { metalDefs, metalShades, metalTone } from './metal';
import { isMetalBracelet, resolveWatch, type Watch } from './spec';

const CX = 400;
const CY = 500;
const SCREEN = '#0b0c0e';

interface SmartCase {
  d: string;
  draw: string;
  band: BandFit;
  /** The screen's half-width and half-height (a round screen's radius twice). */
  hw: number;
  hh: number;
  screen: string;
}

/** Side buttons as small rounded bars standing out of a round case at the given angles. */
function buttons(angles: readonly number[], r: number, id: string, outline: string, len = 26): string {
  return angles
    .map((a) => {
      const [x, y] = polar(CX, CY, r - 4, a);
      return `<g transform="rotate(${a - 90} ${x} ${y})">${metalPart(rrect(x - 4, y - 17, len, 34, 7), id, outline)}</g>`;
    })
    .join('');
}

const BUTTONS: Record<Watch['buttons'], readonly number[]> = {
  'digital-crown': [],
  two: [60, 120],
  four: [60, 120, 240, 300],
  five: [60, 120, 238, 270, 302],
  chrono: [58, 90, 122],
  none: [],
};

function smartCase(w: Watch, id: string, outline: string): SmartCase {
  if (w.screen === 'square') {
    const thin = w.bezel === 'none';
    const body = rrect(CX - 150, CY - 182, 300, 364, 88);
    const [hw, hh] = thin ? [138, 170] : [124, 156];
    return {
      d: body,
      draw:
        metalPart(body, id, outline) +
        metalPart(rrect(CX + 136, CY - 96, 28, 62, 9), id, outline) +
        line(
          'M' + [0, 1, 2, 3, 4].map((k) => `${CX + 142} ${CY - 86 + k * 10}h18`).join('M'),
          '#000',
          2,
          ' opacity=".3"',
        ) +
        metalPart(rrect(CX + 140, CY + 2, 14, 92, 6), id, outline, 'n') +
        `<path d="${rrect(CX - 146, CY - 178, 292, 356, 84)}" fill="${SCREEN}"/>`,
      band: { from: 150, w0: 236, w1: 226 },
      hw,
      hh,
      screen: rrect(CX - hw, CY - hh, 2 * hw, 2 * hh, thin ? 74 : 62),
    };
  }
  if (w.screen === 'band') {
    const body = rrect(CX - 78, CY - 176, 156, 352, 74);
    return {
      d: body,
      draw:
        metalPart(body, id, outline) +
        `<path d="${rrect(CX - 70, CY - 168, 140, 336, 66)}" fill="${SCREEN}"/>` +
        line(`M${CX - 78} ${CY - 40}v80`, '#000', 4, ' opacity=".35"'),
      band: { from: 140, w0: 150, w1: 146 },
      hw: 58,
      hh: 150,
      screen: rrect(CX - 58, CY - 150, 116, 300, 52),
    };
  }
  const rugged = w.screen === 'rugged';
  const R = CASE_R - 6;
  const bz = rugged ? undefined : bezelOf(w, id, outline, '#17181a');
  const open = rugged ? 150 : Math.min(bz?.open ?? 170, 166);
  let screws = '';
  if (rugged)
    for (const a of [45, 135, 225, 315]) {
      const [x, y] = polar(CX, CY, R - 18, a);
      screws +=
        circ(x, y, 9, `url(#${id}m)`, ` stroke="${outline}" stroke-width="2"`) +
        line(`M${x - 5} ${y}h10`, '#000', 2.5, ' opacity=".5"');
    }
  const lugs = rrect(CX - 110, CY - R - 26, 220, 2 * R + 52, 36);
  return {
    d: lugs + ell(CX, CY, R, R),
    draw:
      metalPart(lugs, id, outline, 'n') +
      buttons(BUTTONS[w.buttons], R, id, outline, rugged ? 30 : 24) +
      metalPart(ell(CX, CY, R, R), id, outline) +
      (rugged
        ? `<path d="${ringD(CX, CY, R - 6, R - 6, 34)}" fill="#1b1d20" stroke="${outline}" stroke-width="3"/>` +
          `<path d="${ringD(CX, CY, R - 8, R - 8, 30)}" fill="#fff" opacity=".08"/>` +
          screws
        : (bz?.markup ?? '')) +
      circ(CX, CY, open + 4, SCREEN),
    band: { from: R, w0: 204, w1: 194 },
    hw: open,
    hh: open,
    screen: ell(CX, CY, open, open),
  };
}

export function smartwatch(c: ShapeCtx): ShapeArt {
  const w = resolveWatch('smartwatch', c.pattern, c.watch);
  const id = c.uid;
  const shades = metalShades(w.metal, c.main.base);
  const outline = shade(shades[2], 0.35);
  const strap = w.strap ?? c.main.base;
  const sc = smartCase(w, id, outline);
  const band = bandDetail(w.bracelet, sc.band, id, strap);
  const bg = mix(CREAM, c.main.base, 0.1);
  return {
    d: bandD(sc.band) + sc.d,
    body: isMetalBracelet(w.bracelet) ? { ...metalTone(shades), base: `url(#${id}m)` } : tone(strap),
    defs:
      metalDefs(id, shades) +
      band.defs +
      `<clipPath id="${id}s"><path d="${sc.screen}"/></clipPath>` +
      `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset=".1" stop-color="${bg}"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></linearGradient>`,
    over:
      band.over +
      sc.draw +
      `<path d="${sc.screen}" fill="${SCREEN}"/>` +
      `<g clip-path="url(#${id}s)">${faceOf(w.face, sc.hw, sc.hh)}<path d="M${CX - 200} ${CY - 260}L${CX + 60} ${CY - 260}L${CX - 200} ${CY + 40}Z" fill="#fff" opacity=".07"/></g>` +
      `<rect width="800" height="130" fill="url(#${id}f)"/><rect y="870" width="800" height="130" fill="url(#${id}f)" transform="rotate(180 400 935)"/>`,
    // A little larger than the other goods: a watch is small, and its face is what a shopper reads.
    fit: 'matrix(1.08 0 0 1.08 -32 -40)',
    floor: [1100, 10],
  };
}
