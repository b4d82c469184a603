/** Small SVG string helpers: escaping, number rounding, symmetric paths and common parts. */
import type { Tone } from './colour';

/** Escapes text for XML element content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Rounds to at most one decimal place. */
export const r1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * One path segment by its numbers: `[x, y]` line, `[cx, cy, x, y]` quadratic,
 * `[c1x, c1y, c2x, c2y, x, y]` cubic.
 */
export type Seg = readonly number[];

const segCmd = (s: Seg): string => (s.length === 2 ? 'L' : s.length === 4 ? 'Q' : 'C') + s.map(r1).join(' ');

/** An open or closed path from a start point and segments. */
export function path(start: readonly [number, number], segs: readonly Seg[], close = true): string {
  return `M${r1(start[0])} ${r1(start[1])}` + segs.map(segCmd).join('') + (close ? 'Z' : '');
}

/**
 * A closed outline symmetric about the vertical line `x = axis`: give the left half from
 * its first point (usually on the axis, top) to its last (usually on the axis, bottom);
 * the right half is mirrored back.
 */
export function sym(start: readonly [number, number], segs: readonly Seg[], axis = 400): string {
  const m = (x: number): number => 2 * axis - x;
  const pts: (readonly [number, number])[] = [start];
  for (const s of segs) pts.push([s[s.length - 2] ?? 0, s[s.length - 1] ?? 0]);
  const back: Seg[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] ?? [];
    const p = pts[i] ?? start;
    const ctrl: number[] = [];
    // control points in reverse order, mirrored
    for (let k = s.length - 4; k >= 0; k -= 2) ctrl.push(m(s[k] ?? 0), s[k + 1] ?? 0);
    back.push([...ctrl, m(p[0]), p[1]]);
  }
  const last = pts[pts.length - 1] ?? start;
  const join: Seg[] = Math.abs(m(last[0]) - last[0]) > 0.05 ? [[m(last[0]), last[1]]] : [];
  return path(start, [...segs, ...join, ...back]);
}

/**
 * Maps a path's coordinates: absolute points through `fx`/`fy`, relative offsets by
 * `sx` (−1 mirrors). Handles M L H V Q C A Z in both cases.
 */
function mapD(d: string, fx: (x: number) => number, fy: (y: number) => number, sx: 1 | -1): string {
  return d.replace(/([MLHVQCAZmlhvqcaz])([^MLHVQCAZmlhvqcaz]*)/g, (_all, c: string, nums: string) => {
    const v = nums.trim()
      ? nums
          .trim()
          .split(/[\s,]+|(?=-)/)
          .filter(Boolean)
          .map(Number)
      : [];
    const rel = c === c.toLowerCase();
    const up = c.toUpperCase();
    const out = v.map((n, i) => {
      if (up === 'H') return rel ? sx * n : fx(n);
      if (up === 'V') return rel ? n : fy(n);
      if (up === 'A') {
        const k = i % 7;
        if (k === 4) return sx === -1 ? 1 - n : n;
        if (k === 5) return rel ? sx * n : fx(n);
        if (k === 6) return rel ? n : fy(n);
        return n;
      }
      if (i % 2 === 0) return rel ? sx * n : fx(n);
      return rel ? n : fy(n);
    });
    return c + out.map(r1).join(' ');
  });
}

/** Mirrors a path about the vertical line `x = axis`. */
export const mirrorD = (d: string, axis = 400): string =>
  mapD(
    d,
    (x) => 2 * axis - x,
    (y) => y,
    -1,
  );

/** Translates a path. */
export const shiftD = (d: string, dx: number, dy: number): string =>
  mapD(
    d,
    (x) => x + dx,
    (y) => y + dy,
    1,
  );

/** An ellipse as a path; `ccw` reverses the direction (to cut holes under nonzero fill). */
export function ell(cx: number, cy: number, rx: number, ry: number, ccw = false): string {
  const s = ccw ? 1 : 0;
  return `M${r1(cx - rx)} ${r1(cy)}a${r1(rx)} ${r1(ry)} 0 1 ${s} ${r1(2 * rx)} 0a${r1(rx)} ${r1(ry)} 0 1 ${s} ${r1(-2 * rx)} 0Z`;
}

/** An elliptical ring (band of width `w`) as a path with a hole. */
export const ringD = (cx: number, cy: number, rx: number, ry: number, w: number): string =>
  ell(cx, cy, rx, ry) + ell(cx, cy, rx - w, ry - w, true);

/** A rounded rectangle as a path; `ccw` reverses the direction. */
export function rrect(x: number, y: number, w: number, h: number, rad: number, ccw = false): string {
  const q = Math.min(rad, w / 2, h / 2);
  const [a, b, c, d] = [x, y, x + w, y + h].map(r1) as [number, number, number, number];
  const k = r1(q);
  if (!ccw)
    return `M${a + k} ${b}H${c - k}Q${c} ${b} ${c} ${b + k}V${d - k}Q${c} ${d} ${c - k} ${d}H${a + k}Q${a} ${d} ${a} ${d - k}V${b + k}Q${a} ${b} ${a + k} ${b}Z`;
  return `M${a + k} ${b}Q${a} ${b} ${a} ${b + k}V${d - k}Q${a} ${d} ${a + k} ${d}H${c - k}Q${c} ${d} ${c} ${d - k}V${b + k}Q${c} ${b} ${c - k} ${b}Z`;
}

/** A filled, outlined part in a tone. */
export const part = (d: string, t: Tone, sw = 4, extra = ''): string =>
  `<path d="${d}" fill="${t.base}" stroke="${t.line}" stroke-width="${sw}" stroke-linejoin="round"${extra}/>`;

/** A stroked line path (no fill). */
export const line = (d: string, stroke: string, sw = 3, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** A circle. */
export const circ = (cx: number, cy: number, rad: number, fill: string, extra = ''): string =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad)}" fill="${fill}"${extra}/>`;

/** A ribbon (band of width `w`) along a polyline centre line, as a closed path. */
export function ribbon(pts: readonly (readonly [number, number])[], w: number): string {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i] ?? [0, 0];
    const a = pts[Math.max(0, i - 1)] ?? p;
    const b = pts[Math.min(pts.length - 1, i + 1)] ?? p;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * (w / 2);
    const ny = (dx / len) * (w / 2);
    left.push([p[0] + nx, p[1] + ny]);
    right.push([p[0] - nx, p[1] - ny]);
  }
  const all = [...left, ...right.reverse()];
  return 'M' + all.map((p) => `${Math.round(p[0])} ${Math.round(p[1])}`).join('L') + 'Z';
}

/** Samples a cubic Bézier into `n + 1` points. */
export function bezierPts(
  p0: readonly [number, number],
  c1: readonly [number, number],
  c2: readonly [number, number],
  p1: readonly [number, number],
  n = 16,
): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const f = (k: 0 | 1): number =>
      u * u * u * p0[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t * t * t * p1[k];
    out.push([f(0), f(1)]);
  }
  return out;
}

/** Point on a circle, angle in degrees clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, rad: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [r1(cx + rad * Math.sin(a)), r1(cy - rad * Math.cos(a))];
}

/** A strap: a stroked line with an outline (a wider darker stroke under it). */
export const strap = (d: string, t: Tone, w: number, extra = ''): string =>
  line(d, t.line, w + 6, extra) + line(d, t.base, w, extra);
