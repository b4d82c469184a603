import { describe, expect, it } from 'vitest';
import { luminance, mix, paletteFor, parseHex, shade, tint, tone } from '../../../../src/lib/art/colour';
import { hashString, idPrefix, makeRng } from '../../../../src/lib/art/seed';
import { esc, mirrorD, shiftD, sym } from '../../../../src/lib/art/svg';

describe('colour helpers', () => {
  it('parses and mixes', () => {
    expect(parseHex('#ff8000')).toEqual([255, 128, 0]);
    expect(parseHex('#F80')).toEqual([255, 136, 0]);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(tint('#000000', 1)).toBe('#ffffff');
    expect(shade('#ffffff', 1)).toBe('#000000');
  });

  it('derives a darker outline and a contrasting seam', () => {
    const light = tone('#e8e2d6');
    expect(luminance(light.line)).toBeLessThan(luminance(light.base));
    const dark = tone('#111111');
    expect(luminance(dark.seam)).toBeGreaterThan(luminance(dark.base));
  });

  it('pads a palette to three distinct colours', () => {
    const p = paletteFor(['#c2492f'], 0.3);
    expect(p).toHaveLength(3);
    expect(p[0]).toBe('#c2492f');
    expect(new Set(p).size).toBe(3);
    expect(paletteFor(['#111111', '#222222', '#333333', '#444444'], 0)).toHaveLength(4);
  });
});

describe('seed helpers', () => {
  it('hashes deterministically into XML-safe ids', () => {
    expect(hashString('a')).toBe(hashString('a'));
    expect(hashString('a')).not.toBe(hashString('b'));
    expect(idPrefix('product-1')).toMatch(/^[a-z][a-z0-9]+$/);
    const r1 = makeRng('s');
    const r2 = makeRng('s');
    const xs = [r1(), r1(), r1()];
    expect([r2(), r2(), r2()]).toEqual(xs);
    xs.forEach((x) => expect(x >= 0 && x < 1).toBe(true));
  });
});

describe('svg helpers', () => {
  it('escapes XML', () => {
    expect(esc(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('mirrors a half outline into a closed symmetric path', () => {
    expect(
      sym(
        [400, 100],
        [
          [300, 100],
          [300, 200],
          [400, 200],
        ],
      ),
    ).toBe('M400 100L300 100L300 200L400 200L500 200L500 100L400 100Z');
  });

  it('mirrors and shifts paths, arcs included', () => {
    expect(mirrorD('M300 10L350 20H310V30Z')).toBe('M500 10L450 20H490V30Z');
    expect(shiftD('M10 10Q20 20 30 30', 5, -5)).toBe('M15 5Q25 15 35 25');
    expect(mirrorD('M100 50a10 10 0 1 0 20 0')).toBe('M700 50a10 10 0 1 1 -20 0');
  });
});
