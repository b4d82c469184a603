/** Children's pieces: onesie, kids-dress, kids-set. */
import { INK, tone } from '../colour';
import { circ, line, part, sym } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';
import { both, crewNeck, neckBand } from './apparel';

export function onesie(c: ShapeCtx): ShapeArt {
  const snap = tone('#f4f1ea');
  return {
    d: sym(
      [400, 262],
      [
        [362, 262, 346, 226],
        [266, 238],
        [172, 330],
        [226, 388],
        [284, 346],
        [278, 500, 290, 620],
        [330, 700, 366, 726],
        [400, 728],
      ],
    ),
    under: crewNeck(c, 262, 346, 226),
    shade: both('M284 346L292 430L278 440ZM290 620L366 726L340 700Z'),
    hi: 'M312 320Q330 480 312 640L334 648Q350 480 334 320Z',
    seams: both('M266 238Q282 300 284 346M186 344L236 390M346 226L300 262') + 'M366 700H434',
    over:
      neckBand(c, 262, 346, 226) +
      [380, 400, 420]
        .map((x) => circ(x, 714, 7, snap.base, ` stroke="${snap.line}" stroke-width="2"`))
        .join(''),
    floor: [740, 170],
  };
}

export function kidsDress(c: ShapeCtx): ShapeArt {
  const collar = tone('#f7f3ec');
  return {
    d: sym(
      [400, 252],
      [
        [368, 252, 356, 224],
        [316, 228],
        [268, 214, 226, 284, 262, 330],
        [300, 310],
        [306, 440],
        [250, 600, 188, 734],
        [300, 766, 400, 766],
      ],
    ),
    under: part('M356 224Q400 240 444 224L430 250H370Z', tone(c.main.dark)),
    shade: both('M300 310L306 440L296 400ZM340 456L270 748L300 756ZM388 456L380 766L404 766Z'),
    hi: 'M322 250Q334 340 326 420L344 424Q352 340 340 250Z',
    seams: both('M316 228Q296 280 300 310M236 300Q250 320 262 330') + 'M306 440Q400 452 494 440',
    over:
      part(both('M400 254Q392 300 356 300Q330 296 336 262Q342 236 358 226Q376 246 400 252Z'), collar, 3) +
      part('M400 446L350 418L346 474ZM400 446L450 418L454 474Z', c.acc, 3) +
      circ(400, 446, 13, c.acc.base, ` stroke="${c.acc.line}" stroke-width="3"`),
    floor: [772, 220],
  };
}

export function kidsSet(c: ShapeCtx): ShapeArt {
  const shorts = sym(
    [400, 506],
    [
      [294, 506],
      [290, 540],
      [258, 790],
      [392, 806],
      [400, 650],
    ],
  );
  return {
    d: sym(
      [400, 208],
      [
        [370, 208, 356, 176],
        [270, 192],
        [192, 272],
        [240, 322],
        [288, 282],
        [286, 460],
        [400, 464],
      ],
    ),
    under:
      `<path d="${shorts}" fill="${INK}" opacity=".1" transform="translate(9 13)"/>` +
      part(shorts, c.acc, 5) +
      line(both('M294 546H506M296 590Q330 594 344 630M268 766L390 780') + 'M410 548V640', c.acc.seam, 3) +
      crewNeck(c, 208, 356, 176),
    shade: both('M288 282L294 360L282 370Z'),
    hi: 'M314 250Q326 350 314 440L332 444Q344 350 332 250Z',
    seams: both('M270 192Q284 240 288 282M204 264L248 308') + 'M286 440H514',
    over: neckBand(c, 208, 356, 176),
    floor: [812, 180],
  };
}
