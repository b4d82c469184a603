/**
 * Amounts in a shopper's message, in KES: a budget ("under 30k", "below $100", "between 2k and 5k",
 * "around 10,000", "chini ya 5000", "niko na 5k", "2500 tops") and an order's total ("if my order is
 * 6k"). USD is converted at the store's rate; a child's age is never read as a price.
 *
 * @example readBudget('niko na 5k').budget // { maxKes: 5000 }
 */
import { readAge } from './sizes.ts';

export interface Budget {
  minKes?: number;
  maxKes?: number;
}

/** KES per USD (standing decision 1). */
export const KES_PER_USD = 140;

const UNIT = String.raw`\$|usd|dollars?|ksh|kes|kshs|shillings?|bob|sh|\/=`;
const SCALE = String.raw`(?:(?:millions?|mil|thousand|elfu|k|m)\b)`;
const AMOUNT = String.raw`(${UNIT})?\s*(\d[\d.,]*\s*${SCALE}?)\s*(${UNIT})?`;

/** "30k" → 30000, "1.5m" and "1 million" → 1500000 and 1000000, "5,000" → 5000. */
function amount(raw: string): number {
  const match = /^([\d.,]+)\s*([a-z]*)$/.exec(raw.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]!.replace(/,(?=\d{3}\b)/g, '').replace(/,/g, '.'));
  const scale = match[2]!;
  if (/^(k|thousand|elfu)$/.test(scale)) return value * 1_000;
  if (/^(m|mil|millions?)$/.test(scale)) return value * 1_000_000;
  return scale ? Number.NaN : value;
}

function toKes(value: number, before?: string, after?: string): number {
  const usd = /\$|usd|dollar/.test(`${before ?? ''}${after ?? ''}`);
  return Math.round(usd ? value * KES_PER_USD : value);
}

const BOUNDS: [RegExp, (a: number, b?: number) => Budget][] = [
  [
    new RegExp(String.raw`\b(?:between|from|kati ya)\s+${AMOUNT}\s*(?:and|to|-|na|hadi)\s*${AMOUNT}`),
    (a, b) => ({ minKes: a, maxKes: b }),
  ],
  [new RegExp(String.raw`${AMOUNT}\s*(?:-|to)\s*${AMOUNT}`), (a, b) => ({ minKes: a, maxKes: b })],
  [
    new RegExp(
      String.raw`\b(?:under|chini|below|less than|cheaper than|max(?:imum)?|up to|within|not more than|no more than|not above|at most|isiyozidi|isizidi|hadi|budget(?: of| is| ya)?|for|i have|i've got|got|with|spend|spending)(?:\s+(?:ya|of))?\s+${AMOUNT}`,
    ),
    (a) => ({ maxKes: a }),
  ],
  [
    new RegExp(String.raw`${AMOUNT}\s*(?:tops|max(?:imum)?|or less|or below|and below|at most|budget)\b`),
    (a) => ({ maxKes: a }),
  ],
  [
    new RegExp(String.raw`\b(?:over|above|more than|at least|from|zaidi ya|juu ya|over ya)\s+${AMOUNT}`),
    (a) => ({ minKes: a }),
  ],
  [
    new RegExp(
      String.raw`\b(?:around|about|roughly|approximately|approx|karibu|like)(?:\s+(?:ya|of))?\s+${AMOUNT}`,
    ),
    // "Around 20k" is a budget: nothing dearer, and nothing much cheaper.
    (a) => ({ minKes: Math.round(a * 0.8), maxKes: a }),
  ],
];

/**
 * A budget in KES from "under 30k", "below $100", "between 2k and 5k", "around 10,000",
 * "chini ya 5000", "niko na 5k", "2500 tops", or an amount with its currency alone ("a $50 gift").
 */
export function readBudget(message: string): { budget?: Budget; rest: string } {
  const original = message.toLowerCase();
  // Amounts are looked for without the ages ("6-12 months" is no price range); the rest keeps them.
  const text = readAge(original).rest;
  for (const [pattern, make] of BOUNDS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const groups = match.slice(1);
    const first = amount(groups[1] ?? '');
    if (!Number.isFinite(first)) continue;
    const hasSecond = groups.length > 3;
    // A price needs a unit or a size that no product code has: "for 2" is a quantity, not KSH 2.
    const unitless = !groups[0] && !groups[2] && !/[a-z]/.test(groups[1] ?? '');
    if (unitless && first < (hasSecond ? 50 : 100)) continue;
    let budget: Budget;
    if (hasSecond) {
      const second = amount(groups[4] ?? '');
      if (!Number.isFinite(second)) continue;
      // "$50-$100": a unit on either side applies to both.
      const unit0 = groups[0] ?? groups[3];
      const unit2 = groups[2] ?? groups[5];
      budget = make(toKes(first, unit0, unit2), toKes(second, groups[3] ?? unit0, groups[5] ?? unit2));
    } else budget = make(toKes(first, groups[0], groups[2]));
    return { budget, rest: original.replace(match[0], ' ') };
  }
  // An amount with its currency or a "k" and nothing else ("a $50 gift", "dress 15k"): at most that.
  const bare = new RegExp(
    String.raw`(?:^|\s)(${UNIT})\s*(\d[\d.,]*\s*${SCALE}?)|\b(\d[\d.,]*\s*${SCALE})|\b(\d[\d.,]*)\s*(${UNIT})(?=\s|$)`,
  ).exec(text);
  if (bare) {
    const value = amount(bare[2] ?? bare[3] ?? bare[4]!);
    const kesValue = toKes(value, bare[1] ?? bare[5]);
    if (Number.isFinite(kesValue) && kesValue >= 100)
      return { budget: { maxKes: kesValue }, rest: original.replace(bare[0], ' ') };
  }
  return { rest: original };
}

/** An amount the shopper says their order comes to ("if my order is 6k", "a 30k order", "if I spend 8k"). */
export function readOrderTotal(text: string): number | undefined {
  const match = new RegExp(AMOUNT, 'g');
  for (const m of readAge(text).rest.matchAll(match)) {
    if (!m[2]) continue;
    const value = toKes(amount(m[2]), m[1], m[3]);
    if (Number.isFinite(value) && value >= 100) return value;
  }
  return undefined;
}
