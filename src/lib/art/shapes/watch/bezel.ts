/**
 * Bezels of round and octagonal cases: smooth, fluted, a diver's ceramic insert with its
 * sixty-minute scale and pip, a tachymeter, Clous de Paris hobnail, the octagon with eight screws
 * and the six-sided Maltese-cross shape. Each returns its markup and the dial's radius inside it.
 */
import { shade, tint } from '../../colour';
import { circ, ell, polar, r1, ringD } from '../../svg';
import { CASE_R, metalPart } from './case';
import type { Watch } from './spec';

const CX = 400;
const CY = 500;
const SANS = 'Inter,Helvetica,Arial,sans-serif';

export interface Bezel {
  markup: string;
  defs: string;
  /** Radius of the opening the dial shows through. */
  open: number;
}

/** A ring of `n` dashes on a circle of radius `r`, `w` deep: flutes, ticks and grips cheaply. */
export function dashRing(r: number, w: number, n: number, dash: number, colour: string, extra = ''): string {
  const c = 2 * Math.PI * r;
  return `<circle cx="${CX}" cy="${CY}" r="${r}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-dasharray="${r1(dash)} ${r1(c / n - dash)}"${extra}/>`;
}

/** A closed polygon through points on a circle. */
function poly(n: number, r: number, start: number): string {
  const pts = Array.from({ length: n }, (_, k) => polar(CX, CY, r, start + (k * 360) / n).join(' '));
  return `M${pts.join('L')}Z`;
}

/** Numbers set along a ring, upright to a reader turning the watch (tangential). */
function ringNumbers(r: number, labels: readonly [string, number][], fill: string, size: number): string {
  const text = labels
    .map(([t, a]) => {
      const [x, y] = polar(CX, CY, r, a);
      return `<text x="${x}" y="${y}" transform="rotate(${a} ${x} ${y})">${t}</text>`;
    })
    .join('');
  return `<g fill="${fill}" font-family="${SANS}" font-size="${size}" font-weight="600" text-anchor="middle" dominant-baseline="central">${text}</g>`;
}

/** The bezel of a round or octagonal case; `dial` is the dial's colour (a diver's insert matches it). */
export function bezelOf(w: Watch, id: string, lineColour: string, dial: string): Bezel {
  const R = CASE_R;
  const edge = (r: number) =>
    `<circle cx="${CX}" cy="${CY}" r="${r}" fill="none" stroke="${lineColour}" stroke-width="3"/>`;
  switch (w.bezel) {
    case 'fluted':
      return {
        defs: '',
        open: 156,
        markup:
          metalPart(ringD(CX, CY, R - 6, R - 6, 44), id, lineColour, 'n') +
          dashRing(R - 28, 40, 90, 4, '#fff', ' opacity=".7"') +
          dashRing(R - 28, 40, 90, 3, '#000', ' opacity=".22" transform="rotate(2 400 500)"'),
      };
    case 'diver':
    case 'tachymeter': {
      const insert = w.bezel === 'diver' ? shade(dial, 0.25) : '#17181a';
      const ink = '#f1f1ee';
      const diver = w.bezel === 'diver';
      const labels: [string, number][] = diver
        ? [10, 20, 30, 40, 50].map((m) => [String(m), m * 6])
        : [
            ['60', 0],
            ['80', 90],
            ['100', 144],
            ['150', 240],
            ['200', 270],
            ['300', 300],
          ];
      return {
        defs: '',
        open: 146,
        markup:
          metalPart(ringD(CX, CY, R - 2, R - 2, 16), id, lineColour, 'n') +
          dashRing(R - 3, 7, 120, 3, '#000', ' opacity=".35"') +
          `<path d="${ringD(CX, CY, R - 16, R - 16, 36)}" fill="${insert}" stroke="${shade(insert, 0.5)}" stroke-width="3"/>` +
          `<path d="${ell(CX - 40, CY - 60, 150, 150)}${ell(CX - 40, CY - 60, 128, 128, true)}" fill="#fff" opacity=".06"/>` +
          (diver
            ? dashRing(R - 24, 10, 60, 2.4, ink, ' transform="rotate(-1.2 400 500)"') +
              `<path d="M${CX} ${CY - 160}l-16-20h32Z" fill="${ink}"/>` +
              circ(CX, CY - 172, 5, '#fff')
            : dashRing(R - 24, 8, 60, 2, ink, ' transform="rotate(-1 400 500)"')) +
          ringNumbers(R - 36, labels, ink, 20),
      };
    }
    case 'hobnail':
      return {
        defs: `<pattern id="${id}k" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)"><rect width="12" height="12" fill="${shade(lineColour, 0.1)}"/><rect width="8" height="8" fill="#fff" opacity=".8"/></pattern>`,
        open: 164,
        markup:
          metalPart(ringD(CX, CY, R - 6, R - 6, 12), id, lineColour, 'n') +
          `<path d="${ringD(CX, CY, R - 18, R - 18, 14)}" fill="url(#${id}k)" stroke="${lineColour}" stroke-width="2"/>`,
      };
    case 'octagonal-screws': {
      const octagon = poly(8, 214, 22.5);
      const screws = Array.from({ length: 8 }, (_, k) => {
        const [x, y] = polar(CX, CY, 186, 22.5 + k * 45);
        return `<g transform="translate(${x} ${y}) rotate(${k * 17})"><path d="M-11 0L-5.5-9.5H5.5L11 0L5.5 9.5H-5.5Z" fill="url(#${id}m)" stroke="${lineColour}" stroke-width="2"/><path d="M-6 0H6" stroke="#000" stroke-opacity=".5" stroke-width="2.5"/></g>`;
      }).join('');
      return {
        defs: '',
        open: 150,
        markup:
          metalPart(octagon + ell(CX, CY, 156, 156, true), id, lineColour, 'n') +
          `<path d="${poly(8, 196, 22.5)}" fill="none" stroke="#fff" stroke-width="3" opacity=".55"/>` +
          edge(156) +
          screws,
      };
    }
    case 'maltese': {
      let d = '';
      for (let k = 0; k < 6; k++) {
        const a = k * 60;
        const p = (r: number, deg: number) => polar(CX, CY, r, deg).join(' ');
        d += `${k ? 'L' : 'M'}${p(R - 2, a - 22)}A${R - 2} ${R - 2} 0 0 1 ${p(R - 2, a + 22)}L${p(R - 16, a + 30)}`;
      }
      return {
        defs: '',
        open: 156,
        markup:
          metalPart(d + 'Z' + ell(CX, CY, 160, 160, true), id, lineColour, 'n') +
          `<circle cx="${CX}" cy="${CY}" r="170" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>` +
          edge(160),
      };
    }
    case 'smooth':
      return {
        defs: '',
        open: 160,
        markup:
          metalPart(ringD(CX, CY, R - 6, R - 6, 36), id, lineColour, 'n') +
          `<path d="${ell(CX, CY, R - 20, R - 20)}" fill="none" stroke="#fff" stroke-width="6" opacity=".55" stroke-dasharray="300 930"/>` +
          `<circle cx="${CX}" cy="${CY}" r="${R - 30}" fill="none" stroke="${tint(lineColour, 0.3)}" stroke-width="2" opacity=".5"/>`,
      };
    case 'none':
      return { defs: '', open: 178, markup: edge(178) };
  }
}
