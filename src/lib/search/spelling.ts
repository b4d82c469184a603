/**
 * Typo tolerance for the header search. Pagefind matches words and their beginnings but not
 * misspellings ("rolx", "handbg", "snekers"), and the backend matches letters in order; so a word
 * the store's vocabulary does not know is replaced by the closest one it does, within one edit
 * for short words and two for long ones. The vocabulary is built with the search index
 * (src/integrations/search-index.ts).
 */

/** Words of a query, in lower case, without punctuation. */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of neighbours), or
 * `limit + 1` as soon as it must be more than `limit`.
 *
 * @example editDistance('snekers', 'sneakers', 2) // 1
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of this length may need: none under 4 letters, 1 up to 5, then 2. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * The store's words, most frequent first (as the build writes them), ready to correct queries.
 *
 * @example new Vocabulary(['rolex', 'watch']).correct('rolx watch') // 'rolex watch'
 */
export class Vocabulary {
  private readonly known: Set<string>;
  private readonly words: readonly string[];

  constructor(words: readonly string[]) {
    this.words = words;
    this.known = new Set(words);
  }

  /** A word the shopper may still be typing: known, or the beginning of a known word. */
  private isKnown(word: string): boolean {
    return this.known.has(word) || this.words.some((known) => known.startsWith(word));
  }

  /** The closest known word within the allowed edits (the more frequent on a tie), or null. */
  closest(word: string): string | null {
    const limit = allowedEdits(word.length);
    if (limit === 0) return null;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (const candidate of this.words) {
      const distance = editDistance(word, candidate, Math.min(limit, bestDistance - 1));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        if (distance === 1) break;
      }
    }
    return best;
  }

  /** The query with its unknown words corrected, or null when there is nothing to correct. */
  correct(query: string): string | null {
    const words = searchWords(query);
    let changed = false;
    const corrected = words.map((word) => {
      if (/\d/.test(word) || this.isKnown(word)) return word;
      const closest = this.closest(word);
      if (!closest) return word;
      changed = true;
      return closest;
    });
    return changed ? corrected.join(' ') : null;
  }
}

/**
 * A word as the backend's letters-in-order match should look for it: the singular, so that
 * "watches" also finds "Smart Watch" (and "watch" still finds "watches").
 *
 * @example singular('dresses') // 'dress'
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && !/is$/.test(word)) return word.slice(0, -1);
  return word;
}
