/**
 * The words the header search corrects misspellings towards (spelling.ts): those of the product
 * names, brands, kinds, colours and materials, and of the page and brand records, most frequent
 * first. Descriptions stay out: they would make the list long, and a word found only there is
 * still searched as typed.
 */
import { searchWords } from './spelling';

/** At most this many words: a few KB for the browser at any catalogue size. */
export const VOCABULARY_LIMIT = 4000;

/**
 * Words of three letters or more, without digits, most frequent first (alphabetical on a tie).
 *
 * @example buildVocabulary(['Silk Gown', 'Silk Scarf']) // ['silk', 'gown', 'scarf']
 */
export function buildVocabulary(texts: Iterable<string>, limit = VOCABULARY_LIMIT): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      if (word.length < 3 || /\d/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, limit)
    .map(([word]) => word);
}
