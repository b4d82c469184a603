/**
 * Composition shared by the renderers: the backdrop and the item layer (body, pattern,
 * shading, seams, outline, trims) in the 800 × 1000 item canvas.
 */
import type { ArtPattern, ArtShape } from '../taxonomy';
import { CREAM, GOLD, INK, mix, paletteFor, tint, tone } from './colour';
import { patternDef, seamAttrs } from './patterns';
import { makeRng } from './seed';
import { SHAPES } from './shapes';
import type { WatchArt } from './shapes/watch/spec';
import type { ShapeCtx } from './types';

export interface ItemLayer {
  /** Everything that goes in <defs>. */
  defs: string;
  /** The floor shadow, drawn on the backdrop. */
  floor: string;
  /** The item itself. */
  item: string;
}

/** Backdrop colour for a main colour: cream with a whisper of the main colour. */
export const backdropFor = (main: string): string => mix(CREAM, main, 0.1);

/**
 * Draws one item: ids are prefixed with `p` so several SVGs can share a page. A watch takes its
 * model's looks (`watch`).
 */
export function itemLayer(
  shape: ArtShape,
  pattern: ArtPattern,
  colors: readonly string[],
  seed: string,
  p: string,
  watch?: WatchArt,
): ItemLayer {
  const rnd = makeRng(seed);
  const [c0, c1, c2] = paletteFor(colors, rnd());
  const ctx: ShapeCtx = {
    main: tone(c0 ?? '#9a8c7a'),
    acc: tone(c1 ?? GOLD),
    acc2: tone(c2 ?? CREAM),
    metal: tone(GOLD),
    pattern,
    colours: colors,
    watch,
    rnd,
    uid: p,
  };
  const art = (SHAPES[shape] ?? SHAPES.tee)(ctx); // fallback guards unvalidated data
  const [fy, fw] = art.floor ?? [870, 220];
  const body = art.body ?? ctx.main;
  // A body in its own colour (a sneaker's white base) takes the pattern in that colour.
  const pat = patternDef(pattern, `${p}p`, { ...ctx, main: body, given: colors.length });
  const defs =
    `<path id="${p}b" d="${art.d}"/><clipPath id="${p}c"><use href="#${p}b"/></clipPath>` +
    pat +
    (art.defs ?? '');
  const floor =
    `<ellipse cx="400" cy="${fy}" rx="${fw}" ry="${Math.round(fw / 9)}" fill="${INK}" opacity=".1"/>` +
    (art.fit ? `<g transform="${art.fit}">` : '') +
    `<use href="#${p}b" x="9" y="13" fill="${INK}" opacity=".1"/>` +
    (art.fit ? '</g>' : '');
  const inner =
    (art.shade ? `<path d="${art.shade}" fill="#000" opacity=".13"/>` : '') +
    (art.hi ? `<path d="${art.hi}" fill="#fff" opacity=".2"/>` : '') +
    (art.seams ? `<path d="${art.seams}" fill="none" ${seamAttrs(pattern, body)}/>` : '');
  const item =
    (art.fit ? `<g transform="${art.fit}">` : '') +
    (art.under ?? '') +
    `<use href="#${p}b" fill="${body.base}"/>` +
    (pat ? `<use href="#${p}b" fill="url(#${p}p)"/>` : '') +
    (inner ? `<g clip-path="url(#${p}c)">${inner}</g>` : '') +
    `<use href="#${p}b" fill="none" stroke="${body.line}" stroke-width="5" stroke-linejoin="round"/>` +
    (art.over ?? '') +
    (art.fit ? '</g>' : '');
  return { defs, floor, item };
}

/** The warm backdrop: tinted cream with a soft lighter halo behind the item. */
export function backdrop(w: number, h: number, main: string, cx = w / 2, cy = h / 2, rad = 340): string {
  const bg = backdropFor(main);
  return `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${cx}" cy="${cy}" r="${rad}" fill="${tint(bg, 0.45)}"/>`;
}

/** Opens a standalone SVG document labelled by its <title>. */
export function svgOpen(w: number, h: number, titleId: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${titleId}"><title id="${titleId}">${title}</title>`;
}
