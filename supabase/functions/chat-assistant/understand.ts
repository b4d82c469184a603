/**
 * What a shopper's message asks, read without a language model, in two independent parts: the
 * intent, scored by a classifier trained on labelled phrasings (intent.ts), and the slots a sales
 * agent needs, each read by its own reader (slots.ts, places.ts) — product words, budget, sizes,
 * quantity, colour, material, who it is for, the occasion, the place, a reference to an item shown.
 * English, Swahili and Sheng (lexicon.ts). Pure: the agent decides what to do with it, in the light
 * of what the conversation has shown.
 *
 * @example understand('add 2 of the first one in M') // { intent: 'add', quantity: 2, reference: 1, size: 'M', … }
 */
import { readIntent } from './intent.ts';
import type { IntentLabel } from './intent-examples.ts';
import { normalise, toEnglish } from './lexicon.ts';
import { findPlace, type Place } from './places.ts';
import { kindOf } from './vocabulary.ts';
import { readBudget, readOrderTotal, type Budget } from './amounts.ts';
import {
  isGift,
  readAudience,
  readOccasion,
  readRecipient,
  type Audience,
  type Recipient,
} from './people.ts';
import { readSizes, sizeText, type SizeWanted } from './sizes.ts';
import { readColour, readMaterials, readPure, readQuantity, readReference } from './slots.ts';

export { readBudget } from './amounts.ts';
export type { Audience } from './people.ts';
export type { Budget } from './amounts.ts';

export type Intent =
  | 'greet'
  | 'thanks'
  | 'find'
  | 'add'
  | 'view_cart'
  | 'checkout'
  | 'cart_edit'
  | 'info'
  | 'product_question'
  | 'confirm'
  | 'decline'
  | 'chat'
  | 'manipulation';

export const TOPICS = [
  'orders',
  'delivery',
  'pay_on_delivery',
  'returns',
  'payment',
  'sizes',
  'hours',
  'contact',
  'authenticity',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The store questions the classifier tells apart, as topics. */
const TOPIC_OF: Partial<Record<IntentLabel, Topic>> = {
  delivery: 'delivery',
  pay_on_delivery: 'pay_on_delivery',
  payment: 'payment',
  returns: 'returns',
  size_guide: 'sizes',
  hours: 'hours',
  contact: 'contact',
  authenticity: 'authenticity',
  order_tracking: 'orders',
};

/**
 * Words that ask to buy. An "add" is acted on only with one of them (or a position in the list
 * shown): "the red one" is looked at, "I'll take the red one" is bought.
 */
export const BUYING =
  /\b(add|adding|buy|buying|purchase|take|put|order|get me|give me|send me|bring me|i'll have|i will have|i'll go with|go with|i want|i need|i'd like|cart|basket|weka|ongeza|nunua|ring it up|pack it|lemme get|let me get|can i have|i'll get|chukua)\b/;

export interface Understanding {
  intent: Intent;
  /** How sure the classifier was of the intent (0–1). */
  confidence: number;
  topic?: Topic;
  /** Product words left once intent, budget, size and filler are taken out (Swahili in English). */
  words: string[];
  /** The message in English without its place, amounts and sizes: what it asks for, in its words. */
  asked: string;
  budget?: Budget;
  quantity?: number;
  /** The first size named, as said back ("M", "42", "4-5Y"); all of them in `sizes`. */
  size?: string;
  sizes: SizeWanted[];
  colour?: string;
  /** What it is made of or decorated with ("leather", "linen", "beaded"). */
  materials: string[];
  /** The material alone, not a blend ("pure wool", "leather only"). */
  pure?: boolean;
  audience?: Audience;
  /** Who it is for, when a person is named ("my wife", "a 5 year old"). */
  recipient?: Recipient;
  occasion?: string;
  /** A present is asked for. */
  gift?: boolean;
  place?: Place;
  /** An order total the shopper names ("if my order is 6k"). */
  orderTotal?: number;
  /** A question to be answered yes or no ("do you deliver to…?", "can I pay…?"). */
  yesNo?: boolean;
  onSale?: boolean;
  isNew?: boolean;
  /** "something cheaper" / "more expensive" than what was shown. */
  cheaper?: boolean;
  pricier?: boolean;
  /** "the cheapest" (low) or "the most expensive" (high): sort by price. */
  sort?: 'low' | 'high';
  /** A shown item: 1-based position, or 'last'; 'it' for "it" / "that one". */
  reference?: number | 'last' | 'it';
}

/** Attempts to change the agent's rules or the store's prices from a message, and borrowed authority. */
export const TAMPERING =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|programming)\b|\bsystem prompt\b|\byou are now\b|\bjailbreak\b|\bdeveloper mode\b|\b(set|change|make|update|lower|reduce|drop|badilisha)\b.{0,30}\b(price|prices|cost|total)\b.{0,20}\b(to|=|at|iwe)\b|\b(price|prices|cost|total)\b.{0,12}(\bto\b|=)\s*(ksh|kes)?\s*\d{1,3}\b|\b100 ?% (off|discount)\b|\bgive me\b.{0,40}\bfor free\b|\bmake (it|them|everything) free\b|\b(apply|give me) (a )?(discount|coupon|promo)\b/;

/**
 * Someone else's say-so, or a message dressed as the system's: "the boss said…", "as admin…",
 * "[system]", "### assistant:". Nothing such a message asks is done.
 */
const BORROWED_AUTHORITY =
  /\b(boss|manager|owner|ceo|admin|administrator|staff|employee|management|supervisor|director)\b.{0,40}\b(said|says|told|tells|sema|amesema|ameniambia|approved|authori[sz]ed|allowed|instructed|wants you|asked you|confirmed|code)\b|\b(as|i am|i'm|im|mimi ni)\s+(the |an |a )?(admin|administrator|manager|owner|staff|employee|developer|ceo)\b|\bi work (at|for) mtindo\b|(^|\s|\[|#)(system|assistant|admin)\s*[:\]]|\bfree of charge\b|\bbila malipo\b|\bfor free\b|\b(staff|vip|employee) (price|discount)\b|\b\d{2,3} ?% off\b.{0,40}\badd\b|\bexecute\b.{0,20}\b(add|cart)\b|\bprice\s*=\s*\d|\b(promised|agreed|negotiated|was told|were told|told me|said i can|said i could|offered me|allowed me)\b.{0,40}(\d|free|discount|bure|off\b)|(\d|free|discount|bure)\b.{0,40}\b(as agreed|as promised|we agreed|they agreed|you agreed|promised me)\b|\b(at|for) (that|the same|his|her|their|my friend's) price\b|\b(bought|got|paid|sold)\b.{0,40}\bfor\s+(ksh|kes|sh)?\s*\d[\d,.]*\s*k?\b.{0,60}\b(add|give|same|too|also)\b/;

/** How sure the classifier must be to call a message manipulation on its own. */
const MANIPULATION_SURE = 0.8;

/** A question to be answered yes or no: one of the message's clauses starts like one. */
function asksYesOrNo(text: string): boolean {
  return text
    .split(/[?.!,;]+/)
    .map((clause) =>
      clause
        .trim()
        .replace(
          /^((hi|hello|hey|sasa|habari|please|so|and|ok|okay|also|but|then|just|quick question)\s+)+/,
          '',
        ),
    )
    .some((clause) => YES_NO_START.test(clause));
}

const YES_NO_START =
  /^(do|does|did|is|are|can|could|will|would|should|may|have|has|am|naweza|mnaweza|you have|you are|do you sell|do you open|do you close|is there|are there|there is|mko|mna)\b/;

/** Words that carry no product meaning in a request (English, after the lexicon). */
const FILLER = new Set(
  (
    "a an the i im i'm me my mine we you your please can could would will want wanna need looking look for " +
    'find show see get give have has got any some something anything one ones item items thing things to of ' +
    "in on at with and or but is are do does there what which that this these those it its it's how much many " +
    'about like just also too very really nice good best top new latest cheap cheaper price prices cost costs ' +
    'buy purchase order recommend suggest suggestion options option available sell sells selling stock carry ' +
    'store shop here now right currently today todays hello hi hey yes yeah yep sure ok okay cool thanks ' +
    'ya za wa la kwa na ni je gani sana tu kuna mna nyinyi yenu yangu mimi ndio sawa only send bring take ' +
    "kindly add put cart pay i'll i'd let lemme gimme them they those ones please " +
    'gift gifts present presents idea ideas budget max less than under below over above around between'
  ).split(/\s+/),
);

const PRODUCT_NOISE =
  /^(show|me|please|cheaper|expensive|pricier|affordable|something|under|below|over|above|around|between|budget|ksh|kes|kshs|usd|dollars?|shillings?|bob|k|sh|first|second|third|fourth|fifth|last|ones?|sale|new|arrivals?|size|saizi|waist|colour|color|x|pcs|pieces|pairs?|quantity|qty|money|much|have|had|has|want|need|like|love|most|least|moja|mbili|tatu|nne|tano|sita|ll|ve|re|x\d+|cheapest|dearest|priciest|expensive|come|comes|coming|am|done|when|before|after|wacha|turns?|years?|old|law|ideas?|arrives?|these|which|who|whose|where|why|ok)$/;

/** Reads one shopper message. */
export function understand(message: string): Understanding {
  const english = toEnglish(normalise(message));
  const reading = readIntent(message);
  const manipulation = TAMPERING.test(english) || BORROWED_AUTHORITY.test(english);
  const { budget, rest: afterBudget } = readBudget(english);
  const { sizes, rest: afterSize } = readSizes(afterBudget);
  const placeFound = findPlace(english, message);
  const recipient = readRecipient(english);
  // A colour that names a product ("cream") is a product word, not a filter.
  const colour = [readColour(english)].find((c) => c && !kindOf(c));
  const audience = readAudience(english);

  let productText = afterSize;
  if (placeFound)
    productText = ` ${productText.replace(/['-]/g, ' ')} `.replace(` ${placeFound.words} `, ' ');
  const words = productText
    .replace(/[$.,!?'"()[\]#:;*-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w) && !/^\d+[a-z]*$/.test(w) && w.length > 1 && !PRODUCT_NOISE.test(w))
    .filter((w) => !(audience && readAudience(w) === audience))
    .filter((w) => !(recipient && readRecipient(w)?.who === w));

  const reference = readReference(afterSize);
  // The classifier's "manipulation" stands only when it is sure; the rules above always do.
  const label =
    reading.intent === 'manipulation' && reading.p < MANIPULATION_SURE && reading.next
      ? reading.next.intent
      : reading.intent;
  const intent: Intent =
    manipulation || label === 'manipulation' ? 'manipulation' : TOPIC_OF[label] ? 'info' : (label as Intent);
  const topic = intent === 'manipulation' ? undefined : TOPIC_OF[label];
  // Never an add without a word of buying: a message that only points at a product is a look.
  const acted =
    intent === 'add' && !BUYING.test(english) && reference === undefined && sizes.length === 0
      ? 'find'
      : intent;
  const quantity = readQuantity(english);
  const onSale = /\b(sale|on offer|offers?|discount(ed)?|deals?|promo(tion)?|punguzo|bei nafuu)\b/.test(
    english,
  );
  const isNew =
    /\b(new arrivals?|new in|newest|latest|just in|what'?s new|whats new|anything new|new (ones|stuff|items|things|collection))\b/.test(
      english,
    );
  const sort = /\b(cheapest|least expensive|lowest price|most affordable)\b/.test(english)
    ? 'low'
    : /\b(most expensive|priciest|highest price|most premium|dearest)\b/.test(english)
      ? 'high'
      : undefined;
  const orderTotal = topic ? readOrderTotal(english) : undefined;

  return {
    intent: acted,
    confidence: reading.p,
    ...(topic ? { topic } : {}),
    words,
    asked: productText.replace(/\s+/g, ' ').trim(),
    ...(budget ? { budget } : {}),
    ...(quantity ? { quantity } : {}),
    ...(sizes[0] ? { size: sizeText(sizes[0]) } : {}),
    sizes,
    ...(colour ? { colour } : {}),
    materials: readMaterials(words),
    ...(readPure(english, readMaterials(words)) ? { pure: true } : {}),
    ...(audience ? { audience } : {}),
    ...(recipient ? { recipient } : {}),
    ...(readOccasion(english) ? { occasion: readOccasion(english) } : {}),
    ...(isGift(english) ? { gift: true } : {}),
    ...(placeFound ? { place: placeFound.place } : {}),
    ...(orderTotal ? { orderTotal } : {}),
    ...(asksYesOrNo(english) ? { yesNo: true } : {}),
    ...(onSale ? { onSale } : {}),
    ...(isNew ? { isNew } : {}),
    ...(/\b(cheaper|less expensive|lower price|more affordable)\b/.test(english) ? { cheaper: true } : {}),
    ...(!sort && /\b(more expensive|pricier|higher end|more premium)\b/.test(english)
      ? { pricier: true }
      : {}),
    ...(sort ? { sort } : {}),
    ...(reference !== undefined ? { reference } : {}),
  };
}
