/**
 * Mtindo product artwork: original flat-lay illustrations generated as standalone SVG
 * strings from product data. Pure TypeScript, no DOM, deterministic for a given input.
 */
import type { ArtPattern, ArtShape } from '../taxonomy';
import { backdrop, itemLayer, svgOpen } from './compose';
import { esc } from './svg';
import { idPrefix } from './seed';
import type { WatchArt } from './shapes/watch/spec';

export { renderPlaceholderArt } from './placeholder';
export type { WatchArt } from './shapes/watch/spec';
export { renderBlogHero, type BlogHeroInput } from './hero';

export interface ProductArtInput {
  shape: ArtShape;
  pattern: ArtPattern;
  /** Hex colours; the first is the main colour, the rest trims, straps, beads. */
  colors: readonly string[];
  /** Varies details and makes the SVG's ids unique (use the product id). */
  seed: string;
  /** The accessible name (escaped here). */
  title: string;
  /** A watch model's looks (the product's `art.watch`). */
  watch?: WatchArt | undefined;
}

/** A product's artwork: a standalone 800 × 1000 SVG document. */
export function renderProductArt(input: ProductArtInput): string {
  const p = idPrefix(input.seed);
  const main = input.colors[0] ?? '#9a8c7a';
  const layer = itemLayer(input.shape, input.pattern, input.colors, input.seed, p, input.watch);
  return (
    svgOpen(800, 1000, `${p}t`, esc(input.title)) +
    `<defs>${layer.defs}</defs>` +
    backdrop(800, 1000, main) +
    layer.floor +
    layer.item +
    '</svg>'
  );
}
