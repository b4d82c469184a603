// What a cart or order line says was chosen.
import { describe, expect, it } from 'vitest';
import { lineOptions, sizeLabel } from '../../../../supabase/functions/_shared/contracts/line-options';

describe('line options', () => {
  it('says "Size 42", and "One Size" for a product made in one size, never "Size One Size"', () => {
    expect(sizeLabel('42')).toBe('Size 42');
    expect(sizeLabel('One Size')).toBe('One Size');
    expect(sizeLabel('one size ')).toBe('One Size');
    expect(sizeLabel(undefined)).toBeUndefined();
    expect(sizeLabel('')).toBeUndefined();
  });

  it('names the colour first, and leaves out what was not chosen', () => {
    expect(lineOptions('Cognac', 'One Size')).toBe('Cognac · One Size');
    expect(lineOptions('Indigo', 'M')).toBe('Indigo · Size M');
    expect(lineOptions(undefined, 'M')).toBe('Size M');
    expect(lineOptions('Crimson', null)).toBe('Crimson');
    expect(lineOptions(null, undefined)).toBe('');
  });
});
