/**
 * Fabric patterns as SVG <pattern>/<linearGradient> defs, filled over an item's body.
 * Every def takes its id from the caller so several SVGs on one page never collide.
 */
import type { ArtPattern } from '../taxonomy';
import { tint, shade, luminance, type Tone } from './colour';

export interface PatternCtx {
  main: Tone;
  acc: Tone;
  acc2: Tone;
  /** How many colours the product itself listed (patterns fall back to tradition). */
  given: number;
  rnd: () => number;
}

const pat = (id: string, w: number, h: number, body: string, rot = 0): string =>
  `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${
    rot ? ` patternTransform="rotate(${rot})"` : ''
  }>${body}</pattern>`;

/** Maasai bead colours. */
const BEADS = ['#c8102e', '#f4f1ea', '#1f5fa8', '#f2b705', '#2e8b57', '#1a1a1a', '#e86a1c'];

/** Dots drawn as zero-length round-capped strokes: compact rows of beads. */
function beadRows(rows: readonly string[][], step: number, size: number): string {
  const byColour = new Map<string, string>();
  rows.forEach((row, y) =>
    row.forEach((c, x) => {
      const cx = step / 2 + x * step + (y % 2 ? step / 2 : 0);
      byColour.set(c, (byColour.get(c) ?? '') + `M${cx} ${step / 2 + y * step}h0`);
      if (y % 2 && x === row.length - 1)
        byColour.set(c, (byColour.get(c) ?? '') + `M${cx - row.length * step} ${step / 2 + y * step}h0`);
    }),
  );
  return [...byColour]
    .map(([c, d]) => `<path d="${d}" stroke="${c}" stroke-width="${size}" stroke-linecap="round"/>`)
    .join('');
}

/**
 * The def for a pattern with the given id, or '' for solid. The def is meant to fill a
 * copy of the body over its plain fill (so transparent gaps show the main colour).
 */
export function patternDef(p: ArtPattern, id: string, c: PatternCtx): string {
  const { main, acc, acc2, rnd } = c;
  const lightOnDark = luminance(main.base) < 0.18;
  switch (p) {
    case 'solid':
      return '';
    case 'kitenge': {
      const rot = [0, 15, 30, 45][Math.floor(rnd() * 4)] ?? 0;
      const cream = '#f6efe4';
      const motif = (x: number, y: number): string =>
        `<circle cx="${x}" cy="${y}" r="27" fill="${acc.base}"/><circle cx="${x}" cy="${y}" r="17" fill="none" stroke="${cream}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="7" fill="${acc2.base}"/>`;
      const leaf = (x: number, y: number, a: number): string =>
        `<path d="M${x - 22} ${y}Q${x} ${y - 16} ${x + 22} ${y}Q${x} ${y + 16} ${x - 22} ${y}Z" fill="${acc2.base}" transform="rotate(${a} ${x} ${y})"/>`;
      return pat(
        id,
        140,
        140,
        `<rect width="140" height="140" fill="${main.base}"/>${motif(35, 35)}${motif(105, 105)}${leaf(105, 35, -45)}${leaf(35, 105, 45)}` +
          `<path d="M105 35h0M35 105h0M0 70h0M70 0h0M140 70h0M70 140h0M70 70h0" stroke="${cream}" stroke-width="9" stroke-linecap="round"/>`,
        rot,
      );
    }
    case 'kikoi-stripes':
      return pat(
        id,
        120,
        120,
        `<path d="M0 9H120M0 25H120M0 37H120" stroke="${acc.base}" stroke-width="8"/><path d="M0 17H120M0 31H120" stroke="${acc2.base}" stroke-width="3"/><path d="M0 70H120" stroke="${tint(main.base, 0.35)}" stroke-width="4"/>`,
      );
    case 'shuka-check': {
      const blue = c.given > 1 ? acc.base : '#23366f';
      const ink = '#161616';
      return pat(
        id,
        96,
        96,
        `<g opacity=".62"><path d="M12 0V96M0 12H96" stroke="${blue}" stroke-width="22"/><path d="M48 0V96M0 48H96" stroke="${ink}" stroke-width="5"/><path d="M72 0V96M0 72H96" stroke="${blue}" stroke-width="8"/></g><path d="M31 0V96M0 31H96" stroke="${lightOnDark ? '#f4f1ea' : ink}" stroke-width="2" opacity=".5"/>`,
      );
    }
    case 'pinstripe':
      return pat(
        id,
        22,
        22,
        `<path d="M11 0V22" stroke="${lightOnDark ? tint(main.base, 0.55) : shade(main.base, 0.35)}" stroke-width="1.6" opacity=".8"/>`,
      );
    case 'denim':
      return pat(
        id,
        9,
        9,
        `<path d="M-2 2L2-2M0 9L9 0M7 11L11 7" stroke="#fff" stroke-width="1.8" opacity=".2"/><path d="M-2 6L6-2M3 11L11 3" stroke="#000" stroke-width="1.2" opacity=".12"/>`,
      );
    case 'knit':
      return pat(
        id,
        48,
        36,
        `<path d="M1 0L6 8L11 0M13 0L18 8L23 0M1 9L6 17L11 9M13 9L18 17L23 9M1 18L6 26L11 18M13 18L18 26L23 18M1 27L6 35L11 27M13 27L18 35L23 27" fill="none" stroke="${main.seam}" stroke-width="2.2" opacity=".55"/>` +
          `<path d="M29 0C29 9 43 9 43 18S29 27 29 36M43 0C43 9 29 9 29 18S43 27 43 36" fill="none" stroke="${main.light}" stroke-width="4.5" opacity=".55"/><path d="M26 0V36M46 0V36" stroke="${main.seam}" stroke-width="2" opacity=".5"/>`,
      );
    case 'leather': {
      let d = '';
      for (let i = 0; i < 14; i++) {
        const x = Math.round(rnd() * 56 + 2);
        const y = Math.round(rnd() * 56 + 2);
        d += `M${x} ${y}q3 ${rnd() > 0.5 ? 2 : -2} 6 0`;
      }
      return pat(
        id,
        60,
        60,
        `<path d="${d}" fill="none" stroke="${main.seam}" stroke-width="1.4" opacity=".35"/>`,
      );
    }
    case 'beadwork': {
      const pool = [main.base, acc.base, acc2.base, ...BEADS];
      const pick = (): string => pool[Math.floor(rnd() * pool.length)] ?? '#c8102e';
      const rowsCols = [pick(), pick(), pick(), '#f4f1ea'];
      const rows: string[][] = rowsCols.map((rc, y) =>
        Array.from({ length: 6 }, (_v, x) => ((x + y) % 6 === 0 || (x - y + 6) % 6 === 3 ? pick() : rc)),
      );
      return pat(
        id,
        84,
        56,
        `<rect width="84" height="56" fill="${shade(main.base, 0.45)}"/>${beadRows(rows, 14, 12)}`,
      );
    }
    case 'floral': {
      const flower = (x: number, y: number, rr: number, fill: string, mid: string): string => {
        let s = '';
        for (let k = 0; k < 5; k++) {
          const a = (k * 72 * Math.PI) / 180;
          s += `<circle cx="${Math.round(x + Math.sin(a) * rr)}" cy="${Math.round(y - Math.cos(a) * rr)}" r="${Math.round(rr * 0.85)}"/>`;
        }
        return `<g fill="${fill}">${s}</g><circle cx="${x}" cy="${y}" r="${Math.round(rr * 0.55)}" fill="${mid}"/>`;
      };
      const leafC = acc2.base;
      return pat(
        id,
        130,
        130,
        `<path d="M62 40Q80 30 92 44Q76 54 62 40ZM20 98Q30 80 46 86Q38 102 20 98Z" fill="${leafC}"/>${flower(32, 34, 13, acc.base, acc2.base)}${flower(98, 92, 10, lightOnDark ? main.light : tint(acc.base, 0.45), acc.base)}<circle cx="100" cy="20" r="4" fill="${acc.base}"/><circle cx="30" cy="118" r="3" fill="${acc2.base}"/>`,
        Math.floor(rnd() * 4) * 10,
      );
    }
    case 'metallic':
      return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".28" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#000" stop-opacity=".2"/><stop offset=".64" stop-color="#fff" stop-opacity=".5"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;
    default:
      return ''; // unvalidated data: draw plain
  }
}

/** Attributes for drawing seams: stitching for denim and leather, a fine line otherwise. */
export function seamAttrs(p: ArtPattern, main: Tone): string {
  if (p === 'denim') return `stroke="#d9a441" stroke-width="3" stroke-dasharray="7 5"`;
  if (p === 'leather') return `stroke="${main.light}" stroke-width="2.5" stroke-dasharray="6 5"`;
  return `stroke="${main.seam}" stroke-width="3" opacity=".75"`;
}
