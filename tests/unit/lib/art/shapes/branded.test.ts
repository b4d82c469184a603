import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderProductArt } from '../../../../../src/lib/art';
import { productSchema } from '../../../../../src/lib/schemas';
import { svgProblems } from '../wellformed';

const catalogue = readdirSync('content/products').map((file) =>
  productSchema.parse(JSON.parse(readFileSync(`content/products/${file}`, 'utf8'))),
);

/** Branded goods other than watches: the products whose name carries their brand. */
const branded = catalogue.filter(
  (p) =>
    p.brand &&
    p.name.toLowerCase().includes(p.brand.split(' ')[0]!.toLowerCase()) &&
    p.art.shape !== 'watch' &&
    p.art.shape !== 'smartwatch',
);

/** Every colour of a product drawn as the product page draws it. */
const drawings = branded.flatMap((p) =>
  p.colors.map((c, i) => ({
    id: `${p.productId}--${i}`,
    svg: renderProductArt({
      shape: p.art.shape,
      pattern: p.art.pattern,
      colors: [c.hex, ...p.colors.filter((_, j) => j !== i).map((o) => o.hex)],
      seed: `${p.productId}-${i}`,
      title: p.name,
    }),
  })),
);

describe('the branded goods', () => {
  it('each have a drawing of their own kind, shared with no other product', () => {
    expect(branded.map((p) => p.productId).sort()).toEqual([
      'aviator-001',
      'cantu-leave-in',
      'cerave-moisturising-cream',
      'coach-tabby-shoulder-bag-26',
      'fenty-gloss-bomb',
      'maybelline-sky-high',
      'nike-air-jordan-1-low',
      'nike-air-jordan-1-retro-high-og',
      'ordinary-niacinamide-30ml',
      'sheamoisture-jbco-shampoo',
    ]);
    for (const p of branded) {
      const siblings = catalogue.filter((o) => o.art.shape === p.art.shape).map((o) => o.productId);
      expect(siblings, p.productId).toEqual([p.productId]);
    }
  });

  it.each(drawings.map((d) => [d.id, d.svg] as const))(
    'draws %s well-formed, under 6 KB, with no lettering',
    (_id, svg) => {
      expect(svgProblems(svg)).toEqual([]);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(6 * 1024);
      expect(svg).not.toContain('<text');
    },
  );

  it("blocks a court sneaker's colours: overlays in the variant's colour on a white base", () => {
    const red = drawings.find((d) => d.id === 'nike-air-jordan-1-retro-high-og--1')!.svg;
    expect(red).toContain('fill="#c8102e"');
    expect(red).toContain('fill="#f7f5f0"');
    expect(red).toContain('fill="#1c1c1c"'); // the collar, in the darkest colour
    const white = drawings.find((d) => d.id === 'nike-air-jordan-1-retro-high-og--0')!.svg;
    expect(white).toContain('fill="#c8102e"'); // a white variant keeps its red on the tongue tag
    const low = drawings.find((d) => d.id === 'nike-air-jordan-1-low--1')!.svg;
    expect(low).toContain('fill="#1c1c1c"');
    expect(low).toContain('fill="#f7f5f0"');
  });
});
