/** Wide editorial hero for blog articles: a fabric swatch stack beside the item. */
import type { ArtPattern, ArtShape } from '../taxonomy';
import { tone } from './colour';
import { backdrop, itemLayer, svgOpen } from './compose';
import { idPrefix } from './seed';
import { esc } from './svg';

export interface BlogHeroInput {
  shape: ArtShape;
  pattern: ArtPattern;
  /** The item's main colour (hex). */
  color: string;
  seed: string;
  title: string;
}

/** A pinked-edge (zigzag bottom) fabric swatch. */
function swatchD(x: number, y: number, w: number, h: number): string {
  let d = `M${x} ${y}H${x + w}V${y + h}`;
  const teeth = 12;
  const step = w / teeth;
  for (let i = 1; i <= teeth; i++)
    d += `L${Math.round(x + w - step * (i - 0.5))} ${y + h + 14}L${Math.round(x + w - step * i)} ${y + h}`;
  return d + 'Z';
}

/** A standalone 1600 × 900 editorial hero SVG. */
export function renderBlogHero(input: BlogHeroInput): string {
  const p = idPrefix(input.seed, 'b');
  const layer = itemLayer(input.shape, input.pattern, [input.color], input.seed, p);
  const t = tone(input.color);
  const sw = swatchD(200, 190, 340, 470);
  const fill = input.pattern === 'solid' ? '' : `<path d="${sw}" fill="url(#${p}p)"/>`;
  const chips = [t.light, t.base, t.dark]
    .map(
      (c, i) =>
        `<circle cx="${250 + i * 80}" cy="760" r="28" fill="${c}" stroke="${t.line}" stroke-width="3"/>`,
    )
    .join('');
  return (
    svgOpen(1600, 900, `${p}t`, esc(input.title)) +
    `<defs>${layer.defs}</defs>` +
    backdrop(1600, 900, input.color, 1100, 450, 410) +
    `<g transform="rotate(-8 370 420)"><path d="${swatchD(190, 200, 340, 470)}" fill="${t.dark}" stroke="${t.line}" stroke-width="4"/></g>` +
    `<g transform="rotate(4 370 420)"><path d="${swatchD(210, 180, 340, 470)}" fill="${t.light}" stroke="${t.line}" stroke-width="4"/></g>` +
    `<path d="${sw}" fill="#2b2118" opacity=".1" transform="translate(10 14)"/>` +
    `<path d="${sw}" fill="${t.base}"/>${fill}<path d="${sw}" fill="none" stroke="${t.line}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M222 212H518" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="8 6"/>` +
    chips +
    `<g transform="translate(720 -25) scale(.95)">${layer.floor}${layer.item}</g>` +
    '</svg>'
  );
}
