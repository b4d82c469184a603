/** Shared types for the shape drawers. */
import type { ArtPattern } from '../taxonomy';
import type { Tone } from './colour';
import type { WatchArt } from './shapes/watch/spec';

/** What a shape drawer gets: the colours and a seeded generator. Canvas is 800 × 1000. */
export interface ShapeCtx {
  /** The product's main colour. */
  main: Tone;
  /** Second colour (the product's, else a fallback accent): trims, straps, dials. */
  acc: Tone;
  /** Third colour: beads, linings, small details. */
  acc2: Tone;
  /** Hardware: buckles, clasps, zips. */
  metal: Tone;
  pattern: ArtPattern;
  /** The product's own colours, the one shown first (empty when it names none). */
  colours: readonly string[];
  /** A watch model's looks (`art.watch`), for the watch drawers. */
  watch?: WatchArt | undefined;
  /** Seeded numbers in [0, 1). */
  rnd: () => number;
  /** Prefix for any extra ids a drawer defines. */
  uid: string;
}

/** What a shape drawer returns. Paths are in the 800 × 1000 canvas. */
export interface ShapeArt {
  /** The body outline: filled with the main colour and the pattern, outlined. */
  d: string;
  /** The body's fill and outline when not the main colour (a watch's metal bracelet or strap). */
  body?: Tone;
  /** Markup drawn behind the body. */
  under?: string;
  /** Path of shadowed areas inside the body. */
  shade?: string;
  /** Path of highlighted areas inside the body. */
  hi?: string;
  /** Path of seams inside the body (drawn as stitching for denim and leather). */
  seams?: string;
  /** Markup drawn on top: trims, hardware, buttons. */
  over?: string;
  /** Extra defs (gradients) the markup uses. */
  defs?: string;
  /** Optional transform placing the drawing (scale small items up). */
  fit?: string;
  /** Floor shadow: y, half-width (defaults 870, 220). */
  floor?: readonly [number, number];
}

export type ShapeDrawer = (c: ShapeCtx) => ShapeArt;
