/**
 * Cream pots that are not the plain jar: a wide pharmacy tub with a ridged screw lid and a
 * clinical label, and a taller hair-cream jar with a flat white lid and a wraparound label.
 * The variant's colour is the pot's.
 */
import { shade, tone } from '../colour';
import { ell, line, part, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

const WHITE = tone('#f8f8f6');

/** A wide, low tub: a ridged white lid nearly as wide as the body, and a label in pharmacy blue. */
export function tub(_c: ShapeCtx): ShapeArt {
  const blue = '#2a63b0';
  let ridges = '';
  for (let x = 212; x <= 588; x += 16) ridges += `M${x} 506V${x < 260 || x > 540 ? 566 : 574}`;
  return {
    d: 'M202 566V764Q202 806 400 806Q598 806 598 764V566Z',
    shade: 'M540 566H598V800H540Z',
    hi: 'M222 580H240V776H222Z',
    over:
      part('M192 486V560Q192 590 400 590Q608 590 608 560V486Z', WHITE, 4) +
      line(ridges, shade(WHITE.base, 0.12), 3) +
      part(ell(400, 486, 208, 34), tone('#ffffff'), 4) +
      `<path d="M214 500V556Q224 574 252 578V510Z" fill="#fff" opacity=".5"/>` +
      line('M276 648H448', blue, 16) +
      line('M276 682H400M276 706H372', blue, 6) +
      part(rrect(456, 690, 80, 44, 12), tone(blue), 3) +
      line('M470 712H522', '#fff', 4) +
      `<path d="M202 752Q400 790 598 752V766Q400 806 202 766Z" fill="${blue}" opacity=".85"/>`,
    floor: [814, 230],
  };
}

/**
 * A straight-sided jar taller than the tub, its flat white lid a little wider, with a bold dark
 * name band, an amber ribbon and a leaf on the label.
 */
export function creamJar(c: ShapeCtx): ShapeArt {
  const ink = '#2b2118';
  const amber = tone('#d98a1f');
  return {
    d: 'M256 478V786Q256 814 400 814Q544 814 544 786V478Z',
    shade: 'M500 478H544V810H500Z',
    hi: 'M270 500H286V790H270Z',
    over:
      part('M244 414V474Q244 498 400 498Q556 498 556 474V414Z', WHITE, 4) +
      part(ell(400, 414, 156, 26), tone('#ffffff'), 4) +
      line('M244 470Q400 494 556 470', shade(WHITE.base, 0.15), 3) +
      line('M318 566H482', ink, 26) +
      part('M286 612H514L498 634L514 656H286L302 634Z', amber, 3) +
      line('M334 634H466', '#fff', 5) +
      line('M330 690H470M350 716H450', shade(c.main.base, 0.55), 6) +
      part('M400 742Q430 756 420 784Q400 790 392 770Q388 752 400 742Z', tone('#5f7f3a'), 3),
    floor: [820, 200],
  };
}
