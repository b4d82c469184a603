import { describe, expect, it } from 'vitest';
import { renderProductArt, type ProductArtInput } from '../../../../src/lib/art';
import { ART_PATTERNS, ART_SHAPES, type ArtPattern } from '../../../../src/lib/taxonomy';
import { idsOf, svgProblems } from './wellformed';

const COLOURS = [
  ['#c2492f', '#f2b705', '#1f3a5f'],
  ['#1a1a1a'],
  ['#f4f1ea', '#1f6f6b'],
  ['#d4af37', '#2e8bc0'],
];

const input = (over: Partial<ProductArtInput> = {}): ProductArtInput => ({
  shape: 'dress',
  pattern: 'kitenge',
  colors: ['#c2492f', '#f2b705'],
  seed: 'kitenge-wrap-dress',
  title: 'Kitenge wrap dress',
  ...over,
});

describe('renderProductArt', () => {
  it.each(ART_SHAPES.map((s, i) => [s, i] as const))(
    'draws %s as a well-formed SVG with a couple of patterns',
    (shape, i) => {
      const patterns: ArtPattern[] = [
        'solid',
        ART_PATTERNS[(i % (ART_PATTERNS.length - 1)) + 1] ?? 'kitenge',
        'metallic',
      ];
      for (const pattern of patterns) {
        const svg = renderProductArt({
          shape,
          pattern,
          colors: COLOURS[i % COLOURS.length] ?? ['#888888'],
          seed: `p-${shape}`,
          title: shape,
        });
        expect(svgProblems(svg), `${shape}/${pattern}`).toEqual([]);
        expect(
          svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-labelledby="',
          ),
        ).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
      }
    },
  );

  it.each(ART_PATTERNS)('lays the %s pattern over the body (clipped to it)', (pattern) => {
    for (const shape of ['tee', 'handbag', 'watch'] as const) {
      const svg = renderProductArt(input({ shape, pattern }));
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).toContain('<clipPath id="');
      if (pattern === 'solid') expect(svg).not.toMatch(/<pattern|<linearGradient id="[^"]+p"/);
      else if (pattern === 'metallic') expect(svg).toMatch(/<linearGradient id="[^"]+p"/);
      else expect(svg).toMatch(/<pattern id="[^"]+p" patternUnits="userSpaceOnUse"/);
    }
  });

  it('stays under 6 KB for every shape and pattern (a watch, with its dial and bracelet, under 12 KB)', () => {
    let max = 0;
    for (const shape of ART_SHAPES)
      for (const pattern of ART_PATTERNS)
        for (const colors of COLOURS) {
          const size = new TextEncoder().encode(renderProductArt(input({ shape, pattern, colors }))).length;
          max = Math.max(max, size);
          const limit = shape === 'watch' || shape === 'smartwatch' ? 12 : 6;
          expect(size, `${shape}/${pattern}`).toBeLessThan(limit * 1024);
        }
    expect(max).toBeGreaterThan(1000);
  });

  it('keeps coordinates compact (at most one decimal)', () => {
    for (const shape of ART_SHAPES)
      for (const pattern of ART_PATTERNS) {
        const svg = renderProductArt(input({ shape, pattern }));
        const long = svg.match(/\s(?:d|cx|cy|r|x|y|rx|ry|width|height)="[^"]*\d\.\d{2,}[^"]*"/g);
        expect(long, `${shape}/${pattern}`).toBeNull();
      }
  });

  it('is deterministic for the same input', () => {
    for (const shape of ART_SHAPES)
      expect(renderProductArt(input({ shape }))).toBe(renderProductArt(input({ shape })));
  });

  it('makes ids unique per seed so several SVGs can share a page', () => {
    const a = renderProductArt(input({ seed: 'product-a' }));
    const b = renderProductArt(input({ seed: 'product-b' }));
    const idsA = idsOf(a);
    const idsB = idsOf(b);
    expect(idsA.length).toBeGreaterThanOrEqual(4);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect(new Set(idsA).size).toBe(idsA.length);
  });

  it('escapes the title', () => {
    const svg = renderProductArt(input({ title: `Tom & Jerry's <b>"best"</b> tee` }));
    expect(svg).toContain('>Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; tee</title>');
    expect(svg).not.toContain('<b>');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('labels the image by its title', () => {
    const svg = renderProductArt(input());
    const id = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
    expect(svg).toContain(`<title id="${id}">Kitenge wrap dress</title>`);
  });

  it('uses the main colour for the body and secondary colours for trims', () => {
    const svg = renderProductArt(input({ shape: 'dress', pattern: 'solid', colors: ['#123456', '#abcdef'] }));
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('fill="#abcdef"');
  });

  it('copes with odd colour input (upper case, short hex, junk, none)', () => {
    for (const colors of [['#ABCDEF'], ['#abc'], ['red'], []]) {
      const svg = renderProductArt(input({ colors }));
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(/fill="(?!#[0-9a-f]{6}"|url\(|none"|#fff"|#000")[^"]*"/);
    }
  });

  it('varies the drawing only through the seed', () => {
    const a = renderProductArt(input({ pattern: 'beadwork', seed: 'one' }));
    const b = renderProductArt(input({ pattern: 'beadwork', seed: 'two' }));
    expect(a).not.toBe(b);
  });
});
