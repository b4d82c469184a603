/**
 * The sizes a shopper names — a letter size, a shoe, waist or EU number, a child's age range, one
 * size — read as candidates: which one a product has is decided against the product (sizeFor).
 *
 * @example sizeFor(['EU 40', 'EU 45'], readSizes('penny loafers 45').sizes[0]!) // 'EU 45'
 */

/** A size the shopper named: a letter size, a number (shoe, waist, EU) or a child's age range. */
export type SizeWanted =
  | { kind: 'letter'; value: string }
  | { kind: 'number'; value: number; /** said without "size", "in" or "EU" */ bare?: boolean }
  | { kind: 'age'; from: number; to: number; unit: 'M' | 'Y' }
  | { kind: 'one' };

/** Children's ages and clothing ages ("6-12 months", "4-5 yrs", "a 5 year old"): never a price. */
const AGE =
  /\b(\d{1,2})\s*(?:-|to)\s*(\d{1,2})\s*(months?|mths?|m|years?|yrs?|y)\b|\b(\d{1,2})\s*(months?|mths?|years?|yrs?)(?:\s*old)?\b/;

/** The child's age or clothing age a message names. */
export function readAge(text: string): { age?: SizeWanted; rest: string } {
  const match = AGE.exec(text);
  if (!match) return { rest: text };
  const unit = /^m/.test(match[3] ?? match[5]!) ? 'M' : 'Y';
  const from = Number(match[1] ?? match[4]);
  const to = Number(match[2] ?? match[4]);
  return { age: { kind: 'age', from, to, unit }, rest: text.replace(match[0], ' ') };
}

const LETTER_SIZES: Record<string, string> = {
  xs: 'XS',
  s: 'S',
  small: 'S',
  m: 'M',
  medium: 'M',
  l: 'L',
  large: 'L',
  xl: 'XL',
  xxl: 'XXL',
  '2xl': 'XXL',
};

/** The sizes a message names, most explicit first; the product decides which it has. */
export function readSizes(text: string): { sizes: SizeWanted[]; rest: string } {
  const sizes: SizeWanted[] = [];
  let rest = text;
  const take = (pattern: RegExp, make: (m: RegExpExecArray) => SizeWanted | undefined) => {
    for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
      const size = make(m);
      rest = rest.replace(m[0], ' ');
      if (size) sizes.push(size);
    }
  };
  take(/\bone size\b/, () => ({ kind: 'one' }));
  const { age, rest: afterAge } = readAge(rest);
  // "he is 25": an age, no size.
  rest = rest.replace(/\b(turns?|turning|aged?|he is|she is|he's|she's)\s+\d{1,2}\b/g, ' ');
  // A grown-up's age ("my 30 year old brother") is no clothing size.
  if (age?.kind === 'age') {
    if (age.unit === 'M' || age.to < 16) sizes.push(age);
    rest = afterAge;
  }
  take(
    /\b(?:size|saizi|waist|eu|in|number|no)\s*(\d{2})\b(?!\s*(?:k\b|000|,\d|%|days?|mm|pcs|pieces|units))/,
    (m) => ({
      kind: 'number',
      value: Number(m[1]),
    }),
  );
  take(/\b(?:size|saizi|in(?: a)?(?: size)?)\s+(xxl|2xl|xl|xs|s|m|l|small|medium|large)\b/, (m) => ({
    kind: 'letter',
    value: LETTER_SIZES[m[1]!]!,
  }));
  take(/\b(xxl|2xl|xl|xs)\b/, (m) => ({ kind: 'letter', value: LETTER_SIZES[m[1]!]! }));
  // A bare shoe or waist size ("penny loafers 45"): a number a size can be, not an amount.
  take(/(?:^|\s)(2[4-9]|3\d|4[0-8])(?=\s|$)/, (m) => ({ kind: 'number', value: Number(m[1]), bare: true }));
  return { sizes, rest };
}

/** How a size is said back and searched by: "M", "42", "4-5Y", "One Size". */
export function sizeText(size: SizeWanted): string {
  if (size.kind === 'letter') return size.value;
  if (size.kind === 'number') return String(size.value);
  if (size.kind === 'one') return 'One Size';
  return size.from === size.to ? `${size.from}${size.unit}` : `${size.from}-${size.to}${size.unit}`;
}

/** The one of `sizes` (a product's) the shopper asked for, if it has it. */
export function sizeFor(sizes: string[], wanted: SizeWanted): string | undefined {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/^eu\s*/, '')
      .replace(/\s+/g, '');
  if (wanted.kind === 'one') return sizes.find((s) => /one size/i.test(s));
  if (wanted.kind === 'letter') return sizes.find((s) => s.toUpperCase() === wanted.value);
  if (wanted.kind === 'number') return sizes.find((s) => plain(s) === String(wanted.value));
  const ranges = sizes.map((s) => ({ s, m: /^(\d+)-(\d+)\s*([MY])$/i.exec(s.replace(/\s/g, '')) }));
  const exact = ranges.find(
    ({ m }) =>
      m && Number(m[1]) === wanted.from && Number(m[2]) === wanted.to && m[3]!.toUpperCase() === wanted.unit,
  );
  if (exact) return exact.s;
  // "a 5 year old": the range that holds the age.
  return ranges.find(
    ({ m }) =>
      m && m[3]!.toUpperCase() === wanted.unit && Number(m[1]) <= wanted.from && wanted.to <= Number(m[2]),
  )?.s;
}
