/** Garments: tee, shirt, knit, dress, gown, kaftan, jumpsuit (flat-lay, front view). */
import { tone } from '../colour';
import { circ, line, mirrorD, part, path, sym } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

/** A path plus its mirror image about x = 400. */
export const both = (d: string): string => d + mirrorD(d);

/** The inside of the back showing through a crew neck (the band goes over it). */
export const crewNeck = (c: ShapeCtx, y: number, sideX: number, sideY: number): string =>
  part(
    sym(
      [400, sideY + 12],
      [
        [sideX + 30, sideY + 12, sideX, sideY],
        [sideX + 20, y + 2, 400, y + 2],
      ],
    ),
    tone(c.main.dark),
  );

/** The rib band over a crew neck (see `crewNeck`). */
export const neckBand = (c: ShapeCtx, y: number, sideX: number, sideY: number): string =>
  part(
    sym(
      [400, y],
      [
        [sideX + 20, y, sideX, sideY],
        [sideX + 16, sideY - 5],
        [sideX + 34, y - 16, 400, y - 16],
      ],
    ),
    c.main,
    4,
  );

export function tee(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 250],
      [
        [352, 250, 332, 202],
        [225, 232],
        [128, 352],
        [196, 402],
        [252, 338],
        [248, 800],
        [330, 808, 400, 808],
      ],
    ),
    under: crewNeck(c, 250, 332, 202),
    shade: both('M252 338L258 430L246 440ZM300 620Q330 700 312 800L290 800Z'),
    hi: 'M292 300Q316 520 296 780L322 780Q342 520 318 300Z',
    seams: both('M225 232Q244 290 252 338M138 340L206 390') + 'M250 782Q400 792 550 782',
    over: neckBand(c, 250, 332, 202),
    floor: [814, 190],
  };
}

export function shirt(c: ShapeCtx): ShapeArt {
  const leaf = path(
    [398, 250],
    [
      [350, 196],
      [322, 212],
      [366, 296],
    ],
  );
  const btn = tone('#f4f1ea');
  return {
    d:
      sym(
        [400, 232],
        [
          [365, 236, 345, 200],
          [222, 226],
          [118, 640],
          [178, 666],
          [262, 372],
          [262, 770],
          [262, 822, 400, 822],
        ],
      ) +
      leaf +
      mirrorD(leaf) +
      'M350 196Q400 180 450 196L440 206Q400 194 360 206Z',
    under: part('M352 200Q400 214 448 200L420 250L380 250Z', tone(c.main.dark)),
    shade: both('M262 372L270 470L256 480ZM366 296L398 250L398 320Z'),
    hi: 'M300 330Q318 560 300 790L326 796Q344 560 324 330Z',
    seams:
      both('M222 226Q252 300 262 372M129 592L188 618') +
      'M388 250V818M412 250V818M440 340H512V404L476 420L440 404Z',
    floor: [832, 200],
    over: [300, 380, 460, 540, 620, 700, 780]
      .map((y) => circ(400, y, 8, btn.base, ` stroke="${btn.line}" stroke-width="2"`))
      .join(''),
  };
}

export function knit(c: ShapeCtx): ShapeArt {
  let ribs = '';
  for (let x = 282; x < 520; x += 13) ribs += `M${x} 750V792`;
  return {
    d: sym(
      [400, 244],
      [
        [356, 244, 338, 204],
        [222, 232],
        [132, 596],
        [140, 660],
        [208, 660],
        [212, 602],
        [270, 380],
        [266, 742],
        [270, 800],
        [400, 800],
      ],
    ),
    under: crewNeck(c, 244, 338, 204),
    shade: both('M270 380L276 470L262 480ZM132 596L212 602L208 660L140 660Z'),
    hi: 'M296 300Q318 520 298 730L324 730Q344 520 322 300Z',
    seams:
      both(
        'M222 232Q258 300 270 380M132 598L212 604M146 612V652M160 612V652M174 612V652M188 612V652M200 612V652',
      ) +
      'M266 742H534' +
      ribs,
    over: neckBand(c, 244, 338, 204),
    floor: [806, 210],
  };
}

export function dress(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 300],
      [
        [352, 205],
        [318, 200],
        [312, 290, 286, 318],
        [300, 400, 312, 455],
        [300, 560, 230, 700, 186, 840],
        [290, 872, 400, 872],
      ],
    ),
    under: part('M352 205Q400 224 448 205L400 300Z', tone(c.main.dark)),
    shade: both('M342 470L276 846L312 856ZM382 472L376 868L400 870Z'),
    hi: 'M322 230Q336 340 326 440L346 444Q356 340 344 228Z',
    seams: 'M312 455Q400 468 488 455',
    over:
      part('M308 440Q400 456 492 440L494 470Q400 486 306 470Z', c.acc, 4) +
      part('M420 470L452 560L430 566ZM412 470L396 580L378 570Z', c.acc, 3) +
      part('M398 446H430V482H398Z', c.acc, 3),
  };
}

export function gown(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 262],
      [
        [385, 222, 356, 226],
        [330, 230, 318, 256],
        [322, 360, 332, 440],
        [330, 520, 300, 580],
        [240, 690, 160, 820, 122, 912],
        [262, 940, 400, 934],
      ],
    ),
    shade: both('M360 560L250 920L300 928ZM392 590L380 934L404 934Z'),
    hi: 'M336 270Q348 360 340 430L358 432Q366 360 352 266Z',
    seams: 'M332 440Q400 456 468 440M400 262V448',
    over:
      line(both('M342 228L350 150'), c.main.line, 4) + part('M380 430L400 418L420 430L400 458Z', c.metal, 3),
    floor: [930, 290],
  };
}

export function kaftan(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 330],
      [
        [360, 212],
        [140, 244],
        [148, 476],
        [236, 500, 272, 560],
        [262, 862],
        [330, 870, 400, 870],
      ],
    ),
    under: part('M360 212Q400 226 440 212L400 330Z', tone(c.main.dark)),
    shade: both('M148 476L236 500L272 560L260 600Q220 520 148 476Z'),
    hi: 'M300 300Q316 560 300 840L324 842Q340 560 322 300Z',
    seams: both('M264 500Q300 560 296 600'),
    over:
      part(
        sym(
          [400, 330],
          [
            [360, 212],
            [336, 216],
            [400, 380],
          ],
        ),
        c.acc,
        4,
      ) +
      part(both('M140 244L168 240L176 472L148 476Z'), c.acc, 4) +
      part('M262 830Q400 842 538 830L538 862Q400 874 262 862Z', c.acc, 4) +
      line(
        'M400 348h0M386 318h0M414 318h0M372 288h0M428 288h0M358 258h0M442 258h0M344 228h0M456 228h0',
        c.acc2.base,
        9,
      ),
  };
}

export function jumpsuit(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 300],
      [
        [358, 210],
        [300, 206],
        [254, 238],
        [270, 300],
        [294, 294],
        [300, 380, 314, 450],
        [300, 520, 290, 560],
        [262, 880],
        [384, 880],
        [400, 600],
      ],
    ),
    under: part('M358 210Q400 226 442 210L400 300Z', tone(c.main.dark)),
    shade: both('M294 294L304 380L290 360ZM370 640L384 876L362 878Z'),
    hi: 'M312 600L296 860L316 862L330 600Z',
    seams: both('M300 206Q286 260 294 294M318 470Q340 520 330 560M264 848H384') + 'M400 300V600',
    over:
      part('M312 440Q400 454 488 440L490 472Q400 486 310 472Z', c.acc, 4) +
      part('M416 470L444 566L424 572ZM408 470L388 574L372 564Z', c.acc, 3),
    floor: [884, 200],
  };
}
