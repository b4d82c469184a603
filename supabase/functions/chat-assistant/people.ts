/**
 * Who a message is for and why: a recipient with their group (a baby gets baby clothes, a grown-up
 * never does; a son at his wedding is a man), the department's audience, the occasion, and whether
 * a present is asked for.
 *
 * @example readRecipient('a gift for my son, he is 25') // { who: 'son', group: 'men', personal: true }
 */
import { readAge } from './sizes.ts';

export type Audience = 'women' | 'men' | 'kids';

/** Who a gift is for: their group decides what suits them ("baby" gets baby clothes, adults never). */
export interface Recipient {
  who: string;
  group: 'women' | 'men' | 'adult' | 'kids' | 'baby';
  /** A person of the shopper's ("my wife", "a colleague"), not a department's audience ("women"). */
  personal: boolean;
  /** A child's: boys' or girls' things. */
  gender?: 'boy' | 'girl';
}

const AUDIENCE_WORDS =
  /^(her|she|him|he|lady|ladies|woman|women|man|men|gents|guy|boys?|girls?|kids?|children)$/;

const RECIPIENTS: [RegExp, Recipient['group']][] = [
  [/\b(baby|babies|newborn|new born|infant|toddler|baby shower|christening|mchanga)\b/, 'baby'],
  [
    /\b(son|daughter|niece|nephew|grandson|granddaughter|kid|kids|child|children|boy|girl|boys|girls|schoolgirl|schoolboy)\b/,
    'kids',
  ],
  [
    /\b(wife|girlfriend|gf|mum|mom|mother|mummy|sister|sis|aunt|auntie|aunty|grandmother|grandma|granny|her|she|lady|ladies|woman|women|fiancee|bride|bestie|wifey|househelp)\b/,
    'women',
  ],
  [
    /\b(husband|hubby|boyfriend|bf|dad|daddy|father|brother|bro|uncle|grandfather|grandpa|him|he|man|men|gents|guy|fiance|groom|elder)\b/,
    'men',
  ],
  [
    /\b(boss|colleague|coworker|co-worker|teacher|friend|partner|couple|client|pastor|neighbour|neighbor|secret santa|mentor)\b/,
    'adult',
  ],
];

/** Who a gift or a find is for, with their group. */
export function readRecipient(message: string): Recipient | undefined {
  // "my son's teacher" is for the teacher, "my dad's birthday" for dad; "mother's day" is an occasion.
  const text = message
    .replace(/\b(mother|father)'s day\b/g, ' ')
    .replace(/\b([a-z]+)'s\s+([a-z]+)/g, (_, owner: string, next: string) =>
      RECIPIENTS.some(([pattern]) => pattern.test(next)) ? ` ${next}` : ` ${owner} ${next}`,
    );
  // In-laws are grown-ups: "my daughter-in-law" is a woman, "my son in law" a man.
  const inLaw = /\b(mother|sister|daughter|wife|father|brother|son|husband)[\s-]+in[\s-]+law\b/.exec(text);
  if (inLaw)
    return {
      who: `${inLaw[1]}-in-law`,
      group: /^(mother|sister|daughter|wife)$/.test(inLaw[1]!) ? 'women' : 'men',
      personal: true,
    };
  // A child's age says kids, under two a baby: "for a 5 year old", "she is 3 months".
  const { age } = readAge(text);
  const years = age?.kind === 'age' ? (age.unit === 'M' ? age.to / 12 : age.to) : undefined;
  if (years !== undefined && years < 13) {
    const gender = childGender(text);
    return {
      who: 'child',
      group: years < 2 ? 'baby' : 'kids',
      personal: true,
      ...(gender ? { gender } : {}),
    };
  }
  for (const [pattern, group] of RECIPIENTS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const who = match[1]!;
    const gender = group === 'kids' ? childGender(who) : undefined;
    // A son at his wedding or turning 30 is a man: grown-ups' occasions and ages say so.
    if (group === 'kids' && GROWN_UP.test(text))
      return { who, group: gender === 'boy' ? 'men' : gender === 'girl' ? 'women' : 'adult', personal: true };
    return { who, group, personal: !AUDIENCE_WORDS.test(who), ...(gender ? { gender } : {}) };
  }
  return undefined;
}

/** What says a son or daughter is grown up: an age of 13 or more, or a grown-up's occasion. */
const GROWN_UP =
  /\b(wedding|anniversary|graduation|graduating|retirement|retiring|engagement|bachelor|promotion|new job|university|campus|college|grown|adult)\b|\b(turns?|turning|aged?|is|he's|she's)\s+(1[3-9]|[2-9]\d)\b|\b(1[3-9]|[2-9]\d)(st|nd|rd|th)\b|\b(1[3-9]|[2-9]\d)\s*(years?|yrs?)\b/;

function childGender(text: string): 'boy' | 'girl' | undefined {
  if (/\b(boy|boys|son|nephew|grandson|schoolboy|he|him|his)\b/.test(text)) return 'boy';
  if (/\b(girl|girls|daughter|niece|granddaughter|schoolgirl|she|her)\b/.test(text)) return 'girl';
  return undefined;
}

/** The audience a department search goes by (women's, men's, kids'), from who it is for. */
export function audienceOf(recipient: Recipient | undefined): Audience | undefined {
  if (!recipient) return undefined;
  if (recipient.group === 'baby' || recipient.group === 'kids') return 'kids';
  return recipient.group === 'adult' ? undefined : recipient.group;
}

const OCCASIONS =
  /\b(birthday|wedding|anniversary|graduation|christmas|valentines?|valentine's|mother's day|mothers day|father's day|fathers day|eid|baby shower|christening|retirement|farewell|housewarming|party|date night|dinner|interview|church|funeral|holiday|beach|safari|gym|running|office|work)\b/;

export function readOccasion(text: string): string | undefined {
  return OCCASIONS.exec(text)?.[1];
}

/** Asking for a present. */
export function isGift(text: string): boolean {
  return /\b(gift|gifts|present|presents|surprise|something for (my|a|an|our))\b/.test(text);
}

export function readAudience(text: string): Audience | undefined {
  if (/\b(women|womens|woman|ladies|lady|female|wanawake|mwanamke)\b/.test(text)) return 'women';
  if (/\b(men|mens|man|gents|gentleman|gentlemen|male|dude|guys?|lads?|chaps?|wanaume|mwanaume)\b/.test(text))
    return 'men';
  if (/\b(kids?|child|children|baby|babies|toddler|boys?|girls?|watoto)\b/.test(text)) return 'kids';
  return audienceOf(readRecipient(text));
}
