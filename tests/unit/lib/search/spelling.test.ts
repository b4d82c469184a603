// Typo tolerance and plurals for the header search.
import { describe, expect, it } from 'vitest';
import { editDistance, searchWords, singular, Vocabulary } from '../../../../src/lib/search/spelling';
import { buildVocabulary } from '../../../../src/lib/search/vocabulary';

const STORE = new Vocabulary([
  'watch',
  'rolex',
  'sneakers',
  'handbag',
  'leather',
  'black',
  'dress',
  'rose',
  'roses',
]);

describe('Vocabulary.correct', () => {
  it('finds the spec of misspellings shoppers make', () => {
    expect(STORE.correct('rolx')).toBe('rolex');
    expect(STORE.correct('handbg')).toBe('handbag');
    expect(STORE.correct('snekers')).toBe('sneakers');
    expect(STORE.correct('Black lether handbg')).toBe('black leather handbag');
  });

  it('leaves known words, words being typed, numbers and short words alone', () => {
    expect(STORE.correct('black leather')).toBeNull();
    expect(STORE.correct('sneak')).toBeNull();
    expect(STORE.correct('44mm')).toBeNull();
    expect(STORE.correct('xyz')).toBeNull();
  });

  it('leaves a word with nothing close as typed', () => {
    expect(STORE.correct('nairobi')).toBeNull();
  });

  it('prefers the more frequent word on a tie', () => {
    expect(new Vocabulary(['rose', 'rise']).closest('rxse')).toBe('rose');
    expect(new Vocabulary(['rise', 'rose']).closest('rxse')).toBe('rise');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('rolex', 'rolex', 2)).toBe(0);
    expect(editDistance('rolx', 'rolex', 2)).toBe(1);
    expect(editDistance('roelx', 'rolex', 2)).toBe(1);
    expect(editDistance('rolxe', 'rolex', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops past its limit', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('singular', () => {
  it('finds the singular the backend should look for', () => {
    expect(singular('watches')).toBe('watch');
    expect(singular('dresses')).toBe('dress');
    expect(singular('shoes')).toBe('shoe');
    expect(singular('bags')).toBe('bag');
    expect(singular('accessories')).toBe('accessory');
    expect(singular('dress')).toBe('dress');
    expect(singular('chinos')).toBe('chino');
    expect(singular('bus')).toBe('bus');
  });
});

describe('searchWords and buildVocabulary', () => {
  it('split on punctuation and fold accents', () => {
    expect(searchWords(' Café, noir—SILK ')).toEqual(['cafe', 'noir', 'silk']);
  });

  it('keeps words of three letters or more, without digits, most frequent first', () => {
    expect(buildVocabulary(['Silk Gown', 'Silk Scarf', 'A 44mm watch'])).toEqual([
      'silk',
      'gown',
      'scarf',
      'watch',
    ]);
    expect(buildVocabulary(['b a', 'c b'], 1)).toEqual([]);
    expect(buildVocabulary(['ccc bbb', 'bbb'], 1)).toEqual(['bbb']);
  });
});
