/** Accessories: sunglasses, aviators, hat, scarf, belt. */
import { mix, tone } from '../colour';
import { bezierPts, line, mirrorD, part, r1, ribbon, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

export function sunglasses(c: ShapeCtx): ShapeArt {
  const g = `${c.uid}g`;
  const lens = (x: number): string => rrect(x, 441, 188, 146, 52, true);
  const rim = rrect(162, 424, 222, 180, 64) + lens(178);
  const lensT = tone(mix(c.acc.base, '#1a1a1a', 0.45));
  return {
    d: rim + mirrorD(rim) + 'M380 452Q400 430 420 452L420 478Q400 462 380 478Z',
    defs: `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lensT.dark}"/><stop offset="1" stop-color="${lensT.light}"/></linearGradient>`,
    under:
      line('M172 452L600 476M628 452L200 476', c.main.line, 16) +
      line('M172 452L600 476M628 452L200 476', c.main.base, 10) +
      `<path d="${lens(178)}${mirrorD(lens(178))}" fill="url(#${g})" opacity=".9"/>`,
    hi: 'M176 432H380V446H176ZM420 432H624V446H420Z',
    over: `<path d="M214 560L300 460L322 460L236 560ZM454 560L540 460L552 460L466 560Z" fill="#fff" opacity=".22"/>`,
    fit: 'translate(-60 -77) scale(1.15)',
    floor: [660, 290],
  };
}

/**
 * Teardrop aviators: thin metal rims in the variant's colour, a double bridge, clear nose pads,
 * wire temples folded behind with dark tips, and green-grey glass lenses.
 */
export function aviator(c: ShapeCtx): ShapeArt {
  const lens = 'M378 458Q300 438 200 442Q150 446 156 504Q164 598 232 634Q300 664 338 614Q368 572 378 458Z';
  const lenses = lens + mirrorD(lens);
  const glass = tone('#3d4b3c');
  const metal = c.main;
  const wire = (d: string, w: number): string => line(d, metal.line, w + 4) + line(d, metal.base, w);
  const temples = 'M158 470L604 500M642 470L196 500';
  return {
    d: lenses,
    body: glass,
    under: wire(temples, 5) + line('M560 497L612 501M240 497L188 501', '#1f1b17', 12),
    shade: 'M150 560Q300 600 380 560V680H150ZM420 560Q500 600 650 560V680H420Z',
    hi: 'M196 470L250 452L192 600L172 560ZM444 470L498 452L440 600L420 560Z',
    over:
      wire(lenses, 6) +
      wire('M362 452Q400 444 438 452M372 492Q400 474 428 492', 5) +
      wire('M150 466L136 470M650 466L664 470', 8) +
      line('M372 500L360 540M428 500L440 540', metal.line, 3) +
      `<path d="M348 530q6 -10 14 0v22q-8 8 -14 0ZM438 530q8 -10 14 0v22q-6 8 -14 0Z" fill="#fff" opacity=".55" stroke="#8a8a8a" stroke-width="2"/>`,
    fit: 'translate(-60 -134) scale(1.15)',
    floor: [668, 290],
  };
}

export function hat(c: ShapeCtx): ShapeArt {
  return {
    d:
      'M108 624Q400 520 692 624Q706 664 640 672Q400 722 160 672Q94 664 108 624Z' +
      'M250 604Q238 430 290 362Q340 334 400 352Q460 334 510 362Q562 430 550 604Q400 630 250 604Z',
    shade:
      'M108 624Q400 600 692 624Q706 664 640 672Q400 722 160 672Q94 664 108 624ZM480 360Q540 440 550 604L500 610Q500 460 470 366Z',
    hi: 'M282 390Q270 470 276 560L294 560Q290 470 300 380Z',
    seams: 'M400 352Q392 400 400 460',
    over:
      part('M252 548Q400 572 548 548L552 606Q400 632 248 606Z', c.acc, 4) +
      part('M300 560L330 548L336 600L304 608Z', c.acc2, 3),
    floor: [700, 300],
  };
}

/** End point and direction of a sampled curve, for fringes. */
function fringe(a: readonly [number, number], b: readonly [number, number], w: number, len: number): string {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  const l = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / l, dy / l];
  let d = '';
  for (let k = -4; k <= 4; k++) {
    const x = a[0] - uy * (w / 2 - 8) * (k / 4);
    const y = a[1] + ux * (w / 2 - 8) * (k / 4);
    d += `M${r1(x)} ${r1(y)}l${r1(ux * len)} ${r1(uy * len)}`;
  }
  return d;
}

export function scarf(c: ShapeCtx): ShapeArt {
  const pts = bezierPts([300, 196], [640, 330], [160, 640], [510, 806], 24);
  const first = pts[0] ?? [300, 196];
  const second = pts[1] ?? first;
  const last = pts[pts.length - 1] ?? first;
  const prev = pts[pts.length - 2] ?? last;
  const fr = fringe(first, second, 150, 40) + fringe(last, prev, 150, 40);
  const mid = pts.slice(2, -2);
  const fold = 'M' + mid.map(([x, y]) => `${Math.round(x + 30)} ${Math.round(y - 10)}`).join('L');
  return {
    d: ribbon(pts, 150),
    under: line(fr, c.main.line, 7) + line(fr, c.main.base, 3),
    seams: fold,
    hi: ribbon(
      pts.slice(3, 12).map(([x, y]) => [x - 40, y + 10] as [number, number]),
      18,
    ),
    floor: [860, 160],
  };
}

export function belt(c: ShapeCtx): ShapeArt {
  const pts = bezierPts([230, 300], [720, 330], [60, 700], [590, 780], 26);
  const w = 78;
  const body = ribbon(pts, w);
  const end = pts[pts.length - 1] ?? [590, 780];
  const pre = pts[pts.length - 2] ?? end;
  const a = Math.atan2(end[1] - pre[1], end[0] - pre[0]);
  const tip = `M${r1(end[0] - Math.sin(a) * (w / 2))} ${r1(end[1] + Math.cos(a) * (w / 2))}L${r1(end[0] + Math.cos(a) * 40)} ${r1(end[1] + Math.sin(a) * 40)}L${r1(end[0] + Math.sin(a) * (w / 2))} ${r1(end[1] - Math.cos(a) * (w / 2))}Z`;
  const holes = pts
    .slice(-6, -1)
    .map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`)
    .join('');
  const start = pts[0] ?? [230, 300];
  const s2 = pts[1] ?? start;
  const deg = Math.round((Math.atan2(s2[1] - start[1], s2[0] - start[0]) * 180) / Math.PI);
  const [bx, by] = [Math.round(start[0]), Math.round(start[1])];
  return {
    d: body + tip,
    seams:
      'M' +
      pts
        .slice(1, -6)
        .map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`)
        .join('L'),
    over:
      line(holes, c.main.line, 11) +
      `<g transform="rotate(${deg} ${bx} ${by})"><path d="${rrect(bx - 46, by - 64, 82, 128, 20)}${rrect(bx - 28, by - 46, 46, 92, 10, true)}" fill="${c.metal.base}" stroke="${c.metal.line}" stroke-width="4"/>` +
      part(`M${bx - 8} ${by - 5}H${bx + 40}V${by + 5}H${bx - 8}Z`, c.metal, 3) +
      `</g>`,
    floor: [820, 200],
  };
}
