import { describe, expect, it } from 'vitest';
import { renderBlogHero, renderPlaceholderArt } from '../../../../src/lib/art';
import { ART_PATTERNS, ART_SHAPES } from '../../../../src/lib/taxonomy';
import { idsOf, svgProblems } from './wellformed';

describe('renderPlaceholderArt', () => {
  it('draws the placeholder with the store name', () => {
    const svg = renderPlaceholderArt();
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 800 1000"');
    expect(svg).toContain('>Mtindo</text>');
    expect(svg).toContain('<title id=');
  });

  it('escapes a given title', () => {
    const svg = renderPlaceholderArt('Shoes & <more>');
    expect(svg).toContain('>Shoes &amp; &lt;more&gt;</title>');
    expect(svgProblems(svg)).toEqual([]);
  });
});

describe('renderBlogHero', () => {
  it('draws every shape on a wide canvas', () => {
    ART_SHAPES.forEach((shape, i) => {
      const pattern = ART_PATTERNS[i % ART_PATTERNS.length] ?? 'solid';
      const svg = renderBlogHero({
        shape,
        pattern,
        color: '#1f6f6b',
        seed: `hero-${shape}`,
        title: `On ${shape}s & style`,
      });
      expect(svgProblems(svg), `${shape}/${pattern}`).toEqual([]);
      expect(svg).toContain('viewBox="0 0 1600 900" width="1600" height="900"');
      expect(svg).toContain('&amp; style</title>');
    });
  });

  it('does not collide with product art of the same seed on one page', async () => {
    const { renderProductArt } = await import('../../../../src/lib/art');
    const hero = renderBlogHero({
      shape: 'tee',
      pattern: 'kitenge',
      color: '#c2492f',
      seed: 'x',
      title: 't',
    });
    const art = renderProductArt({
      shape: 'tee',
      pattern: 'kitenge',
      colors: ['#c2492f'],
      seed: 'x',
      title: 't',
    });
    expect(idsOf(hero).filter((id) => idsOf(art).includes(id))).toEqual([]);
  });
});
