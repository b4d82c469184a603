/** The dial of a rectangular case (a Tank): radiating Roman numerals round a railway minute track. */
import { r1, rrect } from '../../svg';
import { inkOn } from './dial';

const CX = 400;
const CY = 500;
const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];
/** The dial's half-width and half-height. */
export const RECT_DIAL = { hw: 100, hh: 176 } as const;

/** Where a ray from the centre at `deg` (clockwise from 12) meets a rectangle `hw` × `hh`. */
export function onRect(hw: number, hh: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [Math.sin(a), -Math.cos(a)];
  const t = Math.min(
    Math.abs(dx) > 1e-9 ? hw / Math.abs(dx) : Infinity,
    Math.abs(dy) > 1e-9 ? hh / Math.abs(dy) : Infinity,
  );
  return [r1(CX + dx * t), r1(CY + dy * t)];
}

/** The rectangular dial: face, numerals, railway track; `id` names its gradient `{id}d`. */
export function rectDial(id: string, dial: string, style: 'roman' | 'batons'): string {
  const { hw, hh } = RECT_DIAL;
  const ink = inkOn(dial);
  const rail = (inset: number) =>
    rrect(CX - hw + inset, CY - hh + inset, 2 * (hw - inset), 2 * (hh - inset), 2);
  const mid = 58;
  const perimeter = 4 * (hw - mid) + 4 * (hh - mid);
  const numerals = ROMAN.map((n, h) => {
    const [x, y] = onRect(hw - 27, hh - 27, h * 30);
    return `<text x="${x}" y="${y}" transform="rotate(${h * 30} ${x} ${y})">${style === 'roman' ? n : '|'}</text>`;
  }).join('');
  return (
    `<path d="${rrect(CX - hw, CY - hh, 2 * hw, 2 * hh, 4)}" fill="url(#${id}d)"/>` +
    `<path d="${rail(mid - 5)}${rail(mid + 5)}" fill="none" stroke="${ink}" stroke-width="1.6"/>` +
    `<path d="${rail(mid)}" fill="none" stroke="${ink}" stroke-width="10" stroke-dasharray="1.6 ${r1(perimeter / 60 - 1.6)}"/>` +
    `<g fill="${ink}" font-family="Georgia,'Times New Roman',serif" font-size="30" text-anchor="middle" dominant-baseline="central">${numerals}</g>`
  );
}
