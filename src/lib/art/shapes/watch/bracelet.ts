/**
 * Bracelets and straps: their outline (the body of the drawing, running off the top and bottom of
 * the picture as in a retailer's photograph) and the links, stitches or ribs drawn over it.
 */
import { shade, tint } from '../../colour';
import { circ, line, r1 } from '../../svg';
import type { Watch } from './spec';

/** Where the bracelet meets the case (its width there) and its width at the picture's edge. */
export interface BandFit {
  /** Distance from the centre (500) to where each half begins, under the case. */
  from: number;
  /** Width at the case and at the picture's edge. */
  w0: number;
  w1: number;
}

const CX = 400;
const CY = 500;
/** How far past the picture's edge the bands run. */
const EDGE = 530;

/** Half-width of the band at distance `t` (from..EDGE) from the centre. */
const halfAt = (f: BandFit, t: number): number =>
  (f.w0 + ((f.w1 - f.w0) * (t - f.from)) / (EDGE - f.from)) / 2;

/** The two halves of the band as one path (the body's outline). */
export function bandD(f: BandFit): string {
  const [a, b] = [halfAt(f, f.from), halfAt(f, EDGE)];
  return [-1, 1]
    .map(
      (s) =>
        `M${r1(CX - a)} ${CY + s * f.from}L${r1(CX - b)} ${CY + s * EDGE}H${r1(CX + b)}L${r1(CX + a)} ${CY + s * f.from}Z`,
    )
    .join('');
}

/** A horizontal segment across the band at distance `t`, from `u0` to `u1` of its width (-1..1). */
function across(f: BandFit, s: number, t: number, u0 = -1, u1 = 1): string {
  const h = halfAt(f, t);
  return `M${r1(CX + u0 * h)} ${r1(CY + s * t)}H${r1(CX + u1 * h)}`;
}

/** A strip along the band between `u0` and `u1` of its width, from `t0` outwards. */
function strip(f: BandFit, u0: number, u1: number, t0 = f.from): string {
  return [-1, 1]
    .map((s) => {
      const [a, b] = [halfAt(f, t0), halfAt(f, EDGE)];
      return `M${r1(CX + u0 * a)} ${CY + s * t0}L${r1(CX + u0 * b)} ${CY + s * EDGE}H${r1(CX + u1 * b)}L${r1(CX + u1 * a)} ${CY + s * t0}Z`;
    })
    .join('');
}

/** Lines along the band at `u` of its width (column joints, stitching). */
function along(f: BandFit, us: readonly number[], t0 = f.from): string {
  let d = '';
  for (const s of [-1, 1])
    for (const u of us)
      d += `M${r1(CX + u * halfAt(f, t0))} ${CY + s * t0}L${r1(CX + u * halfAt(f, EDGE))} ${CY + s * EDGE}`;
  return d;
}

/** Rows from the case outwards, `pitch` apart: calls `row(side, distance, index)`. */
function rows(start: number, pitch: number, row: (s: number, t: number, i: number) => string): string {
  let d = '';
  for (const s of [-1, 1]) for (let t = start, i = 0; t < EDGE; t += pitch, i++) d += row(s, t, i);
  return d;
}

/**
 * What a bracelet or strap adds over its outline: links, stitches, scales, ribs or a band's holes.
 * `id` prefixes its defs (polished links take the metal's gradient `{id}n`); `strap` is a strap's colour.
 */
export function bandDetail(
  b: Watch['bracelet'],
  f: BandFit,
  id: string,
  strap: string,
): { defs: string; over: string } {
  const joint = (d: string, w = 2.5) => line(d, '#000', w, ' opacity=".28"');
  const shine = (d: string, w = 2) => line(d, '#fff', w, ' opacity=".55"');
  const polished = (d: string) =>
    `<path d="${d}" fill="url(#${id}n)" stroke="#000" stroke-opacity=".25" stroke-width="2"/>`;
  const start = f.from + 40;
  switch (b) {
    case 'oyster':
      return {
        defs: '',
        over:
          polished(strip(f, -0.17, 0.17, start - 20)) +
          joint(rows(start, 50, (s, t) => across(f, s, t)) + along(f, [-0.17, 0.17], start - 20)) +
          shine(along(f, [-0.82, 0.82], start - 20)),
      };
    case 'jubilee':
      return {
        defs: '',
        over:
          polished(strip(f, -0.3, 0.3, start - 20)) +
          joint(
            rows(start, 44, (s, t) => across(f, s, t, -1, -0.3) + across(f, s, t, 0.3, 1)) +
              rows(start - 11, 22, (s, t, i) =>
                i % 2 ? across(f, s, t, -0.3, -0.1) + across(f, s, t, 0.1, 0.3) : across(f, s, t, -0.1, 0.1),
              ) +
              along(f, [-0.3, -0.1, 0.1, 0.3], start - 20),
          ),
      };
    case 'integrated':
      // H-links, brushed, with a small polished link in each joint.
      return {
        defs: '',
        over:
          joint(
            rows(start - 10, 48, (s, t) => across(f, s, t, -1, -0.2) + across(f, s, t, 0.2, 1)),
            3,
          ) +
          polished(
            rows(start - 10, 48, (s, t) => {
              const h = r1(halfAt(f, t) * 0.2);
              return `M${r1(CX - h)} ${r1(CY + s * t - 14)}h${r1(2 * h)}v28h${r1(-2 * h)}Z`;
            }),
          ) +
          shine(along(f, [-0.9, 0.9], start - 20)),
      };
    case 'cross-link':
      return {
        defs: '',
        over:
          polished(strip(f, -0.2, 0.2, start - 20)) +
          joint(
            rows(start, 40, (s, t) => {
              const h = halfAt(f, t);
              const y = r1(CY + s * t);
              return `M${r1(CX - h)} ${y}H${r1(CX - 0.34 * h)}L${r1(CX - 0.2 * h)} ${r1(y - s * 12)}M${r1(CX + 0.2 * h)} ${r1(y - s * 12)}L${r1(CX + 0.34 * h)} ${y}H${r1(CX + h)}M${r1(CX - 0.2 * h)} ${r1(y + s * 8)}H${r1(CX + 0.2 * h)}`;
            }),
          ),
      };
    case 'mesh':
      return {
        defs: `<pattern id="${id}h" patternUnits="userSpaceOnUse" width="10" height="10"><path d="M0 0L10 10M10 0L0 10" stroke="#000" stroke-opacity=".22" stroke-width="1.5"/></pattern>`,
        over: `<path d="${strip(f, -1, 1, start - 20)}" fill="url(#${id}h)"/>`,
      };
    case 'alligator':
      return {
        // Alligator scales: a grid of rounded tiles centred on the strap, under a band of gloss.
        defs: `<pattern id="${id}h" patternUnits="userSpaceOnUse" width="40" height="30" x="${CX - 20}"><rect x="1.5" y="1.5" width="37" height="27" rx="10" fill="#fff" fill-opacity=".04" stroke="#000" stroke-opacity=".5" stroke-width="2"/></pattern>`,
        over:
          `<path d="${strip(f, -0.84, 0.84, start - 30)}" fill="url(#${id}h)"/>` +
          line(along(f, [-0.4], start - 30), '#fff', 22, ' opacity=".08"') +
          stitches(f, strap, start - 30),
      };
    case 'leather':
      return { defs: '', over: stitches(f, strap, start - 30) + keeper(f, strap) };
    case 'rubber':
      return {
        defs: '',
        over: joint(
          rows(start, 22, (s, t) => across(f, s, t, -0.7, 0.7)),
          4,
        ),
      };
    case 'sport-band':
      return {
        defs: '',
        over:
          line(along(f, [-0.55], start - 30), '#fff', 6, ' opacity=".12"') +
          rows(f.from + 150, 34, (s, t, i) =>
            s > 0 && i < 9 ? circ(CX, CY + t, 6, shade(strap, 0.5), ' opacity=".8"') : '',
          ),
      };
  }
}

/** Stitching along both edges of a strap. */
function stitches(f: BandFit, colour: string, t0: number): string {
  return line(along(f, [-0.86, 0.86], t0), tint(colour, 0.5), 2.5, ' stroke-dasharray="7 6" opacity=".8"');
}

/** The strap's keeper: the loop that holds its tail, on the lower half. */
function keeper(f: BandFit, colour: string): string {
  const t = f.from + 250;
  const h = halfAt(f, t) + 4;
  return `<rect x="${r1(CX - h)}" y="${CY + t}" width="${r1(2 * h)}" height="30" rx="6" fill="${shade(colour, 0.15)}" stroke="${shade(colour, 0.5)}" stroke-width="3"/>`;
}
