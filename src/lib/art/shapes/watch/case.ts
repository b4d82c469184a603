/**
 * Watch cases seen from the front: round with lugs, octagonal (a cushion under an eight-sided
 * bezel, its bracelet integrated) and rectangular with brancards; the crown and a helium valve.
 */
import { circ, ell, line, polar, r1, rrect } from '../../svg';
import type { BandFit } from './bracelet';
import type { Watch } from './spec';

export interface WatchCase {
  /** The case's silhouette, part of the drawing's outline. */
  d: string;
  /** The case drawn in its metal. */
  draw: string;
  band: BandFit;
  /** Where the crown sits (x of the case's right side). */
  crownX: number;
}

const CX = 400;
const CY = 500;
/** Radius of a round case. */
export const CASE_R = 196;

/** Paints a path in the metal gradient `{id}m`, outlined. */
export const metalPart = (d: string, id: string, lineColour: string, grad = 'm', sw = 3): string =>
  `<path d="${d}" fill="url(#${id}${grad})" stroke="${lineColour}" stroke-width="${sw}" stroke-linejoin="round"/>`;

/** The four lugs of a round case, holding a band `w` wide. */
function lugsD(w: number): string {
  const hw = w / 2;
  let d = '';
  for (const sx of [-1, 1])
    for (const sy of [-1, 1]) {
      const x = (u: number) => r1(CX + sx * (hw + u));
      const y = (v: number) => r1(CY + sy * v);
      d += `M${x(36)} ${y(120)}Q${x(35)} ${y(CASE_R + 8)} ${x(29)} ${y(CASE_R + 24)}Q${x(24)} ${y(CASE_R + 32)} ${x(12)} ${y(CASE_R + 32)}L${x(2)} ${y(CASE_R + 30)}L${x(2)} ${y(120)}Z`;
    }
  return d;
}

/** The case of a watch (without its bezel). */
export function watchCase(w: Watch, id: string, lineColour: string): WatchCase {
  const integrated = w.bracelet === 'integrated' || w.bracelet === 'cross-link';
  const strap = !integrated && w.bracelet !== 'oyster' && w.bracelet !== 'jubilee' && w.bracelet !== 'mesh';
  if (w.case === 'rectangular') {
    // Tank: two brancards (the long sides) run past the dial into the lugs; the band sits between.
    const bars = rrect(248, 268, 46, 464, 22) + rrect(506, 268, 46, 464, 22);
    const body = rrect(262, 300, 276, 400, 14);
    return {
      d: bars + body,
      draw:
        metalPart(body, id, lineColour) +
        metalPart(bars, id, lineColour, 'n') +
        line('M260 290V710M540 290V710', '#fff', 4, ' opacity=".6"'),
      band: { from: 200, w0: 212, w1: 184 },
      crownX: 552,
    };
  }
  if (w.case === 'octagon') {
    // A tonneau under the eight-sided bezel, widening into the bracelet's first link.
    const body = `M${CX - 140} ${CY - 212}H${CX + 140}L${CX + 196} ${CY - 112}Q${CX + 208} ${CY - 92} ${CX + 208} ${CY - 70}V${CY + 70}Q${CX + 208} ${CY + 92} ${CX + 196} ${CY + 112}L${CX + 140} ${CY + 212}H${CX - 140}L${CX - 196} ${CY + 112}Q${CX - 208} ${CY + 92} ${CX - 208} ${CY + 70}V${CY - 70}Q${CX - 208} ${CY - 92} ${CX - 196} ${CY - 112}Z`;
    return {
      d: body,
      draw: metalPart(body, id, lineColour),
      band: { from: 200, w0: 276, w1: 176 },
      crownX: CX + 206,
    };
  }
  const width = integrated ? 256 : strap ? 204 : 218;
  const lugs = integrated ? '' : lugsD(width);
  const shoulders = integrated ? rrect(CX - 124, CY - CASE_R - 18, 248, 2 * CASE_R + 36, 64) : '';
  return {
    d: lugs + shoulders + ell(CX, CY, CASE_R, CASE_R),
    draw:
      (lugs ? metalPart(lugs, id, lineColour, 'n') : '') +
      (shoulders ? metalPart(shoulders, id, lineColour, 'n') : '') +
      metalPart(ell(CX, CY, CASE_R, CASE_R), id, lineColour),
    band: { from: integrated ? CASE_R + 6 : CASE_R, w0: width - 4, w1: integrated ? 186 : width - 34 },
    crownX: CX + CASE_R - 4,
  };
}

/** The crown at 3 o'clock and, on a diver, the helium valve at 10. */
export function crownOf(w: Watch, x: number, id: string, lineColour: string): string {
  const knurl = (x0: number, h: number, n: number) => {
    let d = '';
    // Seen from above, a crown's fluting runs along its axis.
    for (let i = 1; i < n; i++) d += `M${x0 + 3} ${r1(CY - h + (i * 2 * h) / n)}h28`;
    return line(d, '#000', 2, ' opacity=".3"');
  };
  let out = '';
  if (w.crown === 'guarded')
    out += metalPart(
      `M${x - 8} ${CY - 66}C${x + 22} ${CY - 64} ${x + 38} ${CY - 48} ${x + 38} ${CY - 30}V${CY + 30}C${x + 38} ${CY + 48} ${x + 22} ${CY + 64} ${x - 8} ${CY + 66}Z`,
      id,
      lineColour,
      'n',
    );
  out +=
    metalPart(rrect(x - 4, CY - 16, 16, 32, 3), id, lineColour) +
    metalPart(rrect(x + 8, CY - 30, 34, 60, 8), id, lineColour) +
    knurl(x + 8, 26, 7);
  if (w.crown === 'cabochon')
    out +=
      circ(x + 48, CY, 15, '#2d4fa8', ` stroke="${lineColour}" stroke-width="3"`) +
      circ(x + 44, CY - 5, 5, '#fff', ' opacity=".6"');
  if (w.heliumValve) {
    const [vx, vy] = polar(CX, CY, CASE_R + 10, 300);
    out += `<g transform="rotate(30 ${vx} ${vy})">${metalPart(rrect(vx - 20, vy - 17, 40, 34, 9), id, lineColour)}${line(`M${vx - 16} ${vy - 8}h32M${vx - 16} ${vy}h32M${vx - 16} ${vy + 8}h32`, '#000', 2, ' opacity=".3"')}</g>`;
  }
  return out;
}
