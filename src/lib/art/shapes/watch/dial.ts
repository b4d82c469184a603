/**
 * Dials: the finish (sunburst, tapisserie grid, waves, guilloché, plain), the hour markers (applied
 * batons, Roman or Arabic numerals, lume dots), the minute track, a hint of printed text (never a
 * brand's name or mark) and the complications: date, small seconds, chronograph, moon phase.
 */
import { luminance, mix, shade, tint } from '../../colour';
import { circ, ell, line, polar, r1, rrect } from '../../svg';
import { dashRing } from './bezel';
import { radialBar } from './hands';
import type { Watch } from './spec';

const CX = 400;
const CY = 500;
const SERIF = `Georgia,'Times New Roman',serif`;
const SANS = 'Inter,Helvetica,Arial,sans-serif';
const ROMAN = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];

/** Ink for print on a dial: light on a dark dial, dark on a light one. */
export const inkOn = (dial: string): string => (luminance(dial) < 0.25 ? '#f3f1ea' : '#1c1c1e');

/** The dial's gradient (`{id}d`) and its texture pattern (`{id}x`), if it has one. */
export function dialDefs(w: Watch, id: string, dial: string): string {
  const light = tint(dial, 0.22);
  const dark = shade(dial, 0.35);
  const grad =
    w.dial === 'plain'
      ? `<linearGradient id="${id}d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(dial, 0.08)}"/><stop offset="1" stop-color="${shade(dial, 0.12)}"/></linearGradient>`
      : `<radialGradient id="${id}d" cx=".45" cy=".4" r=".7"><stop offset="0" stop-color="${light}"/><stop offset=".65" stop-color="${dial}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;
  const pattern = (pw: number, ph: number, body: string) =>
    `<pattern id="${id}x" patternUnits="userSpaceOnUse" width="${pw}" height="${ph}" x="${CX}" y="${CY}">${body}</pattern>`;
  if (w.dial === 'tapisserie')
    return (
      grad +
      pattern(
        15,
        15,
        `<path d="M2 13V2H13" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><path d="M13 2V13H2" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="2"/>`,
      )
    );
  if (w.dial === 'waves')
    return (
      grad +
      pattern(
        64,
        22,
        `<path d="M0 11q16-9 32 0t32 0" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="4"/><path d="M0 15q16-9 32 0t32 0" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="3"/>`,
      )
    );
  return grad;
}

/** The round dial's disc and its finish. */
export function dialFace(w: Watch, id: string, r: number, dial: string): string {
  let out = circ(CX, CY, r, `url(#${id}d)`);
  if (w.dial === 'tapisserie' || w.dial === 'waves') out += circ(CX, CY, r, `url(#${id}x)`);
  if (w.dial === 'sunburst') {
    // The light a sunburst dial catches: a bright bow tie across one diagonal, a dark one across the other.
    const tie = (deg: number) =>
      `M${CX} ${CY}L${polar(CX, CY, r, deg - 14).join(' ')}L${polar(CX, CY, r, deg + 14).join(' ')}ZM${CX} ${CY}L${polar(CX, CY, r, deg + 166).join(' ')}L${polar(CX, CY, r, deg + 194).join(' ')}Z`;
    out += `<path d="${tie(-45)}" fill="#fff" opacity=".17"/><path d="${tie(45)}" fill="#000" opacity=".14"/>`;
  }
  if (w.dial === 'guilloche') {
    let d = '';
    for (let k = 12; k < r - 20; k += 9) d += ell(CX, CY, k, k);
    out += line(d, inkOn(dial), 1.5, ' opacity=".18"');
  }
  return out;
}

/** Where a complication takes an hour marker's place. */
function skipped(w: Watch): Set<number> {
  const out = new Set<number>();
  if (w.complications.includes('date')) out.add(3);
  if (w.complications.some((c) => c === 'date-at-6' || c === 'small-seconds' || c === 'moonphase'))
    out.add(6);
  if (w.complications.includes('chronograph')) [3, 6, 9].forEach((h) => out.add(h));
  return out;
}

export interface MarkerColours {
  metal: string;
  outline: string;
  lume: string;
}

/** Hour markers and the minute track of a round dial of radius `r`. */
export function markers(w: Watch, r: number, dial: string, c: MarkerColours): string {
  const ink = inkOn(dial);
  const skip = skipped(w);
  const lume = w.hands === 'baton' || w.hands === 'skeleton';
  const track = dashRing(r - 6, 9, 60, 1.6, ink, ' opacity=".7" transform="rotate(-.5 400 500)"');
  const hours = [...Array(12).keys()].filter((h) => !skip.has(h));
  if (w.indices === 'roman' || w.indices === 'arabic') {
    const roman = w.indices === 'roman';
    const text = hours
      .map((h) => {
        const [x, y] = polar(CX, CY, r - (roman ? 40 : 38), h * 30);
        return `<text x="${x}" y="${y}"${roman ? ` transform="rotate(${h * 30} ${x} ${y})"` : ''}>${roman ? ROMAN[h] : h || 12}</text>`;
      })
      .join('');
    return (
      track +
      `<g fill="${ink}" font-family="${roman ? SERIF : SANS}" font-size="${roman ? 34 : 38}" font-weight="${roman ? 400 : 600}" text-anchor="middle" dominant-baseline="central">${text}</g>`
    );
  }
  let bars = '';
  let glow = '';
  let dots = '';
  for (const h of hours) {
    const a = h * 30;
    if (w.indices === 'dots' && h % 3) {
      dots += `M${polar(CX, CY, r - 34, a).join(' ')}h0`;
      continue;
    }
    if (w.indices === 'dots' && h === 0) {
      bars += `M${polar(CX, CY, r - 14, -6).join(' ')}L${polar(CX, CY, r - 14, 6).join(' ')}L${polar(CX, CY, r - 58, 0).join(' ')}Z`;
      continue;
    }
    const long = w.indices === 'dots' ? 44 : 38;
    if (h === 0 && w.indices === 'batons')
      for (const s of [-1, 1]) {
        bars += radialBar(r - 14, r - 14 - long, 12, s * 3.6, 12);
        glow += radialBar(r - 20, r - 8 - long, 4, s * 3.6, 4);
      }
    else {
      bars += radialBar(r - 14, r - 14 - long, 14, a, 14);
      glow += radialBar(r - 20, r - 8 - long, 5, a, 5);
    }
  }
  return (
    track +
    (dots ? line(dots, c.outline, 36) + line(dots, c.lume, 27) : '') +
    `<path d="${bars}" fill="${c.metal}" stroke="${c.outline}" stroke-width="2.5" stroke-linejoin="round"/>` +
    (lume && glow ? `<path d="${glow}" fill="${c.lume}"/>` : '')
  );
}

/** Short lines where a dial's maker prints its name and the model: suggested, never spelt out. */
export function printLines(w: Watch, r: number, dial: string): string {
  const ink = inkOn(dial);
  const low = w.complications.some(
    (c) => c === 'date-at-6' || c === 'small-seconds' || c === 'moonphase' || c === 'chronograph',
  );
  const top = `M${CX - 34} ${CY - r * 0.5}h68M${CX - 20} ${CY - r * 0.5 + 16}h40`;
  const bottom = low ? '' : `M${CX - 30} ${CY + r * 0.42}h60M${CX - 22} ${CY + r * 0.42 + 14}h44`;
  return line(top + bottom, ink, 4, ' opacity=".55"');
}

/** Date window, small seconds, chronograph counters or a moon phase on a round dial of radius `r`. */
export function complications(w: Watch, r: number, dial: string, c: MarkerColours): string {
  const ink = inkOn(dial);
  const sub = (x: number, y: number, rad: number, hand: number) =>
    circ(x, y, rad, shade(dial, 0.18), ` stroke="${c.outline}" stroke-width="2" stroke-opacity=".4"`) +
    `<circle cx="${x}" cy="${y}" r="${rad - 6}" fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="1.5 ${r1((2 * Math.PI * (rad - 6)) / 30 - 1.5)}" opacity=".7"/>` +
    `<path d="M${x} ${y}L${polar(x, y, rad - 8, hand).join(' ')}" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
    circ(x, y, 4, ink);
  const dateBox = (x: number, y: number) =>
    `<path d="${rrect(x - 24, y - 19, 48, 38, 3)}" fill="#f7f5ef" stroke="${c.outline}" stroke-width="3"/>` +
    `<text x="${x}" y="${y + 1}" fill="#1c1c1e" font-family="${SANS}" font-size="26" font-weight="600" text-anchor="middle" dominant-baseline="central">15</text>`;
  let out = '';
  for (const k of w.complications) {
    if (k === 'date') out += dateBox(CX + r * 0.66, CY);
    if (k === 'date-at-6') out += dateBox(CX, CY + r * 0.66);
    if (k === 'small-seconds') out += sub(CX, CY + r * 0.5, r * 0.27, 140);
    if (k === 'chronograph')
      out +=
        sub(CX - r * 0.48, CY, r * 0.22, 200) +
        sub(CX + r * 0.48, CY, r * 0.22, 30) +
        sub(CX, CY + r * 0.48, r * 0.22, 300);
    if (k === 'moonphase') {
      const y = CY + r * 0.5;
      out +=
        `<path d="M${CX - 56} ${y + 16}A56 56 0 0 1 ${CX + 56} ${y + 16}Z" fill="#1b2a55" stroke="${c.outline}" stroke-width="3"/>` +
        circ(CX + 8, y - 12, 20, mix('#e9d48c', '#ffffff', 0.2)) +
        circ(CX - 30, y - 2, 2.5, '#fff') +
        circ(CX + 36, y + 4, 2, '#fff');
    }
  }
  return out;
}
