/**
 * The other details of a shopper's message, read whatever it asks (the intent is read apart, in
 * intent.ts; amounts in amounts.ts, sizes in sizes.ts, people and occasions in people.ts): a quantity,
 * a colour, a material, a reference to an item shown ("the second one"). Each reader takes the
 * message already in English words (lexicon.ts).
 *
 * @example readQuantity('ongeza mbili') // 2
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  pair: 1,
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
};

const BUYING = String.raw`add|put|throw|buy|take|give me|send me|bring me|get me|order|i'll take|i will take|i want|want`;

/** How many: "add 2 …", "x2", "3 pieces", "mbili". */
export function readQuantity(text: string): number | undefined {
  // "add -5": a negative amount is no amount; the agent adds one.
  if (/(?:^|\s)-\s*\d/.test(text)) return undefined;
  const numeric = new RegExp(
    String.raw`\b(?:${BUYING})\s+(\d{1,2})\b(?!\s*(?:k\b|000|,\d|%|\$|bob|ksh|kes|year|yr|month))|(?:^|\s)(?:x|qty|quantity|×)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:x|×|pcs|pieces|pairs?|units?|of)(?=\s|$)`,
  ).exec(text);
  if (numeric) return Number(numeric[1] ?? numeric[2] ?? numeric[3]);
  const word = /\b(two|three|four|five|six|mbili|tatu|nne|tano|sita)\b/.exec(text);
  if (
    word &&
    new RegExp(String.raw`\b(?:${BUYING}|of|pieces|pairs)\b|\b(mbili|tatu|nne|tano|sita)\b`).test(text)
  )
    return NUMBER_WORDS[word[1]!];
  return undefined;
}

/** Colour words a shopper searches by (a product's own colour names are matched against it). */
export const COLOURS = [
  'black', 'white', 'grey', 'gray', 'beige', 'cream', 'brown', 'tan', 'red', 'maroon', 'orange',
  'yellow', 'gold', 'silver', 'green', 'olive', 'blue', 'navy', 'purple', 'pink', 'emerald',
  'champagne', 'camel', 'burgundy', 'ivory', 'khaki', 'sage', 'cognac', 'charcoal', 'rust',
  'terracotta', 'nude', 'coral', 'teal', 'indigo', 'midnight', 'oxblood', 'taupe', 'chocolate',
  'blush', 'cobalt', 'turquoise', 'mustard', 'lilac', 'lavender', 'mint', 'peach', 'sand', 'stone',
]; // prettier-ignore

/** The families the site's colour filter groups colours in (src/lib/colour-family.ts). */
const FAMILIES = new Set([
  'black',
  'white',
  'grey',
  'beige',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
]);

/** The colour a message names: a shade ("navy" in "navy blue") before its family. */
export function readColour(text: string): string | undefined {
  const named = COLOURS.filter((c) => new RegExp(`\\b${c}\\b`).test(text)).map((c) =>
    c === 'gray' ? 'grey' : c,
  );
  return named.find((c) => !FAMILIES.has(c)) ?? named[0];
}

/** Words that ask for more of the same search rather than something new. */
export const REFINING = new Set(
  'more others other else another different options alternatives similar same instead colour color zaidi nyingine'.split(
    ' ',
  ),
);

/** What things are made of or decorated with: a follow-up of these narrows the list shown. */
export const MATERIALS = new Set(
  (
    'leather suede canvas cotton linen silk satin wool merino cashmere denim velvet gold silver brass ' +
    'beaded beads bead kitenge kikoi sisal straw nylon mesh rubber glass waxed knit knitted fleece felt ' +
    'chiffon lace ankara shuka pima jersey polarised polarized titanium steel ceramic recycled plated ' +
    'woven embroidered printed print striped floral'
  ).split(' '),
);

export function readMaterials(words: string[]): string[] {
  return words.filter((w) => MATERIALS.has(w));
}

/** "pure wool", "100% cotton", "leather only": the material alone is wanted, not a blend. */
export function readPure(text: string, materials: string[]): boolean {
  return materials.some((m) =>
    new RegExp(`\\b(pure|100 ?%?|all|solely|only( the)?)\\s+${m}\\b|\\b${m}\\s+(ones? )?only\\b`).test(text),
  );
}

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  kwanza: 1,
  second: 2,
  '2nd': 2,
  pili: 2,
  third: 3,
  '3rd': 3,
  tatu: 3,
  fourth: 4,
  '4th': 4,
  nne: 4,
  fifth: 5,
  '5th': 5,
  tano: 5,
};

/** A shown item: 1-based position, 'last', or 'it' for "it" / "that one". */
export function readReference(text: string): number | 'last' | 'it' | undefined {
  const ordinal =
    /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\b|\bya\s+(kwanza|pili|tatu|nne|tano)\b|(?:#|number\s*|no\.?\s*)([1-9])\b/.exec(
      text,
    );
  if (ordinal) {
    const word = ordinal[1] ?? ordinal[2];
    return word ? ORDINALS[word] : Number(ordinal[3]);
  }
  if (/\b(last one|the last|ya mwisho)\b/.test(text)) return 'last';
  if (
    /\b(it|that one|this one|that|them|huo|hicho)\b/.test(text) &&
    !/\b(is it|it'?s|does it|that'?s all|is that|is this)\b/.test(text)
  )
    return 'it';
  return undefined;
}
