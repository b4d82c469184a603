/**
 * Tall bottles that are not the serum or hair-oil: a slim frosted dropper bottle with a plain
 * clinical label, and a shampoo bottle with a flip-top cap. The variant's colour is the bottle's.
 */
import { mix, shade, tone } from '../colour';
import { circ, line, part, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';
import { BLACK, LABEL } from './beauty';

const WHITE = tone('#fbfbf9');

/** A slim frosted-glass dropper bottle: white ribbed collar, black bulb, black-on-white label. */
export function dropper(c: ShapeCtx): ShapeArt {
  const glass = tone(mix(c.main.base, '#9fb0b6', 0.35));
  return {
    d: 'M322 520Q322 484 360 480H440Q478 484 478 520V800Q478 822 456 822H344Q322 822 322 800Z',
    body: glass,
    shade: 'M440 484H478V822H440Z',
    hi: 'M336 520H352V796H336Z',
    over:
      `<path d="M332 560H468V800Q468 812 456 812H344Q332 812 332 800Z" fill="#fff" opacity=".28"/>` +
      part(rrect(360, 424, 80, 62, 8), WHITE, 4) +
      line('M372 436V474M386 436V474M400 436V474M414 436V474M428 436V474', shade(WHITE.base, 0.14), 3) +
      part('M374 428Q366 306 400 292Q434 306 426 428Z', BLACK, 4) +
      `<path d="M386 314Q380 364 384 422H392Q390 364 394 310Z" fill="#fff" opacity=".18"/>` +
      part(rrect(336, 588, 128, 176, 3), tone('#ffffff'), 2) +
      line('M352 618H424', BLACK.base, 9) +
      line('M352 648H444M352 668H430M352 688H440', BLACK.base, 3.5) +
      line('M352 740H392', BLACK.base, 3.5),
    floor: [828, 160],
  };
}

/** A tall shampoo bottle with a flip-top cap and a cream label banded in brown and gold. */
export function shampoo(c: ShapeCtx): ShapeArt {
  const cap = tone(shade(c.main.base, 0.1));
  const brown = tone('#4a2c1a');
  const gold = tone('#c99a3e');
  return {
    d: 'M304 420Q304 372 352 366H448Q496 372 496 420V800Q496 828 468 828H332Q304 828 304 800Z',
    shade: 'M452 370H496V828H452Z',
    hi: 'M318 420H334V800H318Z',
    over:
      part('M344 370V302Q344 284 362 284H438Q456 284 456 302V370Z', cap, 4) +
      line('M344 332H456', cap.seam, 3) +
      part('M420 284H452V298H420Z', cap, 3) +
      part(rrect(326, 468, 148, 292, 14), LABEL, 3) +
      part('M326 482Q326 468 340 468H460Q474 468 474 482V528H326Z', brown, 3) +
      line('M352 498H448', gold.base, 8) +
      line('M326 540H474', gold.base, 5) +
      line('M350 578H450M362 604H438', brown.base, 8) +
      circ(400, 666, 34, gold.base, ` stroke="${gold.line}" stroke-width="3"`) +
      part('M400 640Q420 664 412 682Q400 692 388 682Q380 664 400 640Z', brown, 2) +
      line('M356 730H444', brown.base, 4),
    floor: [836, 170],
  };
}
