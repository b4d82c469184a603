/**
 * What a message asks for, scored by a classifier trained on the labelled phrasings of
 * intent-examples.ts. Before it is scored, each slot in the message is replaced by its kind —
 * <kind> for "dress" or "sneakers", <colour>, <size>, <money>, <place>, <material>, <person>,
 * <occasion>, <brand>, <ref> — so a phrasing learnt with one product, colour or town holds for all of
 * them, and words the examples never had (a product's name) weigh nothing.
 *
 * @example readIntent('nipee kitenge sneakers size 42 za blue') // { intent: 'add', p: 0.9… }
 */
import { classify, train, type Model } from './classifier.ts';
import { INTENT_EXAMPLES, type IntentLabel } from './intent-examples.ts';
import { normalise, stem, toEnglish } from './lexicon.ts';
import { findPlace } from './places.ts';
import { readAge } from './sizes.ts';
import { COLOURS, MATERIALS } from './slots.ts';
import { isBrand, kindOf } from './vocabulary.ts';

const OCCASION_WORDS = new Set(
  'birthday wedding anniversary graduation christmas valentines valentine eid party interview church funeral holiday beach safari gym'.split(
    ' ',
  ),
);
const PEOPLE = new Set(
  (
    'wife husband girlfriend boyfriend mum mom mother dad father sister brother bro friend boss colleague ' +
    'teacher aunt auntie uncle grandmother grandma grandfather grandpa son daughter niece nephew baby ' +
    'partner elder couple kids kid child children newborn toddler'
  ).split(' '),
);
const CARRIED_BRANDS = new Set(
  'rolex omega cartier patek philippe audemars piguet vacheron constantin tag heuer apple samsung galaxy garmin fitbit amazfit nike coach fenty cerave maybelline sheamoisture cantu ordinary'.split(
    ' ',
  ),
);
const COLOUR_WORDS = new Set(COLOURS);
const ORDINAL = /^(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|kwanza|pili|mwisho)$/;
const MONEY = /^(\$?\d[\d.,]*[km]?|ksh|kes|kshs|bob|usd|dollars?|shillings?|\/=)$/;
const SIZE = /^(xs|xl|xxl|2xl|eu\d*)$/;

/** The message as the classifier reads it: English words, each slot replaced by its kind. */
export function intentTokens(message: string): string[] {
  const english = toEnglish(normalise(message));
  let text = readAge(english).rest.replace(/['-]/g, ' ');
  const place = findPlace(text, message);
  if (place) text = ` ${text} `.replace(` ${place.words} `, ' <place> ');
  const tokens = text
    .replace(/(\d)\s*(k|m)\b/g, '$1$2')
    .replace(/[,.?!]+(\s|$)/g, ' ')
    .replace(/\$\s*(\d)/g, '$$$1')
    .split(/\s+/)
    .filter(Boolean);
  const masked: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    const pair = i + 1 < tokens.length ? `${word} ${tokens[i + 1]}` : '';
    if (pair && kindOf(pair)) {
      masked.push('<kind>');
      i++;
    } else if (word === '<place>') masked.push(word);
    else if (kindOf(word)) masked.push('<kind>');
    else if (COLOUR_WORDS.has(word)) masked.push('<colour>');
    else if (MATERIALS.has(word)) masked.push('<material>');
    else if (PEOPLE.has(word)) masked.push('<person>');
    else if (OCCASION_WORDS.has(word)) masked.push('<occasion>');
    else if (isBrand(word) || CARRIED_BRANDS.has(word)) masked.push('<brand>');
    else if (ORDINAL.test(word)) masked.push('<ref>');
    else if (
      SIZE.test(word) ||
      ((tokens[i - 1] === 'size' || tokens[i - 1] === 'in') && /^(\d{2}|s|m|l)$/.test(word))
    )
      masked.push('<size>');
    else if (MONEY.test(word)) {
      if (masked.at(-1) !== '<money>') masked.push(/^\d{1,2}$/.test(word) ? '<num>' : '<money>');
    } else masked.push(word);
  }
  return masked.map(stem);
}

let model: Model<IntentLabel> | undefined;

/** The classifier, trained on first use (a few milliseconds). */
function intentModel(): Model<IntentLabel> {
  model ??= train(
    Object.entries(INTENT_EXAMPLES).flatMap(([label, phrasings]) =>
      phrasings.map((text) => ({ tokens: intentTokens(text), label: label as IntentLabel })),
    ),
  );
  return model;
}

export interface IntentReading {
  intent: IntentLabel;
  /** The classifier's probability for it. */
  p: number;
  /** The runner-up, for decisions between two close readings. */
  next?: { intent: IntentLabel; p: number };
}

/** The likeliest intent of a message. */
export function readIntent(message: string): IntentReading {
  const [best, next] = classify(intentModel(), intentTokens(message));
  return { intent: best!.label, p: best!.p, ...(next ? { next: { intent: next.label, p: next.p } } : {}) };
}
