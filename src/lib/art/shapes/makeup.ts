/**
 * Eye and lip wands, each a tube standing open with its applicator leaning beside it: a mascara
 * with its bristle brush, a lip gloss with its doe-foot. The variant's colour is the formula's.
 */
import { mix, tone } from '../colour';
import { circ, line, part, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

const SILVER = tone('#c9ccd0');

/**
 * A slim mascara tube in rose pink with a long matching cap, and its wand out: a silver collar,
 * a stem and a tapering brush coated in the formula.
 */
export function mascara(c: ShapeCtx): ShapeArt {
  const tube = tone('#e6a3b7');
  let bristles = '';
  for (let y = 662; y <= 794; y += 7) {
    const w = Math.round(26 - (y - 662) * 0.11);
    bristles += `M${520 - w} ${y}h${2 * w}`;
  }
  return {
    d: rrect(262, 420, 92, 400, 30),
    body: tube,
    shade: 'M322 420H354V820H322Z',
    hi: 'M274 446H288V796H274Z',
    over:
      part(rrect(286, 384, 44, 42, 6), SILVER, 4) +
      line('M290 396H326M290 408H326', SILVER.line, 2) +
      line('M308 480V740', tube.light, 10, ' opacity=".6"') +
      `<g transform="rotate(16 520 560)">` +
      part(rrect(512, 540, 16, 126, 6), tone('#2a2522'), 3) +
      line(bristles, c.main.line, 6) +
      line(bristles, c.main.base, 3) +
      line('M520 660V800', c.main.line, 6) +
      circ(520, 802, 6, c.main.line) +
      part(rrect(474, 230, 92, 300, 30), tube, 4) +
      `<path d="M486 250H500V510H486Z" fill="#fff" opacity=".3"/>` +
      part(rrect(478, 516, 84, 30, 6), SILVER, 4) +
      `</g>`,
    floor: [828, 230],
  };
}

/**
 * A squat lip-gloss tube of thick clear plastic showing the shimmering gloss, its clear cap off
 * and the oversized doe-foot applicator leaning beside it.
 */
export function lipGloss(c: ShapeCtx): ShapeArt {
  const gloss = c.main;
  const clear = tone(mix(gloss.base, '#ffffff', 0.78));
  const inner = 'M300 580Q300 548 334 548H402Q436 548 436 580V760Q436 776 420 776H316Q300 776 300 760Z';
  const specks = 'M320 600h0M368 620h0M414 578h0M340 670h0M404 690h0M352 740h0M416 746h0M318 716h0';
  const foot = 'M546 604Q524 644 530 694Q538 736 560 738Q582 736 590 694Q596 644 574 604Z';
  return {
    d: 'M280 576Q280 530 330 526H406Q456 530 456 576V782Q456 812 426 812H310Q280 812 280 782Z',
    body: clear,
    shade: 'M280 778H456V812H280Z',
    over:
      part(inner, gloss, 3) +
      line(specks, '#fff', 5, ' opacity=".7"') +
      `<path d="M288 576Q288 544 310 538V796Q288 792 288 770Z" fill="#fff" opacity=".45"/>` +
      part(rrect(332, 488, 72, 42, 8), SILVER, 4) +
      line('M336 500H400M336 512H400', SILVER.line, 2) +
      `<g transform="rotate(-12 560 520)">` +
      part(rrect(550, 414, 20, 196, 8), clear, 3) +
      part(foot, gloss, 4) +
      `<path d="M544 640Q540 680 552 716" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".45"/>` +
      `<path d="${rrect(500, 214, 120, 206, 36)}" fill="#fff" fill-opacity=".4" stroke="${clear.line}" stroke-width="4"/>` +
      `<path d="${rrect(546, 236, 28, 178, 10)}" fill="${gloss.base}" opacity=".55"/>` +
      `<path d="M514 240H528V396H514Z" fill="#fff" opacity=".6"/>` +
      `</g>`,
    floor: [818, 220],
  };
}
