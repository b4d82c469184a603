/** Watch hands at 10:09 and 36 seconds, the time retailers show: baton, dauphine, sword, skeleton. */
import { polar, r1 } from '../../svg';
import type { Watch } from './spec';

const CX = 400;
const CY = 500;
export const HOUR_DEG = 304.5;
export const MINUTE_DEG = 54;
const SECOND_DEG = 216;

/** A bar along angle `deg` from radius `from` to `to`, `w` wide at its base and `tip` at its end. */
export function radialBar(
  from: number,
  to: number,
  w: number,
  deg: number,
  tip = w,
  cx = CX,
  cy = CY,
): string {
  const p = (r: number, side: number, half: number) => {
    const [x, y] = polar(cx, cy, r, deg);
    const [ox, oy] = polar(0, 0, half, deg + 90 * side);
    return `${r1(x + ox)} ${r1(y + oy)}`;
  };
  return `M${p(from, -1, w / 2)}L${p(to, -1, tip / 2)}L${p(to, 1, tip / 2)}L${p(from, 1, w / 2)}Z`;
}

/** A kite (dauphine or sword) from a short tail through its widest point to a sharp tip. */
function kite(len: number, w: number, deg: number, widest: number, half: -1 | 0 | 1 = 0): string {
  const at = (r: number, side: number) => {
    const [x, y] = polar(CX, CY, r, deg);
    const [ox, oy] = polar(0, 0, w / 2, deg + 90 * side);
    return `${r1(x + ox)} ${r1(y + oy)}`;
  };
  const [tx, ty] = polar(CX, CY, len, deg);
  const [bx, by] = polar(CX, CY, 18, deg + 180);
  if (half) return `M${bx} ${by}L${at(widest, half)}L${tx} ${ty}Z`;
  return `M${bx} ${by}L${at(widest, -1)}L${tx} ${ty}L${at(widest, 1)}Z`;
}

export interface HandColours {
  /** Metal of the hands (a paint: colour or url). */
  metal: string;
  outline: string;
  lume: string;
  /** The seconds hand. */
  seconds: string;
}

/** The hour, minute and seconds hands on a dial of radius `r`. */
export function handsOf(style: Watch['hands'], r: number, c: HandColours, showSeconds = true): string {
  const part = (d: string, fill: string) =>
    `<path d="${d}" fill="${fill}" stroke="${c.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
  let out = '';
  if (style === 'dauphine') {
    for (const [len, w, deg] of [
      [r * 0.62, 22, HOUR_DEG],
      [r * 0.94, 18, MINUTE_DEG],
    ] as const)
      out +=
        part(kite(len, w, deg, 26), c.metal) +
        `<path d="${kite(len, w, deg, 26, 1)}" fill="#000" opacity=".28"/>`;
  } else if (style === 'sword') {
    out +=
      part(kite(r * 0.6, 16, HOUR_DEG, r * 0.3), c.metal) +
      part(kite(r * 0.92, 12, MINUTE_DEG, r * 0.42), c.metal);
  } else if (style === 'skeleton') {
    out +=
      part(kite(r * 0.62, 26, HOUR_DEG, r * 0.36), c.metal) +
      part(radialBar(r * 0.28, r * 0.54, 12, HOUR_DEG, 4), c.lume) +
      part(kite(r * 0.94, 18, MINUTE_DEG, r * 0.5), c.metal) +
      part(radialBar(r * 0.4, r * 0.84, 9, MINUTE_DEG, 3), c.lume);
  } else {
    out +=
      part(radialBar(-18, r * 0.6, 18, HOUR_DEG), c.metal) +
      part(radialBar(r * 0.16, r * 0.56, 9, HOUR_DEG), c.lume) +
      part(radialBar(-18, r * 0.92, 14, MINUTE_DEG), c.metal) +
      part(radialBar(r * 0.2, r * 0.88, 7, MINUTE_DEG), c.lume);
  }
  if (showSeconds) {
    const [x1, y1] = polar(CX, CY, 44, SECOND_DEG + 180);
    const [x2, y2] = polar(CX, CY, r * 0.94, SECOND_DEG);
    const [lx, ly] = polar(CX, CY, r * 0.7, SECOND_DEG);
    out +=
      `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${c.seconds}" stroke-width="3.5" stroke-linecap="round"/>` +
      (style === 'baton' || style === 'skeleton'
        ? `<circle cx="${lx}" cy="${ly}" r="9" fill="${c.lume}" stroke="${c.seconds}" stroke-width="3"/>`
        : '');
  }
  return (
    out + `<circle cx="${CX}" cy="${CY}" r="10" fill="${c.metal}" stroke="${c.outline}" stroke-width="2.5"/>`
  );
}
