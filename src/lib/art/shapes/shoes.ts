/** Footwear, side view facing right (sandals: a pair seen from above). */
import { INK, mix, tone } from '../colour';
import { circ, line, mirrorD, part, ribbon, shiftD } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

const SOLE = tone('#f4f1ea');

export function sneaker(c: ShapeCtx): ShapeArt {
  const lace = tone(mix(c.main.base, '#ffffff', 0.75));
  let laces = '';
  for (let i = 0; i < 5; i++) {
    const x = 438 + i * 34;
    const y = 392 + i * 21;
    laces += `M${x - 12} ${y + 18}L${x + 12} ${y - 18}`;
  }
  return {
    d: 'M190 610L186 440Q190 384 252 378Q304 392 344 432L372 372Q392 344 424 356L452 380Q560 460 640 486Q700 508 696 610Z',
    under: part('M252 378Q304 392 344 432L336 446Q300 412 258 396Z', tone(c.main.dark), 3),
    shade: 'M186 566Q440 596 700 574V612H186Z',
    hi: 'M470 430Q560 480 640 500L632 514Q552 494 462 444Z',
    seams: 'M372 372Q400 420 452 380M262 392Q280 520 330 590M440 430Q470 500 590 500',
    over:
      part('M186 440Q190 384 252 378L264 392Q262 500 300 604H190Z', c.acc, 4) +
      part('M590 482Q676 496 694 560V606H606Q588 540 590 482Z', c.acc, 4) +
      part('M248 370L276 372L276 410L254 404Z', c.acc2, 3) +
      circ(420, 530, 24, c.acc2.base, ` stroke="${c.acc2.line}" stroke-width="4"`) +
      circ(420, 530, 10, c.main.base) +
      line(laces, lace.line, 13) +
      line(laces, lace.base, 8) +
      part('M170 596H700Q718 616 708 646Q700 672 662 672H202Q168 672 168 644Z', SOLE, 4) +
      line('M172 628H704', SOLE.line, 3),
    fit: 'translate(-64 -76) scale(1.16)',
    floor: [714, 290],
  };
}

export function heel(_c: ShapeCtx): ShapeArt {
  return {
    d:
      'M214 424Q300 470 420 546Q560 560 640 600Q690 620 694 634Q600 648 520 642Q400 622 300 562Q250 540 222 560Q200 480 214 424Z' +
      'M222 556L302 570Q268 640 264 770L250 770Q246 640 214 582Z',
    under: part('M214 424Q250 418 300 440Q380 480 440 540L420 546Q300 470 214 424Z', tone('#ead9c4'), 3),
    shade: 'M222 556L302 570L296 590Q260 640 258 770L250 770Q244 640 214 582Z',
    hi: 'M470 566Q560 574 620 600L612 608Q550 586 466 578Z',
    seams: 'M300 562Q400 622 520 642Q600 648 694 634',
    over: part('M246 762H268V784H246Z', tone(INK), 3),
    fit: 'translate(-140 -190) scale(1.2)',
    floor: [760, 280],
  };
}

export function sandal(c: ShapeCtx): ShapeArt {
  const bed = tone(mix(c.main.base, '#c9a27a', 0.55));
  const soleT = tone(mix(c.main.base, '#3a2a1e', 0.5));
  const foot =
    'M500 220C560 216 602 262 606 340C610 420 592 480 586 560C580 660 590 760 562 802C540 834 478 834 456 802C430 768 440 660 432 560C424 460 410 400 418 320C424 250 452 222 500 220Z';
  const straps =
    ribbon(
      [
        [466, 318],
        [520, 372],
        [556, 420],
        [588, 476],
      ],
      54,
    ) +
    ribbon(
      [
        [464, 318],
        [446, 390],
        [436, 476],
      ],
      54,
    );
  const beds = foot + mirrorD(foot);
  return {
    d: straps + mirrorD(straps),
    under:
      part(shiftD(beds, 0, 16), soleT, 4) +
      part(beds, bed, 4) +
      `<path d="${shiftD(straps + mirrorD(straps), 9, 13)}" fill="${INK}" opacity=".12"/>`,
    hi: shiftD(straps + mirrorD(straps), -3, -5),
    over:
      circ(466, 322, 11, c.acc.base, ` stroke="${c.acc.line}" stroke-width="3"`) +
      circ(334, 322, 11, c.acc.base, ` stroke="${c.acc.line}" stroke-width="3"`),
    floor: [860, 250],
  };
}

export function boot(c: ShapeCtx): ShapeArt {
  const soleT = tone(mix(c.main.base, '#1e1612', 0.7));
  return {
    d: 'M236 196Q300 188 372 196L380 470Q420 520 560 560Q660 590 664 640V668H232Q218 560 226 420Q230 300 236 196Z',
    shade: 'M232 600Q420 620 664 630V668H232Z',
    hi: 'M250 220L246 560L262 560L266 220Z',
    seams: 'M380 470Q330 560 232 600M440 520Q520 600 664 640',
    over:
      part('M292 198L352 196L334 440Q322 462 310 440Z', tone(c.main.dark), 3) +
      part('M240 198L232 150H268L272 198Z', c.acc, 3) +
      part('M222 664H674Q686 700 652 704H226Z', soleT, 4) +
      part('M226 700H320V740H230Z', soleT, 4),
    fit: 'translate(-36 -20) scale(1.08)',
    floor: [784, 270],
  };
}

export function loafer(c: ShapeCtx): ShapeArt {
  const soleT = tone(mix(c.main.base, '#1e1612', 0.7));
  return {
    d: 'M200 612Q190 536 234 506Q330 530 428 534Q540 524 624 556Q686 578 688 612V628H200Z',
    under: part('M234 506Q330 512 428 524L428 534Q330 530 234 512Z', tone('#ead9c4'), 2),
    shade: 'M200 594Q420 606 688 600V628H200Z',
    hi: 'M520 536Q590 542 646 566L638 576Q580 554 516 548Z',
    seams: 'M428 536Q446 578 530 578Q620 578 682 600',
    over:
      part('M430 534L504 526L518 572L444 580Z', tone(c.main.dark), 3) +
      part('M464 544L482 550L478 566L460 562Z', tone(c.main.line), 2) +
      part('M192 622H696Q706 648 678 652H196Z', soleT, 4) +
      part('M196 648H290V674H200Z', soleT, 4),
    fit: 'translate(-153 -202) scale(1.3)',
    floor: [682, 300],
  };
}
