/**
 * Leather court sneakers, side view facing right: a white base with overlays (toe cap and
 * mudguard, eyestay, heel) in the variant's colour, on a stitched cupsole. The high-top has a
 * padded ankle collar in the product's darkest colour; the low-top's heel piece runs up round the
 * collar. A model is suggested by its cut, panels and colour blocking, never by a mark.
 */
import { luminance, tone, type Tone } from '../colour';
import { line, part } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

const BASE = tone('#f7f5f0');
const SOLE = tone('#f1ece2');
const NYLON = tone('#ecebe7');

/** The outline and panels that differ between the cuts (the toe and sole are shared). */
interface Cut {
  /** Heel, collar and lace line down to the toe box. */
  top: string;
  tongue: string;
  /** The tongue's plain label. */
  tag: [number, number];
  heel: string;
  eyestay: string;
  /** The padded collar panel (high-tops only). */
  collar?: string;
  /** The lining showing along the collar's top edge. */
  lining: string;
  /** The lace line, from the collar to the toe box, and how many eyelets. */
  laces: [number, number, number, number, number];
  fit: string;
  floor: [number, number];
}

const TOE = 'L560 498Q636 508 682 538Q712 560 708 604Z';

const CUTS: Record<'high' | 'low', Cut> = {
  high: {
    top: 'M150 604C138 540 146 430 164 340Q168 318 192 318L312 306Q338 304 344 322',
    tongue: 'M338 336L348 266Q374 256 398 264L406 330L384 384Z',
    tag: [358, 276],
    heel: 'M150 604C144 552 146 480 152 410Q214 404 240 460Q268 526 330 560Q358 578 370 604Z',
    eyestay: 'M344 322L560 498Q576 522 544 534L312 364Z',
    collar:
      'M152 410C156 380 160 356 164 340Q168 318 192 318L312 306Q338 304 344 322L322 394Q230 390 152 410Z',
    lining: 'M176 324Q244 312 330 310',
    laces: [356, 334, 546, 490, 7],
    fit: 'translate(-78 -22) scale(1.12)',
    floor: [712, 300],
  },
  low: {
    top: 'M150 604C142 560 146 490 158 446Q164 428 186 430Q226 438 252 462Q292 446 328 432Q346 426 350 440',
    tongue: 'M340 456L344 398Q370 386 396 392L410 446L388 480Z',
    tag: [354, 402],
    heel: 'M150 604C142 560 146 490 158 446Q164 428 186 430Q218 436 246 458Q236 524 290 566Q316 584 326 604Z',
    eyestay: 'M350 440L560 498Q576 522 544 534L328 482Z',
    lining: 'M188 436Q226 444 252 468',
    laces: [366, 446, 546, 496, 5],
    fit: 'translate(-78 -96) scale(1.12)',
    floor: [640, 300],
  },
};

/** The product's darkest colour (the high-top's collar, the lining). */
function darkest(c: ShapeCtx): Tone {
  const all = [c.main.base, ...c.colours];
  return tone(all.reduce((a, b) => (luminance(b) < luminance(a) ? b : a)));
}

/** Short stitching along an edge. */
const stitch = (d: string, t: Tone): string => line(d, t.seam, 2.5, ' stroke-dasharray="6 5" opacity=".7"');

function court(c: ShapeCtx, cut: Cut): ShapeArt {
  const over = c.main;
  const trim = darkest(c);
  // Leather grain over the overlays too (the compose step only grains the body).
  const grain = (d: string): string =>
    c.pattern === 'solid' ? '' : `<path d="${d}" fill="url(#${c.uid}p)"/>`;
  const panel = (d: string, t: Tone): string => part(d, t, 4) + grain(d);
  const toeCap = 'M708 604Q712 560 682 538Q660 524 634 516Q626 548 600 560Q520 580 420 576Q404 590 410 604Z';
  const [x0, y0, x1, y1, n] = cut.laces;
  let laces = '';
  let eyelets = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    laces += `M${Math.round(x - 20)} ${Math.round(y + 10)}L${Math.round(x + 16)} ${Math.round(y - 14)}`;
    eyelets += `M${Math.round(x - 22)} ${Math.round(y + 24)}h0`;
  }
  // A white variant keeps its other colours on the outsole and tongue tag, so it still reads
  // as the colourway (white with red, white with black).
  const light = luminance(over.base) > 0.6;
  const other = c.colours.find((h) => luminance(h) < 0.3 && h.toLowerCase() !== over.base);
  const accent = light && other ? tone(other) : over;
  const outsole = light ? (other ? tone(tone(other).dark) : tone('#d9d3c8')) : tone(over.dark);
  let perf = '';
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 4 - r; k++) perf += `M${600 + k * 16 + r * 10} ${520 + r * 14}h0`;
  return {
    d: cut.top + TOE,
    body: BASE,
    under: part(cut.tongue, NYLON, 4),
    shade: 'M130 570Q420 596 720 576V620H130Z',
    over:
      line(perf, BASE.line, 5, ' opacity=".5"') +
      panel(toeCap, over) +
      stitch('M428 588Q520 590 604 572Q632 556 642 522', over) +
      panel(cut.heel, over) +
      panel(cut.eyestay, over) +
      (cut.collar ? panel(cut.collar, trim) + stitch('M160 398Q236 380 318 384', trim) : '') +
      line(cut.lining, trim.dark, 9) +
      part(`M${cut.tag[0]} ${cut.tag[1]}h30v20h-30Z`, accent, 3) +
      line(eyelets, over.line, 7) +
      line(laces, BASE.line, 13) +
      line(laces, BASE.base, 8) +
      part('M136 598H700Q724 600 720 618Q716 634 696 634H140Q130 616 136 598Z', SOLE, 4) +
      stitch('M146 612H704', SOLE) +
      part('M140 630H698Q712 630 708 644Q700 656 680 656H160Q140 654 140 630Z', outsole, 4),
    fit: cut.fit,
    floor: cut.floor,
  };
}

/** A leather high-top with a padded ankle collar. */
export const courtHigh = (c: ShapeCtx): ShapeArt => court(c, CUTS.high);
/** The same sneaker cut low, its heel piece running round the collar. */
export const courtLow = (c: ShapeCtx): ShapeArt => court(c, CUTS.low);
