import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderProductArt } from '../../../../../../src/lib/art';
import { idPrefix } from '../../../../../../src/lib/art/seed';
import {
  dialColour,
  readWatchArt,
  resolveWatch,
  type WatchArt,
} from '../../../../../../src/lib/art/shapes/watch/spec';
import { productSchema, watchArtSchema } from '../../../../../../src/lib/schemas';
import { svgProblems } from '../../wellformed';

const draw = (shape: 'watch' | 'smartwatch', watch: WatchArt, colors = ['#1f3b6e', '#1c1c1c'], seed = 'w') =>
  renderProductArt({ shape, pattern: 'metallic', colors, seed, title: 'A watch', watch });

/** The bundled catalogue's watches, with the drawing of their first colour. */
const watches = readdirSync('content/products')
  .map((file) => productSchema.parse(JSON.parse(readFileSync(`content/products/${file}`, 'utf8'))))
  .filter((p) => p.art.shape === 'watch' || p.art.shape === 'smartwatch')
  .map((p) => ({
    product: p,
    svg: renderProductArt({
      shape: p.art.shape,
      pattern: p.art.pattern,
      colors: p.colors.map((c) => c.hex),
      seed: `${p.productId}-0`,
      title: p.name,
      watch: p.art.watch,
    }),
  }));

describe('resolveWatch', () => {
  it('draws a plain steel watch on an Oyster-style bracelet when told nothing', () => {
    expect(resolveWatch('watch', 'metallic')).toMatchObject({
      case: 'round',
      metal: 'steel',
      bezel: 'smooth',
      dial: 'sunburst',
      indices: 'batons',
      complications: ['date'],
      bracelet: 'oyster',
    });
  });

  it('puts an analogue watch whose pattern is not metal on a leather strap', () => {
    expect(resolveWatch('watch', 'solid').bracelet).toBe('leather');
    expect(resolveWatch('watch', 'solid', { bracelet: 'rubber' }).bracelet).toBe('rubber');
  });

  it('gives a smart watch a square screen, activity rings, a digital crown and a case in its colour', () => {
    expect(resolveWatch('smartwatch', 'solid')).toMatchObject({
      screen: 'square',
      face: 'rings',
      buttons: 'digital-crown',
      bracelet: 'sport-band',
      metal: undefined,
    });
  });

  it("takes the model's own choices over the defaults, and leaves out what is undefined", () => {
    const w = resolveWatch('watch', 'metallic', { bezel: 'diver', complications: [], dial: undefined });
    expect(w.bezel).toBe('diver');
    expect(w.complications).toEqual([]);
    expect(w.dial).toBe('sunburst');
  });
});

describe('dialColour', () => {
  it("is the variant's colour", () => {
    expect(dialColour(['#2a6cb3', '#c0c0c0'])).toBe('#2a6cb3');
  });

  it("skips a colour that is the strap's own: that variant names the strap", () => {
    expect(dialColour(['#1c1c1c', '#d8d8d8'], '#1C1C1C')).toBe('#d8d8d8');
    expect(dialColour(['#d8d8d8', '#1c1c1c'], '#1c1c1c')).toBe('#d8d8d8');
  });

  it('falls back to a silvered dial when there is no colour', () => {
    expect(dialColour([])).toBe('#d8d8d8');
  });
});

describe('watchArtSchema', () => {
  it('takes any part of a watch and refuses an unknown field or value', () => {
    expect(watchArtSchema.safeParse({ bezel: 'fluted' }).success).toBe(true);
    expect(watchArtSchema.safeParse({ bezel: 'wavy' }).success).toBe(false);
    expect(watchArtSchema.safeParse({ logo: 'crown' }).success).toBe(false);
    expect(watchArtSchema.safeParse({ strap: 'black' }).success).toBe(false);
  });
});

describe('the watch drawings', () => {
  it('draws what the model is: Roman numerals, screws, a date, a diver bezel', () => {
    const tank = draw('watch', { case: 'rectangular', indices: 'roman', hands: 'sword', complications: [] });
    expect(tank).toContain('>XII</text>');
    expect(tank).toContain('>IIII</text>');
    expect(tank).not.toContain('>15</text>');
    const royalOak = draw('watch', { case: 'octagon', bezel: 'octagonal-screws', dial: 'tapisserie' });
    expect(royalOak.match(/<g transform="translate\(/g)).toHaveLength(8);
    expect(royalOak).toContain('>15</text>');
    const diver = draw('watch', { bezel: 'diver', complications: ['date-at-6'] });
    for (const n of [10, 20, 30, 40, 50]) expect(diver).toContain(`>${n}</text>`);
  });

  it('colours the dial by the variant and the strap by the model', () => {
    const blue = draw('watch', { dial: 'plain', bracelet: 'leather', strap: '#5a3522' }, ['#1f3b6e']);
    const green = draw('watch', { dial: 'plain', bracelet: 'leather', strap: '#5a3522' }, ['#2e6b4a']);
    expect(blue).toContain('#5a3522');
    expect(green).toContain('#5a3522');
    expect(blue.replace(/id="[^"]+"/g, '')).not.toBe(green.replace(/id="[^"]+"/g, ''));
  });

  it('lights each smart watch face with the time', () => {
    for (const face of ['modular', 'rings', 'analogue', 'digital', 'sport', 'mono', 'chrono'] as const)
      for (const screen of ['square', 'round', 'rugged', 'band'] as const) {
        const svg = draw('smartwatch', { face, screen });
        expect(svgProblems(svg), `${face} on ${screen}`).toEqual([]);
        expect(svg).toMatch(/>10(:09)?<\/text>|stroke-width="3.5"/);
      }
  });

  it.each(watches.map((w) => [w.product.productId, w.svg] as const))(
    'draws %s well-formed and under 12 KB',
    (_id, svg) => {
      expect(svgProblems(svg)).toEqual([]);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(12 * 1024);
    },
  );

  it('draws every watch of the catalogue differently from every other, whatever its colours', () => {
    const shapes = watches.map(({ product, svg }) =>
      svg
        .replace(/<title[^>]*>[^<]*<\/title>/, '')
        .replaceAll(idPrefix(`${product.productId}-0`), '')
        .replace(/#[0-9a-f]{6}/g, ''),
    );
    expect(watches.length).toBeGreaterThanOrEqual(16);
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});

describe('readWatchArt (a stored art.watch read in the browser, without the schema)', () => {
  it('reads every bundled watch as the schema does', () => {
    const described = watches.filter(({ product }) => product.art.watch);
    expect(described.length).toBeGreaterThan(5);
    for (const { product } of described) {
      const stored = JSON.parse(JSON.stringify(product.art.watch));
      expect(readWatchArt(stored)).toEqual(watchArtSchema.parse(stored));
    }
  });

  it('keeps the allowed fields with allowed values and leaves out the rest', () => {
    expect(
      readWatchArt({
        bezel: 'diver',
        dial: 'lava',
        complications: ['date', 'tourbillon'],
        strap: '#1C1C1C',
        heliumValve: 'yes',
        crown: 'guarded',
        owner: 'x',
      }),
    ).toEqual({ bezel: 'diver', crown: 'guarded' });
    expect(readWatchArt({ complications: ['date-at-6'], strap: '#1c1c1c', heliumValve: true })).toEqual({
      complications: ['date-at-6'],
      strap: '#1c1c1c',
      heliumValve: true,
    });
    for (const nothing of [null, 'round', [], {}, { dial: 7 }]) expect(readWatchArt(nothing)).toBeUndefined();
  });
});
