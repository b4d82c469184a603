/** Watches: analogue (bezel, indices, hands at 10:10) and smartwatch. */
import { luminance, tone } from '../colour';
import { circ, ell, line, part, polar, r1, rrect } from '../svg';
import type { ShapeArt, ShapeCtx } from '../types';

/** A tapered watch hand as a polygon, angle in degrees clockwise from 12. */
function hand(cx: number, cy: number, len: number, w: number, deg: number, tail = 24): string {
  const [tx, ty] = polar(cx, cy, len, deg);
  const [bx, by] = polar(cx, cy, tail, deg + 180);
  const [lx, ly] = polar(cx, cy, w, deg - 90);
  const [rx, ry] = polar(cx, cy, w, deg + 90);
  const [lx2, ly2] = [r1(lx + (bx - cx)), r1(ly + (by - cy))];
  const [rx2, ry2] = [r1(rx + (bx - cx)), r1(ry + (by - cy))];
  return `M${tx} ${ty}L${lx} ${ly}L${lx2} ${ly2}L${rx2} ${ry2}L${rx} ${ry}Z`;
}

export function watch(c: ShapeCtx): ShapeArt {
  const cx = 400;
  const cy = 500;
  const dial = c.acc;
  const ink = luminance(dial.base) < 0.3 ? '#f4f1ea' : '#1d1a17';
  let idx = '';
  let ticks = '';
  for (let h = 0; h < 12; h++) {
    const [x1, y1] = polar(cx, cy, h % 3 === 0 ? 98 : 110, h * 30);
    const [x2, y2] = polar(cx, cy, 132, h * 30);
    idx += `M${x1} ${y1}L${x2} ${y2}`;
  }
  for (let m = 0; m < 60; m += 5) {
    const [x1, y1] = polar(cx, cy, 152, m * 6 + 15);
    const [x2, y2] = polar(cx, cy, 164, m * 6 + 15);
    ticks += `M${x1} ${y1}L${x2} ${y2}`;
  }
  const links = c.pattern === 'metallic';
  let strapSeams = '';
  for (let y = 150; y < 320; y += 34) strapSeams += `M330 ${y}H470M330 ${1000 - y}H470`;
  return {
    d:
      'M326 370L336 118Q400 104 464 118L474 370ZM326 630L336 882Q400 896 464 882L474 630Z' +
      'M318 356L346 316H454L482 356L482 644L454 684H346L318 644Z' +
      ell(cx, cy, 180, 180),
    shade: 'M326 330H474V372H326ZM326 628H474V670H326Z',
    hi: 'M344 130L340 320L356 320L358 126Z',
    seams: links
      ? strapSeams + 'M368 118V330M432 118V330M368 670V882M432 670V882'
      : 'M336 132Q400 120 464 132M336 868Q400 880 464 868',
    over:
      part('M577 478h22a6 6 0 0 1 6 6v32a6 6 0 0 1-6 6h-22Z', c.main, 3) +
      `<path d="${ell(cx, cy, 168, 168)}${ell(cx, cy, 146, 146, true)}" fill="${c.main.dark}" stroke="${c.main.line}" stroke-width="3"/>` +
      line(ticks, c.main.light, 4) +
      part(ell(cx, cy, 146, 146), dial, 3) +
      `<path d="${ell(cx - 30, cy - 40, 96, 84)}" fill="#fff" opacity=".08"/>` +
      line(idx, ink, 9) +
      `<rect x="486" y="488" width="34" height="24" rx="3" fill="#f4f1ea" stroke="${ink}" stroke-width="2"/>` +
      `<path d="${hand(cx, cy, 86, 9, 305)}${hand(cx, cy, 124, 7, 60)}" fill="${ink}" stroke="${dial.line}" stroke-width="2" stroke-linejoin="round"/>` +
      line(`M${polar(cx, cy, 34, 20).join(' ')}L${polar(cx, cy, 132, 200).join(' ')}`, '#c2492f', 3) +
      circ(cx, cy, 10, c.metal.base, ` stroke="${c.metal.line}" stroke-width="3"`) +
      (links ? '' : line('M400 780h0M400 812h0M400 844h0', c.main.line, 10)),
    floor: [908, 110],
  };
}

export function smartwatch(c: ShapeCtx): ShapeArt {
  const screen = '#111417';
  const rings = [
    [62, c.acc.base, 0.72],
    [46, c.acc2.base, 0.55],
    [30, '#e8e2d6', 0.85],
  ] as const;
  const ringSvg = rings
    .map(([rad, col, f]) => {
      const circum = 2 * Math.PI * rad;
      return (
        `<circle cx="400" cy="530" r="${rad}" fill="none" stroke="${col}" stroke-width="12" opacity=".25"/>` +
        `<circle cx="400" cy="530" r="${rad}" fill="none" stroke="${col}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${r1(circum * f)} ${r1(circum)}" transform="rotate(-90 400 530)"/>`
      );
    })
    .join('');
  return {
    d:
      'M300 340L308 120Q400 104 492 120L500 340ZM300 660L308 882Q400 898 492 882L500 660Z' +
      rrect(268, 322, 264, 336, 72),
    shade: 'M300 300H500V344H300ZM300 656H500V700H300Z',
    hi: 'M318 132L314 312L332 312L334 128Z',
    seams: 'M310 136Q400 122 490 136',
    over:
      part(rrect(531, 400, 16, 56, 6), tone(c.main.dark), 3) +
      part(rrect(531, 480, 12, 64, 5), tone(c.main.dark), 3) +
      `<path d="${rrect(290, 344, 220, 292, 54)}" fill="${screen}" stroke="${tone(screen).light}" stroke-width="2"/>` +
      `<text x="400" y="430" fill="#f4f1ea" font-family="system-ui,Helvetica,Arial,sans-serif" font-size="58" font-weight="600" text-anchor="middle">10:10</text>` +
      ringSvg +
      `<path d="M300 360Q330 350 360 352L312 430Z" fill="#fff" opacity=".08"/>` +
      line('M400 780h0M400 812h0M400 844h0', c.main.line, 10),
    floor: [908, 110],
  };
}
