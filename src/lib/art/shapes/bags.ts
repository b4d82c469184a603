/** Bags and small leather goods: handbag, shoulder bag, tote, backpack, clutch, wallet. */
import { INK, tone } from '../colour';
import { seamAttrs } from '../patterns';
import { circ, part, rrect, strap, sym } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';
import { both } from './apparel';

export function handbag(c: ShapeCtx): ShapeArt {
  const flap = 'M226 424L234 602Q400 656 566 602L574 424Z';
  return {
    d:
      sym(
        [400, 420],
        [
          [246, 420],
          [226, 422, 224, 446],
          [196, 786],
          [198, 814, 226, 814],
          [400, 814],
        ],
      ) + flap,
    under: strap('M300 428C300 240 500 240 500 428', tone(c.main.dark), 24),
    shade: 'M190 740H610V820H190ZM234 602Q400 656 566 602L568 640Q400 694 232 640Z',
    hi: 'M252 440L236 600L252 606L268 440Z',
    seams: 'M240 440H560L552 590Q400 638 248 590Z',
    over:
      circ(300, 432, 14, 'none', ` stroke="${c.metal.line}" stroke-width="6"`) +
      circ(500, 432, 14, 'none', ` stroke="${c.metal.line}" stroke-width="6"`) +
      part(rrect(370, 606, 60, 44, 10), c.metal, 4) +
      part(rrect(386, 618, 28, 20, 6), tone(c.metal.dark), 3),
    floor: [820, 240],
  };
}

/**
 * A structured flap shoulder bag, wider than tall: a piped flap over most of the front, a plain
 * polished turnlock near its edge, and a short shoulder strap on metal rings.
 */
export function shoulderBag(c: ShapeCtx): ShapeArt {
  const flap = rrect(176, 452, 448, 232, 36);
  const grain = c.pattern === 'solid' ? '' : `<path d="${flap}" fill="url(#${c.uid}p)"/>`;
  const ring = (x: number): string =>
    circ(x, 470, 17, 'none', ` stroke="${c.metal.line}" stroke-width="10"`) +
    circ(x, 470, 17, 'none', ` stroke="${c.metal.base}" stroke-width="6"`);
  return {
    d: rrect(180, 456, 440, 300, 40),
    under: strap('M196 470C190 200 610 200 604 470', c.main, 26),
    shade: 'M180 700H620V760H180Z',
    over:
      `<path d="M190 688Q400 708 610 688" fill="none" stroke="#000" stroke-width="10" opacity=".12"/>` +
      part(flap, c.main, 7) +
      grain +
      `<path d="${rrect(194, 470, 412, 196, 24)}" fill="none" ${seamAttrs('leather', c.main)}/>` +
      `<path d="M210 474H590" stroke="#fff" stroke-width="8" opacity=".14"/>` +
      part(rrect(346, 620, 108, 42, 14), c.metal, 4) +
      part(rrect(364, 632, 72, 18, 8), tone(c.metal.dark), 3) +
      `<path d="M354 628H446" stroke="#fff" stroke-width="3" opacity=".5"/>` +
      ring(196) +
      ring(604),
    floor: [772, 250],
  };
}

export function tote(c: ShapeCtx): ShapeArt {
  const trim = c.pattern === 'solid' || c.pattern === 'leather' ? tone(c.main.dark) : c.acc;
  return {
    d: sym(
      [400, 360],
      [
        [216, 360],
        [236, 826],
        [400, 826],
      ],
    ),
    under:
      strap('M320 352C320 150 560 150 560 352', tone(trim.dark), 22) +
      part('M216 360L236 332H564L584 360Z', tone(c.main.dark)),
    shade: 'M540 360H584L564 826H528Z',
    hi: 'M260 380L270 800L290 800L282 380Z',
    seams: 'M220 420H580',
    over:
      part('M216 360H584L581 420H219Z', trim, 4) +
      strap('M280 380C280 170 520 170 520 380', trim, 22) +
      part(both('M268 380h30v56h-30Z'), trim, 3),
    floor: [832, 220],
  };
}

export function backpack(c: ShapeCtx): ShapeArt {
  const dark = tone(c.main.dark);
  return {
    d:
      sym(
        [400, 240],
        [
          [300, 240],
          [244, 244, 238, 320],
          [226, 792],
          [226, 830, 270, 830],
          [400, 830],
        ],
      ) + rrect(270, 560, 260, 236, 36, true),
    under: strap(both('M262 290Q196 500 240 770'), dark, 30),
    shade: 'M226 760H574V840H226ZM270 760H530V796H270Z',
    hi: 'M262 300L252 540L272 540L282 300Z',
    seams: 'M238 350Q400 300 562 350M276 600H524',
    over:
      strap('M362 244Q362 190 400 190Q438 190 438 244', dark, 16) +
      part(rrect(440, 340, 16, 46, 6), c.metal, 3) +
      part(rrect(470, 590, 14, 42, 6), c.metal, 3) +
      part(rrect(330, 460, 140, 22, 8), c.acc, 3),
    floor: [836, 210],
  };
}

export function clutch(c: ShapeCtx): ShapeArt {
  return {
    d:
      rrect(150, 390, 500, 300, 22) + 'M150 396Q150 390 170 390H630Q650 390 650 396L426 588Q400 606 374 588Z',
    shade: 'M150 620H650V690H150ZM176 420L374 600L400 612L166 412Z',
    hi: 'M190 404H610L590 420H210Z',
    seams: 'M172 410L388 584M628 410L412 584',
    over:
      circ(400, 586, 22, c.metal.base, ` stroke="${c.metal.line}" stroke-width="4"`) +
      circ(400, 586, 9, c.metal.light),
    floor: [700, 260],
  };
}

export function wallet(c: ShapeCtx): ShapeArt {
  const card = (x: number, y: number, a: number, t: typeof c.acc): string =>
    `<g transform="rotate(${a} ${x + 120} ${y + 80})">${part(rrect(x, y, 240, 160, 14), t, 4)}${part(rrect(x + 24, y + 26, 40, 30, 6), c.metal, 2)}</g>`;
  return {
    d: rrect(200, 430, 400, 290, 30) + 'M520 520H604V630H520Q500 630 500 610V540Q500 520 520 520Z',
    under:
      `<rect x="230" y="380" width="240" height="160" rx="14" fill="${INK}" opacity=".1" transform="rotate(-8 350 460)"/>` +
      card(230, 370, -8, c.acc) +
      card(300, 360, 6, c.acc2),
    shade: 'M200 660H600V720H200Z',
    hi: 'M230 450H470V462H230Z',
    seams: rrect(220, 450, 360, 250, 20) + 'M528 536H596V614H528',
    over: circ(548, 575, 13, c.metal.base, ` stroke="${c.metal.line}" stroke-width="3"`),
    floor: [728, 220],
  };
}
