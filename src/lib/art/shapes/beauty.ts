/** Beauty: perfume, serum, jar, lipstick, palette, hair-oil. */
import { mix, shade, tint, tone } from '../colour';
import { circ, ell, line, part, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

export const LABEL = tone('#f7f3ec');
export const BLACK = tone('#1d1a17');

/** A label with two short text lines. */
export const label = (x: number, y: number, w: number, h: number, ink: string): string =>
  part(rrect(x, y, w, h, 8), LABEL, 3) +
  line(
    `M${x + w * 0.22} ${y + h * 0.4}H${x + w * 0.78}M${x + w * 0.32} ${y + h * 0.64}H${x + w * 0.68}`,
    ink,
    6,
  );

export function perfume(c: ShapeCtx): ShapeArt {
  return {
    d: rrect(240, 430, 320, 370, 46),
    shade: 'M490 430H560V800H490Z',
    hi: 'M270 470H292V760H270ZM306 470H314V760H306Z',
    seams: rrect(262, 452, 276, 326, 30),
    over:
      part(rrect(366, 384, 68, 50, 6), c.metal, 4) +
      part(rrect(320, 236, 160, 152, 22), c.acc, 4) +
      `<path d="M340 256H360V368H340Z" fill="#fff" opacity=".25"/>` +
      label(320, 590, 160, 80, shade(c.main.base, 0.5)),
    floor: [806, 200],
  };
}

export function serum(c: ShapeCtx): ShapeArt {
  return {
    d: 'M300 520Q300 470 350 466H450Q500 470 500 520V790Q500 812 478 812H322Q300 812 300 790Z',
    shade: 'M450 466H500V812H450Z',
    hi: 'M318 510H336V780H318Z',
    over:
      `<path d="M392 470H408V760Q400 776 392 760Z" fill="#fff" opacity=".28"/>` +
      part(
        rrect(346, 404, 108, 70, 10),
        c.acc2.base === c.main.base ? BLACK : tone(mix(c.acc.base, '#1d1a17', 0.2)),
        4,
      ) +
      part('M364 408Q356 246 400 232Q444 246 436 408Z', BLACK, 4) +
      `<path d="M378 260Q372 320 376 400H388Q384 320 390 256Z" fill="#fff" opacity=".15"/>` +
      label(330, 600, 140, 120, shade(c.main.base, 0.5)),
    floor: [818, 150],
  };
}

export function jar(c: ShapeCtx): ShapeArt {
  const lid = c.acc;
  return {
    d: 'M232 520V760Q232 804 400 804Q568 804 568 760V520Z',
    shade: 'M500 520H568V800H500Z',
    hi: 'M256 540H276V770H256Z',
    over:
      part('M214 430V520Q214 560 400 560Q586 560 586 520V430Z', lid, 4) +
      part(ell(400, 430, 186, 38), tone(tint(lid.base, 0.25)), 4) +
      `<path d="M240 446V514Q250 536 280 540V460Z" fill="#fff" opacity=".25"/>` +
      label(300, 620, 200, 110, shade(c.main.base, 0.5)),
    floor: [812, 220],
  };
}

export function lipstick(c: ShapeCtx): ShapeArt {
  const cas = c.acc;
  return {
    d: 'M350 500V380Q350 350 378 338L424 314Q450 304 450 334V500Z',
    shade: 'M424 314Q450 304 450 334V500H424Z',
    hi: 'M362 380Q362 360 378 352L372 500H362Z',
    under: `<g transform="rotate(-14 600 660)">${part(rrect(536, 540, 128, 250, 16), cas, 4)}<path d="M556 560H574V770H556Z" fill="#fff" opacity=".3"/></g>`,
    over:
      part(rrect(334, 480, 132, 90, 8), tone(tint(cas.base, 0.3)), 4) +
      part(rrect(316, 566, 168, 250, 14), cas, 4) +
      line('M316 610H484', cas.line, 4) +
      `<path d="M334 620H352V800H334Z" fill="#fff" opacity=".3"/>`,
    floor: [826, 250],
  };
}

export function palette(c: ShapeCtx): ShapeArt {
  const shades = [
    c.acc.base,
    tint(c.acc.base, 0.35),
    shade(c.acc.base, 0.3),
    c.acc2.base,
    tint(c.acc2.base, 0.4),
    mix(c.acc.base, c.acc2.base, 0.5),
    tint(c.main.base, 0.55),
    mix(c.acc.base, '#e9c9a8', 0.5),
    shade(c.acc2.base, 0.35),
  ];
  let pans = '';
  shades.forEach((col, i) => {
    const x = 276 + (i % 3) * 124;
    const y = 444 + Math.floor(i / 3) * 116;
    pans +=
      circ(x, y, 50, shade(c.main.base, 0.35)) +
      part(ell(x, y, 44, 44), tone(col), 3) +
      `<path d="M${x - 30} ${y - 8}Q${x - 26} ${y - 30} ${x - 6} ${y - 34}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`;
  });
  return {
    d: rrect(170, 330, 460, 456, 34),
    hi: 'M190 340H610V354H190Z',
    shade: 'M170 740H630V786H170Z',
    over: part(rrect(196, 358, 408, 400, 20), tone(shade(c.main.base, 0.2)), 3) + pans,
    floor: [794, 240],
  };
}

export function hairOil(c: ShapeCtx): ShapeArt {
  return {
    d: 'M318 430Q318 384 366 376H434Q482 384 482 430V800Q482 824 458 824H342Q318 824 318 800Z',
    shade: 'M440 380H482V824H440Z',
    hi: 'M334 440H352V800H334Z',
    over:
      part(rrect(366, 330, 68, 52, 6), BLACK, 4) +
      part('M386 334V262H414V334Z', BLACK, 3) +
      part('M364 226H452Q482 226 494 246H510V262H364Z', BLACK, 4) +
      part(rrect(340, 560, 120, 180, 10), LABEL, 3) +
      part('M400 590Q436 632 418 666Q400 684 382 666Q364 632 400 590Z', c.acc, 3) +
      line('M366 702H434', shade(c.main.base, 0.5), 6),
    floor: [830, 150],
  };
}
