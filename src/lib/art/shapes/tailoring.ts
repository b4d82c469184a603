/** Tailoring and bottoms: jacket, coat, suit, trousers, jeans, shorts, skirt. */
import { tone } from '../colour';
import { circ, line, mirrorD, part, path, sym } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';
import { both } from './apparel';

/** A notched lapel from the neck point down to the V bottom, left side; mirrored. */
const lapels = (nx: number, ny: number, vy: number, w = 26): string =>
  both(
    path(
      [nx, ny],
      [
        [nx - w - 4, ny + 18],
        [nx - w + 12, ny + 54],
        [nx - w - 12, ny + 72],
        [398, vy],
      ],
    ),
  );

const buttons = (
  pts: readonly (readonly [number, number])[],
  t: { base: string; line: string },
  rad = 9,
): string => pts.map(([x, y]) => circ(x, y, rad, t.base, ` stroke="${t.line}" stroke-width="3"`)).join('');

export function jacket(c: ShapeCtx): ShapeArt {
  const inner = c.acc;
  if (c.pattern === 'denim' || c.pattern === 'leather') {
    // trucker / biker cut: point collar, chest flaps, waistband
    const leaf = path(
      [400, 236],
      [
        [352, 200],
        [318, 214],
        [350, 292],
      ],
    );
    return {
      d:
        sym(
          [400, 236],
          [
            [366, 238, 350, 202],
            [226, 228],
            [128, 662],
            [190, 684],
            [266, 376],
            [262, 724],
            [400, 730],
          ],
        ) +
        leaf +
        mirrorD(leaf),
      under: part('M352 204Q400 218 448 204L410 240L390 240Z', tone(c.main.dark)),
      shade: both('M266 376L274 470L260 480Z'),
      seams:
        both('M226 228Q256 300 266 376M138 620L198 640M292 330H372M300 330V400L336 416L372 400V330') +
        'M262 672H538M400 240V730',
      over: buttons(
        [
          [400, 300],
          [400, 420],
          [400, 540],
          [400, 650],
          [336, 380],
          [464, 380],
        ],
        c.metal,
        8,
      ),
      floor: [736, 200],
    };
  }
  return {
    d:
      sym(
        [400, 440],
        [
          [352, 206],
          [228, 228],
          [128, 670],
          [190, 690],
          [264, 376],
          [262, 720],
          [388, 726],
          [400, 726],
        ],
      ) + lapels(352, 206, 440),
    under: part('M352 206Q400 222 448 206L400 442Z', inner),
    shade: both('M264 376L272 470L258 480ZM314 276L398 440L340 330Z'),
    hi: 'M296 300Q312 500 300 700L318 700Q330 500 314 300Z',
    seams: both('M228 228Q256 300 264 376M140 628L198 646M284 584H360') + 'M436 340H500M400 440V724',
    over: buttons(
      [
        [400, 480],
        [400, 580],
      ],
      tone(c.main.dark),
    ),
    floor: [732, 200],
  };
}

export function coat(c: ShapeCtx): ShapeArt {
  return {
    d:
      sym(
        [400, 400],
        [
          [354, 198],
          [222, 226],
          [124, 704],
          [188, 724],
          [266, 380],
          [248, 880],
          [400, 886],
        ],
      ) + lapels(354, 198, 400, 40),
    under: part('M354 198Q400 214 446 198L400 402Z', c.acc),
    shade: both('M266 380L274 470L260 480ZM300 560L262 876L296 880Z'),
    hi: 'M292 300Q306 460 296 540L312 540Q322 460 310 300Z',
    seams: both('M222 226Q254 300 266 380M136 660L196 680M282 680L350 676') + 'M430 400V884',
    over:
      part('M254 540Q400 556 546 540L546 580Q400 596 254 580Z', tone(c.main.dark), 4) +
      part('M380 536H420V584H380Z', c.metal, 3) +
      buttons(
        [
          [370, 460],
          [430, 460],
          [370, 620],
          [430, 620],
          [370, 700],
          [430, 700],
        ],
        tone(c.main.dark),
      ),
    floor: [890, 230],
  };
}

export function suit(c: ShapeCtx): ShapeArt {
  const shirtT = c.acc;
  return {
    d:
      'M296 600L280 902L390 902L400 640L410 902L520 902L504 600Z' +
      sym(
        [400, 400],
        [
          [356, 172],
          [236, 192],
          [150, 560],
          [206, 578],
          [270, 330],
          [266, 600],
          [400, 606],
        ],
      ) +
      lapels(356, 172, 400, 24),
    under:
      part('M356 172Q400 188 444 172L400 402Z', shirtT) +
      part('M392 198L408 198L416 214L408 340L400 352L392 340L384 214Z', c.acc2, 3) +
      part(both('M364 172L398 196L380 214Z'), shirtT, 3),
    shade: both('M270 330L276 410L264 420ZM300 610L286 900L300 900L312 610Z'),
    hi: 'M300 240Q312 400 304 580L320 580Q328 400 316 240Z',
    seams:
      both('M236 192Q262 260 270 330M160 524L212 542M286 500H350M345 620L340 900') +
      'M434 300H490M400 400V604',
    over: buttons(
      [
        [400, 450],
        [400, 530],
      ],
      tone(c.main.dark),
      8,
    ),
    floor: [906, 200],
  };
}

const trouserBody = sym(
  [400, 190],
  [
    [288, 190],
    [284, 232],
    [276, 400, 262, 600, 258, 860],
    [386, 860],
    [400, 430],
  ],
);

export function trousers(c: ShapeCtx): ShapeArt {
  return {
    d: trouserBody,
    shade: both('M386 860L400 440L392 600Z'),
    hi: both('M326 240L334 240L326 856L318 856Z'),
    seams: both('M292 246Q322 252 338 300') + 'M286 232H514M416 232V372Q416 398 400 404',
    over:
      [306, 352, 448, 494].map((x) => part(`M${x} 184h12v54h-12Z`, c.main, 3)).join('') +
      circ(400, 211, 8, c.main.dark, ` stroke="${c.main.line}" stroke-width="3"`),
    floor: [868, 170],
  };
}

export function jeans(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 190],
      [
        [292, 190],
        [288, 232],
        [282, 400, 274, 600, 270, 862],
        [388, 862],
        [400, 420],
      ],
    ),
    shade: both('M388 862L400 430L392 600Z'),
    hi: both('M330 250L338 250L330 850L322 850Z'),
    seams:
      both('M292 250Q340 252 352 300M284 500L276 856M272 836H386') +
      'M290 232H510M420 232V372Q420 396 400 406M452 240H484L486 274Q470 282 454 274Z',
    over:
      [316, 360, 440, 484].map((x) => part(`M${x} 184h12v54h-12Z`, c.main, 3)).join('') +
      circ(400, 211, 10, c.metal.base, ` stroke="${c.metal.line}" stroke-width="3"`) +
      line('M352 300h0M448 300h0M292 250h0M508 250h0', c.metal.line, 8),
    floor: [870, 160],
  };
}

export function shorts(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 210],
      [
        [270, 210],
        [266, 258],
        [228, 560],
        [390, 580],
        [400, 460],
      ],
    ),
    shade: both('M390 580L400 470L392 520Z'),
    hi: both('M318 270L326 270L300 560L292 560Z'),
    seams: both('M272 272Q306 276 326 330M232 530L390 550') + 'M268 256H532M418 258V380Q418 404 400 410',
    over:
      line('M386 262Q380 300 372 318M414 262Q420 300 430 316', c.acc.base, 6) +
      circ(386, 262, 5, c.main.line) +
      circ(414, 262, 5, c.main.line),
    floor: [596, 190],
  };
}

export function skirt(c: ShapeCtx): ShapeArt {
  return {
    d: sym(
      [400, 228],
      [
        [308, 228],
        [304, 268],
        [196, 770],
        [300, 802, 400, 802],
      ],
    ),
    shade: both('M340 272L270 790L300 796ZM372 272L356 800L376 802Z'),
    hi: 'M318 280L246 770L262 774L330 280Z',
    seams: 'M304 268H496',
    over: circ(468, 248, 8, c.main.dark, ` stroke="${c.main.line}" stroke-width="3"`),
    floor: [806, 220],
  };
}
