/** Jewellery: necklace, earrings, bracelet, ring. Main colour is the metal. */
import { tone } from '../colour';
import { bezierPts, circ, ell, line, mirrorD, part, path, ribbon, ringD, shiftD } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

/** A teardrop hanging from its top point; `ccw` draws it the other way round (a hole). */
function drop(cx: number, top: number, h: number, w: number, ccw = false): string {
  const d = path(
    [cx, top],
    [
      [cx + 0.35 * w, top + 0.3 * h, cx + w, top + 0.45 * h, cx + w, top + 0.72 * h],
      [cx + w, top + 0.9 * h, cx + 0.55 * w, top + h, cx, top + h],
      [cx - 0.55 * w, top + h, cx - w, top + 0.9 * h, cx - w, top + 0.72 * h],
      [cx - w, top + 0.45 * h, cx - 0.35 * w, top + 0.3 * h, cx, top],
    ],
  );
  return ccw ? mirrorD(d, cx) : d;
}

/** A sparkle: a four-pointed star. */
const sparkle = (x: number, y: number, s: number): string =>
  `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="#fff" opacity=".9"/>`;

export function necklace(c: ShapeCtx): ShapeArt {
  const collar = c.pattern === 'beadwork' || c.pattern === 'kitenge';
  const pts = collar
    ? bezierPts([250, 200], [170, 640], [630, 640], [550, 200], 20)
    : bezierPts([236, 170], [226, 700], [574, 700], [564, 170], 22);
  const centre = 'M' + pts.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L');
  if (collar)
    return {
      d: ribbon(pts, 84),
      seams: centre,
      over:
        circ(400, 578, 30, c.acc.base, ` stroke="${c.acc.line}" stroke-width="4"`) +
        line('M386 610L378 690M400 612V700M414 610L422 690', c.acc2.line, 6) +
        line('M378 690h0M400 700h0M422 690h0', c.acc2.base, 14),
      floor: [760, 150],
    };
  const gem = tone(c.acc.base);
  return {
    d: ribbon(pts, 12) + drop(400, 566, 170, 62) + drop(400, 596, 118, 38, true),
    over:
      line(centre, c.main.line, 3, ' stroke-dasharray="2 9"') +
      part(ell(400, 566, 13, 13), c.main, 3) +
      part(drop(400, 610, 96, 30), gem, 3) +
      `<path d="${drop(392, 626, 44, 10)}" fill="#fff" opacity=".45"/>` +
      sparkle(444, 640, 16),
    floor: [770, 120],
  };
}

export function earrings(c: ShapeCtx): ShapeArt {
  const one = drop(290, 330, 300, 90) + drop(290, 376, 200, 56, true);
  const hooks = 'M290 300L290 262Q290 224 320 226Q346 230 344 262';
  return {
    d: one + shiftD(one, 220, 0),
    under:
      line(hooks + shiftD(hooks, 220, 0), c.main.line, 8) +
      line(hooks + shiftD(hooks, 220, 0), c.main.light, 4),
    over:
      [290, 510]
        .map(
          (x) =>
            part(ell(x, 314, 18, 18), c.acc2, 3) +
            line(`M${x} 376V420`, c.main.line, 4) +
            part(ell(x, 470, 44, 50), c.acc, 4) +
            `<path d="${ell(x - 14, 452, 12, 16)}" fill="#fff" opacity=".45"/>`,
        )
        .join('') + sparkle(570, 420, 18),
    floor: [660, 240],
  };
}

export function bracelet(c: ShapeCtx): ShapeArt {
  const wide = c.pattern === 'beadwork' || c.pattern === 'kitenge' || c.pattern === 'leather';
  const w = wide ? 70 : 46;
  return {
    d: ringD(400, 520, 240, 220, w),
    under: `<path d="${ringD(456, 470, 220, 200, 18)}" fill="${c.metal.base}" stroke="${c.metal.line}" stroke-width="4"/>`,
    shade: ell(400, 520 - w + 22, 240 - w, 220 - w),
    hi: `M200 420Q240 330 320 310L326 322Q250 346 214 426Z`,
    over:
      part(ell(400, 744, 24, 24), c.metal, 4) +
      part(ell(400, 792, 34, 34), c.acc2, 4) +
      sparkle(580, 360, 18),
    floor: [820, 250],
  };
}

export function ring(c: ShapeCtx): ShapeArt {
  const gem = c.acc;
  return {
    d: ringD(400, 590, 200, 190, 44),
    shade: ell(400, 560, 156, 146),
    hi: 'M220 520Q240 440 300 410L306 424Q254 456 236 526Z',
    over:
      part('M350 420L372 378H428L450 420Z', c.main, 4) +
      part('M310 330L350 286H450L490 330L400 420Z', gem, 4) +
      line('M310 330H490M350 286L372 330L400 420L428 330L450 286M372 330L400 286L428 330', gem.line, 3) +
      `<path d="M350 286L372 330H310Z" fill="#fff" opacity=".4"/>` +
      sparkle(512, 272, 22) +
      sparkle(292, 300, 12),
    floor: [800, 220],
  };
}
