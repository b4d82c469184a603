/**
 * What a shopper's message asks, read without a language model: the intent (find, add to cart,
 * view the cart, check out, a store question, a greeting), and the details a sales agent needs —
 * product words, budget in KES (from KSH or USD amounts), quantity, size, colour, who it is for,
 * sale or new, and references to items already shown ("the second one", "hiyo"). English and the
 * Swahili-English mix common in Nairobi. Pure: the agent decides what to do with it.
 *
 * @example understand('add 2 of the first one in M').quantity // 2
 */

export type Intent = 'greet' | 'thanks' | 'find' | 'add' | 'view_cart' | 'checkout' | 'info' | 'unknown';

export const TOPICS = [
  'orders',
  'delivery',
  'returns',
  'payment',
  'sizes',
  'hours',
  'contact',
  'authenticity',
] as const;
export type Topic = (typeof TOPICS)[number];

export type Audience = 'women' | 'men' | 'kids';

export interface Budget {
  minKes?: number;
  maxKes?: number;
}

export interface Understanding {
  intent: Intent;
  topic?: Topic;
  /** Product words left once intent, budget, size and filler are taken out (Swahili in English). */
  words: string[];
  budget?: Budget;
  quantity?: number;
  size?: string;
  colour?: string;
  audience?: Audience;
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

/** Attempts to change the agent's rules or the store's prices from a message. */
export const TAMPERING =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|programming)\b|\bsystem prompt\b|\byou are now\b|\bjailbreak\b|\bdeveloper mode\b|\b(set|change|make|update|lower|reduce|drop)\b.{0,30}\b(price|prices|cost|total)\b.{0,20}\b(to|=|at)\b|\b(price|prices|cost|total)\b.{0,12}(\bto\b|=)\s*(ksh|kes)?\s*\d{1,3}\b|\b100 ?% (off|discount)\b|\bgive me\b.{0,40}\bfor free\b|\bmake (it|them|everything) free\b|\b(apply|give me) (a )?(discount|coupon|promo)\b/;

/** KES per USD (standing decision 1). */
export const KES_PER_USD = 140;

/** Swahili (and Sheng) words a Nairobi shopper mixes in, with their English for the search. */
const SWAHILI: Record<string, string> = {
  saa: 'watch',
  viatu: 'shoes',
  kiatu: 'shoe',
  nguo: 'dress',
  rinda: 'dress',
  gauni: 'gown',
  mkoba: 'bag',
  ngozi: 'leather',
  pamba: 'cotton',
  hariri: 'silk',
  mikoba: 'bags',
  mabegi: 'bags',
  mikufu: 'necklaces',
  mashati: 'shirts',
  makoti: 'jackets',
  magauni: 'gowns',
  begi: 'bag',
  kofia: 'hat',
  shati: 'shirt',
  suruali: 'trousers',
  koti: 'jacket',
  sketi: 'skirt',
  mkufu: 'necklace',
  hereni: 'earrings',
  bangili: 'bracelet',
  pete: 'ring',
  manukato: 'perfume',
  marashi: 'perfume',
  kukimbia: 'running',
  mazoezi: 'training',
  harusi: 'wedding',
  sherehe: 'party',
  kazi: 'work',
  ofisi: 'office',
  nyeusi: 'black',
  nyeupe: 'white',
  nyekundu: 'red',
  bluu: 'blue',
  samawati: 'blue',
  kijani: 'green',
  manjano: 'yellow',
  njano: 'yellow',
  kahawia: 'brown',
  pinki: 'pink',
  zambarau: 'purple',
  kijivu: 'grey',
  dhahabu: 'gold',
  fedha: 'silver',
};

const COLOURS = [
  'black',
  'white',
  'grey',
  'gray',
  'beige',
  'cream',
  'brown',
  'tan',
  'red',
  'maroon',
  'orange',
  'yellow',
  'gold',
  'silver',
  'green',
  'olive',
  'blue',
  'navy',
  'purple',
  'pink',
  'emerald',
  'champagne',
  'camel',
  'burgundy',
  'ivory',
  'khaki',
  'sage',
  'cognac',
  'charcoal',
  'rust',
  'terracotta',
  'nude',
  'coral',
  'teal',
  'indigo',
  'midnight',
  'oxblood',
  'taupe',
  'chocolate',
  'blush',
];

/** Words that carry no product meaning in a request (English and Swahili). */
const FILLER = new Set(
  (
    "a an the i im i'm me my mine we you your please pls plz can could would will want wanna need looking " +
    'look for find show see get give have has got any some something anything one ones item items thing things ' +
    "to of in on at with and or but is are do does there what which that this these those it its it's " +
    'how much many about like just also too very really nice good best top new latest cheap cheaper ' +
    'price prices cost costs buy purchase order recommend suggest suggestion options option available ' +
    'sell sells selling stock carry store shop here now right currently today todays hello hi hey ' +
    'nataka ningependa nipe naomba nionyeshe onyesha tafuta ya za wa la kwa na ni je gani bei rahisi poa ' +
    'sana tu hii hizi hiyo hizo kitu vitu kuna mna nyinyi yenu yangu mimi yes yeah yep sure ok okay ndio sawa'
  ).split(/\s+/),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  a: 1,
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
};

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

/** Lower case, accents and punctuation out (keeping $ . , for amounts), one space between words. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9$.,'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "30k" → 30000, "1.5m" → 1500000, "5,000" → 5000. */
function amount(raw: string): number {
  const match = /^([\d.,]+)\s*(k|m)?$/.exec(raw.replace(/\s/g, ''));
  if (!match) return Number.NaN;
  const value = Number(match[1]!.replace(/,/g, ''));
  return match[2] === 'k' ? value * 1_000 : match[2] === 'm' ? value * 1_000_000 : value;
}

const AMOUNT = String.raw`(\$|usd|dollars?|ksh|kes|shillings?|bob|sh)?\s*([\d][\d.,]*\s*[km]?)\s*(\$|usd|dollars?|ksh|kes|shillings?|bob|\/=)?`;

function toKes(value: number, before?: string, after?: string): number {
  const unit = `${before ?? ''}${after ?? ''}`;
  const usd = /\$|usd|dollar/.test(unit);
  return Math.round(usd ? value * KES_PER_USD : value);
}

/** A budget in KES from "under 30k", "below $100", "between 2k and 5k", "around 10,000", "chini ya 5000". */
export function readBudget(message: string): { budget?: Budget; rest: string } {
  const text = message.toLowerCase();
  const patterns: [RegExp, (a: number, b?: number) => Budget][] = [
    [
      new RegExp(String.raw`\b(?:between|from|kati ya)\s+${AMOUNT}\s*(?:and|to|-|na|hadi)\s*${AMOUNT}`),
      (a, b) => ({ minKes: a, maxKes: b }),
    ],
    [new RegExp(String.raw`${AMOUNT}\s*(?:-|to)\s*${AMOUNT}`), (a, b) => ({ minKes: a, maxKes: b })],
    [
      new RegExp(
        String.raw`\b(?:under|below|less than|cheaper than|max(?:imum)?|up to|within|not more than|no more than|at most|chini ya|isiyozidi|budget(?: of| is)?|for)\s+${AMOUNT}`,
      ),
      (a) => ({ maxKes: a }),
    ],
    [
      new RegExp(String.raw`\b(?:over|above|more than|at least|from|juu ya|zaidi ya)\s+${AMOUNT}`),
      (a) => ({ minKes: a }),
    ],
    [
      new RegExp(String.raw`\b(?:around|about|roughly|approximately|karibu)\s+${AMOUNT}`),
      (a) => ({ minKes: Math.round(a * 0.8), maxKes: Math.round(a * 1.2) }),
    ],
  ];
  for (const [pattern, make] of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const groups = match.slice(1);
    const first = amount(groups[1] ?? '');
    if (!Number.isFinite(first)) continue;
    const firstKes = toKes(first, groups[0], groups[2]);
    const hasSecond = groups.length > 3;
    // A price needs a unit or a size that no product code has: "for 2" is a quantity, not KSH 2.
    const unitless = !groups[0] && !groups[2] && !/k|m/.test(groups[1] ?? '');
    if (!hasSecond && unitless && first < 100) continue;
    let budget: Budget;
    if (hasSecond) {
      const second = amount(groups[4] ?? '');
      if (!Number.isFinite(second)) continue;
      // "$50-$100": a unit on either side applies to both.
      const unit0 = groups[0] ?? groups[3];
      const unit2 = groups[2] ?? groups[5];
      budget = make(toKes(first, unit0, unit2), toKes(second, groups[3] ?? unit0, groups[5] ?? unit2));
    } else budget = make(firstKes);
    return { budget, rest: text.replace(match[0], ' ') };
  }
  return { rest: text };
}

function readTopic(text: string): Topic | undefined {
  if (
    /\b(track(ing)? (my |an |the )?orders?|order status|where is my (order|parcel|package)|fuatilia)\b/.test(
      text,
    )
  )
    return 'orders';
  if (
    /\b(deliver|delivery|shipping|ship|shipped|courier|send it|how long.*(arrive|take)|kufika|usafirishaji|kuleta|mtaleta)\b/.test(
      text,
    )
  )
    return 'delivery';
  if (/\b(return|returns|refund|exchange|send back|rudisha)\b/.test(text)) return 'returns';
  if (
    /\b(m-?pesa|mpesa|visa|mastercard|card|cash on delivery|payment|pay with|pay by|how (can|do) i pay|kulipa|malipo)\b/.test(
      text,
    )
  )
    return 'payment';
  if (
    /\b(size guide|size chart|what size|which size|find my size|my size|sizing|fit me|does it fit|measurements?|saizi gani)\b/.test(
      text,
    )
  )
    return 'sizes';
  if (/\b(open|opening|closing|hours|close|saa ngapi mnafungua|mnafungua|mnafunga)\b/.test(text))
    return 'hours';
  if (
    /\b(contact|phone number|call you|whatsapp|email you|reach you|where are you|location|address|shop located|where is (your|the) (shop|store|showroom)|(shop|store|showroom|branch|branches) in|branches|physical (shop|store)|showroom|visit you|duka liko wapi|mko wapi)\b/.test(
      text,
    )
  )
    return 'contact';
  if (/\b(authentic|genuine|original|fake|real|counterfeit|replica|legit)\b/.test(text))
    return 'authenticity';
  return undefined;
}

function readIntent(text: string, topic: Topic | undefined): Intent {
  const wantsCart = /\b(cart|basket|bag contents|kikapu)\b/.test(text);
  if (
    /\b(check ?out|proceed to pay|pay now|place (my|the|an) order|complete (my|the) order|lipa sasa|nataka kulipa)\b/.test(
      text,
    )
  )
    return 'checkout';
  if (
    /\b(add|put|throw|include|ongeza|weka|nunua|buy)\b/.test(text) &&
    !/\b(address)\b/.test(text.replace(/\badd(ed)?\b/, ''))
  )
    return 'add';
  if (wantsCart && /\b(show|view|see|what'?s|whats|open|check|in my|ina nini|nionyeshe|my)\b/.test(text))
    return 'view_cart';
  if (topic) return 'info';
  if (
    /^(thanks|thank you|thx|ty|asante|asanteni|shukran|cheers|great,? thanks|ok thanks|poa asante)\b/.test(
      text,
    )
  )
    return 'thanks';
  if (
    /^(hi|hello|hey|hallo|habari|jambo|mambo|sasa|niaje|good (morning|afternoon|evening)|hujambo|salaam)\b[\s!.,?a-z]*$/.test(
      text,
    ) &&
    text.split(' ').length <= 4
  )
    return 'greet';
  return 'find';
}

function readQuantity(text: string): number | undefined {
  // "add -5": a negative amount is no amount; the agent adds one.
  if (/(?:^|\s)-\s*\d/.test(text)) return undefined;
  const numeric =
    /\b(?:add|put|ongeza|weka|buy|nunua|x|qty|quantity)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:x|pcs|pieces|pairs?|of|units?)\b/.exec(
      text,
    );
  if (numeric) return Number(numeric[1] ?? numeric[2]);
  const word =
    /\b(?:add|put|ongeza|weka|buy|nunua)\s+(one|two|three|four|five|six|moja|mbili|tatu|nne|tano|sita)\b|\b(two|three|four|five|six|mbili)\s+(?:of|pairs?|pieces)\b/.exec(
      text,
    );
  if (word) return NUMBER_WORDS[(word[1] ?? word[2])!];
  return undefined;
}

function readSize(text: string): { size?: string; rest: string } {
  const waist = /\b(?:size|waist|saizi)\s*(2[4-9]|3\d|4[0-6])\b/.exec(text);
  if (waist) return { size: waist[1], rest: text.replace(waist[0], ' ') };
  // A shoe size after "in" ("the kitenge ones in 40"): EU 34–48.
  const shoe = /\b(?:in|eu)\s*(3[4-9]|4[0-8])\b(?!\s*(?:k|000|,|%|days?|mm))/.exec(text);
  if (shoe) return { size: shoe[1], rest: text.replace(shoe[0], ' ') };
  const letter = /\b(?:in(?: a)?(?: size)?|size|saizi)\s+(xxl|2xl|xl|xs|s|m|l|small|medium|large)\b/.exec(
    text,
  );
  if (letter) return { size: LETTER_SIZES[letter[1]!], rest: text.replace(letter[0], ' ') };
  const bare = /\b(xxl|2xl|xl|xs)\b/.exec(text);
  if (bare) return { size: LETTER_SIZES[bare[1]!], rest: text.replace(bare[0], ' ') };
  if (/\bone size\b/.test(text)) return { size: 'One Size', rest: text.replace(/\bone size\b/, ' ') };
  return { rest: text };
}

function readReference(text: string): number | 'last' | 'it' | undefined {
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
    /\b(it|that one|this one|that|hiyo|hii|huo|hicho|them)\b/.test(text) &&
    !/\b(is it|it'?s|does it)\b/.test(text)
  )
    return 'it';
  return undefined;
}

function readAudience(text: string): Audience | undefined {
  if (
    /\b(women|woman|ladies|lady|her|she|girlfriend|wife|mum|mom|mother|sister|female|wanawake|mwanamke|mama|dada|bibi)\b/.test(
      text,
    )
  )
    return 'women';
  if (
    /\b(men|man|gents|gentlemen|him|he|boyfriend|husband|dad|father|brother|male|wanaume|mwanaume|baba|kaka|bwana)\b/.test(
      text,
    )
  )
    return 'men';
  if (/\b(kids?|child|children|baby|babies|toddler|boys?|girls?|son|daughter|watoto|mtoto)\b/.test(text))
    return 'kids';
  return undefined;
}

/** Reads one shopper message. */
export function understand(message: string): Understanding {
  let text = normalise(message);
  // Swahili words become the English the catalogue is written in (kept for intent words too).
  text = text
    .split(' ')
    .map((word) => SWAHILI[word] ?? word)
    .join(' ');
  const topic = readTopic(text);
  const intent = readIntent(text, topic);
  const { budget, rest: afterBudget } = readBudget(text);
  const { size, rest: afterSize } = readSize(afterBudget);
  const quantity = readQuantity(text);
  const reference = readReference(afterSize);
  const colour = COLOURS.find((c) => new RegExp(`\\b${c}\\b`).test(text));
  const audience = readAudience(text);
  const onSale =
    /\b(sale|on offer|offers?|discount(ed)?|deals?|promo(tion)?|punguzo|bei nafuu)\b/.test(text) || undefined;
  const isNew =
    /\b(new arrivals?|new in|newest|latest|just in|what'?s new|whats new|anything new|mpya)\b/.test(text) ||
    undefined;
  const cheaper =
    /\b(cheaper|less expensive|lower price|more affordable|rahisi zaidi|bei ya chini)\b/.test(text) ||
    undefined;
  const sort = /\b(cheapest|least expensive|lowest price|most affordable|bei ya chini kabisa)\b/.test(text)
    ? 'low'
    : /\b(most expensive|priciest|highest price|most premium)\b/.test(text)
      ? 'high'
      : undefined;
  const pricier = /\b(more expensive|pricier|higher end|more premium|ghali zaidi)\b/.test(text) || undefined;

  const words = afterSize
    .replace(
      /\b(add|put|to|my|the|cart|basket|kikapu|ongeza|weka|first|second|third|fourth|fifth|last|ones?|of|for|on|sale|new|arrivals?)\b/g,
      ' ',
    )
    .replace(/[$.,'-]/g, ' ')
    .split(' ')
    .filter((w) => w && !FILLER.has(w) && !/^\d+$/.test(w) && !NUMBER_WORDS[w] && w.length > 1)
    .filter((w) => !(audience && readAudience(w) === audience))
    .filter(
      (w) =>
        !/^(show|me|please|cheaper|expensive|pricier|affordable|something|under|below|over|above|around|between|budget|ksh|kes|usd|dollars?|shillings?|bob|k)$/.test(
          w,
        ),
    );

  return {
    intent,
    ...(topic ? { topic } : {}),
    words,
    ...(budget ? { budget } : {}),
    ...(quantity ? { quantity } : {}),
    ...(size ? { size } : {}),
    ...(colour ? { colour: colour === 'gray' ? 'grey' : colour } : {}),
    ...(audience ? { audience } : {}),
    ...(onSale ? { onSale } : {}),
    ...(isNew ? { isNew } : {}),
    ...(cheaper ? { cheaper } : {}),
    ...(pricier && !sort ? { pricier } : {}),
    ...(sort ? { sort } : {}),
    ...(reference !== undefined ? { reference } : {}),
  };
}
