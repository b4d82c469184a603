/**
 * Smart watch faces on a black screen centred at (400, 500): activity rings, a modular face, an
 * analogue face with complications, large digits, a runner's data face, a monochrome outdoor face
 * and a digital chronograph. Each shows the time (10:09) and the data such a watch shows.
 */
import { circ, line, polar, r1 } from '../../svg';
import { dashRing } from './bezel';
import { handsOf } from './hands';
import type { Watch } from './spec';

const CX = 400;
const CY = 500;
const SANS = 'Inter,system-ui,Helvetica,Arial,sans-serif';
const RED = '#fa3a5a';
const GREEN = '#9be22d';
const CYAN = '#35d7e8';
const ORANGE = '#ff8a1f';
const WHITE = '#f4f4f2';

/** Text on the screen: centred unless `anchor` says start or end; `bold` for the large digits. */
function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  anchor = 'middle',
  bold = false,
): string {
  return `<text x="${r1(x)}" y="${r1(y)}" fill="${fill}" font-family="${SANS}" font-size="${r1(size)}" font-weight="${bold ? 700 : 600}" text-anchor="${anchor}" dominant-baseline="central">${body}</text>`;
}

/** An arc gauge: a faint full ring and `f` of it bright, starting at 12 o'clock. */
function gauge(gx: number, gy: number, radius: number, w: number, colour: string, f: number): string {
  const [x, y, r] = [r1(gx), r1(gy), r1(radius)];
  const c = 2 * Math.PI * r;
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${r1(w)}" opacity=".25"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${r1(w)}" stroke-linecap="round" stroke-dasharray="${r1(c * f)} ${r1(c)}" transform="rotate(-90 ${x} ${y})"/>`
  );
}

/** The watch face drawn on a screen of half-width `hw` and half-height `hh`. */
export function faceOf(face: Watch['face'], hw: number, hh: number): string {
  const s = Math.min(hw, hh);
  switch (face) {
    case 'rings':
      return (
        text(CX, CY - hh * 0.62, s * 0.44, WHITE, '10:09') +
        gauge(CX, CY + hh * 0.2, s * 0.62, s * 0.15, RED, 0.78) +
        gauge(CX, CY + hh * 0.2, s * 0.44, s * 0.15, GREEN, 0.6) +
        gauge(CX, CY + hh * 0.2, s * 0.26, s * 0.15, CYAN, 0.9)
      );
    case 'modular': {
      const row = (y: number, colour: string, big: string, small: string) =>
        circ(CX - hw * 0.66, y, s * 0.1, colour) +
        text(CX - hw * 0.46, y, s * 0.2, WHITE, big, 'start') +
        text(CX + hw * 0.78, y, s * 0.14, colour, small, 'end');
      return (
        text(CX - hw * 0.8, CY - hh * 0.62, s * 0.13, RED, 'MON 15', 'start') +
        text(CX + hw * 0.82, CY - hh * 0.62, s * 0.3, WHITE, '10:09', 'end') +
        row(CY - hh * 0.08, RED, '72', 'BPM') +
        row(CY + hh * 0.26, GREEN, '8,432', 'STEPS') +
        row(CY + hh * 0.6, CYAN, '24°', 'NBO')
      );
    }
    case 'analogue':
      return (
        dashRing(s * 0.93, s * 0.07, 60, 2, WHITE, ' opacity=".5"') +
        dashRing(s * 0.9, s * 0.13, 12, 5, WHITE) +
        gauge(CX - s * 0.45, CY, s * 0.17, 6, CYAN, 0.7) +
        text(CX - s * 0.45, CY, s * 0.11, WHITE, '72') +
        gauge(CX + s * 0.45, CY, s * 0.17, 6, GREEN, 0.55) +
        text(CX + s * 0.45, CY, s * 0.11, WHITE, '84%') +
        text(CX, CY + s * 0.46, s * 0.12, ORANGE, 'MON 15') +
        handsOf('baton', s * 0.84, { metal: WHITE, outline: '#0b0c0e', lume: '#6d7178', seconds: ORANGE })
      );
    case 'digital': {
      // A tall narrow screen (a fitness band) sets its digits to its width.
      const big = hh > 1.6 * hw ? hw * 1.05 : s * 0.58;
      const small = hh > 1.6 * hw ? hw * 0.3 : s * 0.13;
      return (
        text(CX, CY - big * 0.5, big, WHITE, '10', 'middle', true) +
        text(CX, CY + big * 0.36, big, CYAN, '09', 'middle', true) +
        text(CX, CY - big * 0.5 - small * 3.2, small, '#c9ccd2', 'MON 15') +
        text(CX, CY + big * 0.36 + small * 3.4, small, GREEN, hh > 1.6 * hw ? '8,432' : '8,432 steps')
      );
    }
    case 'sport':
      return (
        `<path d="M${polar(CX, CY, s * 0.9, 232).join(' ')}A${r1(s * 0.9)} ${r1(s * 0.9)} 0 0 1 ${polar(CX, CY, s * 0.9, 308).join(' ')}" fill="none" stroke="${CYAN}" stroke-width="${r1(s * 0.07)}" stroke-linecap="round"/>` +
        `<path d="M${polar(CX, CY, s * 0.9, 52).join(' ')}A${r1(s * 0.9)} ${r1(s * 0.9)} 0 0 1 ${polar(CX, CY, s * 0.9, 128).join(' ')}" fill="none" stroke="${ORANGE}" stroke-width="${r1(s * 0.07)}" stroke-linecap="round"/>` +
        text(CX, CY - s * 0.52, s * 0.13, '#b8bcc4', 'MON 15') +
        text(CX, CY - s * 0.12, s * 0.48, WHITE, '10:09', 'middle', true) +
        line(`M${CX - s * 0.6} ${r1(CY + s * 0.22)}H${CX + s * 0.6}`, '#4a4e56', 3) +
        text(CX - s * 0.3, CY + s * 0.44, s * 0.16, RED, '♥ 72') +
        text(CX + s * 0.3, CY + s * 0.44, s * 0.16, WHITE, '8,432')
      );
    case 'mono': {
      const ink = '#141613';
      return (
        circ(CX, CY, s, '#a9ae9f') +
        circ(CX + s * 0.5, CY - s * 0.5, s * 0.3, '#141613') +
        gauge(CX + s * 0.5, CY - s * 0.5, s * 0.2, 6, '#a9ae9f', 0.65) +
        text(CX - s * 0.12, CY - s * 0.34, s * 0.15, ink, 'MON 15') +
        text(CX - s * 0.05, CY + s * 0.04, s * 0.46, ink, '10:09', 'middle', true) +
        line(`M${CX - s * 0.7} ${r1(CY + s * 0.32)}H${CX + s * 0.7}`, ink, 3) +
        text(CX, CY + s * 0.55, s * 0.16, ink, '8,432')
      );
    }
    case 'chrono': {
      const sub = (x: number, deg: number) =>
        `<circle cx="${x}" cy="${CY}" r="${r1(s * 0.22)}" fill="#1b1d21" stroke="#5b5f66" stroke-width="2"/>` +
        line(`M${x} ${CY}L${polar(x, CY, s * 0.18, deg).join(' ')}`, WHITE, 3);
      return (
        dashRing(s * 0.9, s * 0.12, 60, 2, WHITE, ' opacity=".6"') +
        dashRing(s * 0.86, s * 0.2, 12, 6, WHITE) +
        sub(CX - s * 0.42, 220) +
        sub(CX + s * 0.42, 40) +
        text(CX, CY + s * 0.46, s * 0.12, RED, '00:42') +
        handsOf('baton', s * 0.84, { metal: WHITE, outline: '#0b0c0e', lume: '#9a9ea6', seconds: RED })
      );
    }
  }
}
