/**
 * The words of a shopper's message as the agent reads them: lower case, accents and punctuation
 * out, and the Swahili, Sheng and phone spellings that Nairobi shoppers mix in turned into the
 * English the catalogue and the intent examples are written in ("nipee" → "give me", "kart" →
 * "cart", "viatu" → "shoes"). Pure and small: understanding starts here.
 *
 * @example words('Nipee viatu nyeusi') // ['give', 'me', 'shoes', 'black']
 */

/** Swahili and Sheng words, with the English the rest of the agent reads. */
const SWAHILI: Record<string, string> = {
  // things the store sells
  saa: 'watch',
  viatu: 'shoes',
  kiatu: 'shoe',
  nguo: 'dress',
  rinda: 'dress',
  gauni: 'gown',
  magauni: 'gowns',
  mkoba: 'bag',
  mikoba: 'bags',
  mabegi: 'bags',
  begi: 'bag',
  kofia: 'hat',
  shati: 'shirt',
  mashati: 'shirts',
  suruali: 'trousers',
  koti: 'jacket',
  makoti: 'jackets',
  sketi: 'skirt',
  mkufu: 'necklace',
  mikufu: 'necklaces',
  hereni: 'earrings',
  bangili: 'bracelet',
  pete: 'ring',
  manukato: 'perfume',
  marashi: 'perfume',
  mshipi: 'belt',
  mkanda: 'belt',
  miwani: 'sunglasses',
  pochi: 'wallet',
  // what they are made of, and for
  ngozi: 'leather',
  pamba: 'cotton',
  hariri: 'silk',
  sufu: 'wool',
  shanga: 'beaded',
  kukimbia: 'running',
  mazoezi: 'training',
  harusi: 'wedding',
  sherehe: 'party',
  kazi: 'work',
  ofisi: 'office',
  zawadi: 'gift',
  // colours
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
  rangi: 'colour',
  // people
  bibi: 'wife',
  mke: 'wife',
  mkewe: 'wife',
  mume: 'husband',
  bwana: 'husband',
  mama: 'mum',
  mamangu: 'mum',
  baba: 'dad',
  babangu: 'dad',
  dada: 'sister',
  kaka: 'brother',
  rafiki: 'friend',
  beste: 'friend',
  mpenzi: 'partner',
  manzi: 'girlfriend',
  dem: 'girlfriend',
  msupa: 'girlfriend',
  chali: 'boyfriend',
  shosh: 'grandmother',
  shosho: 'grandmother',
  guka: 'grandfather',
  mzee: 'elder',
  mtoto: 'child',
  watoto: 'children',
  mwana: 'child',
  // asking and buying
  nataka: 'want',
  ningependa: 'want',
  nahitaji: 'need',
  natafuta: 'looking',
  tafuta: 'find',
  nipe: 'give me',
  nipee: 'give me',
  nipatie: 'give me',
  niletee: 'bring me',
  nirushie: 'send me',
  nitumie: 'send me',
  nichukulie: 'get me',
  nionyeshe: 'show me',
  onyesha: 'show',
  nione: 'see',
  nicheki: 'check',
  cheki: 'check',
  checki: 'check',
  nunua: 'buy',
  kununua: 'buy',
  ninunue: 'buy',
  nitanunua: 'buy',
  nichukue: 'take',
  nitachukua: 'take',
  chukua: 'take',
  ongeza: 'add',
  weka: 'put',
  uweke: 'put',
  niwekee: 'put',
  tia: 'put',
  ondoa: 'remove',
  toa: 'remove',
  kikapu: 'cart',
  mzigo: 'stuff',
  vitu: 'things',
  kitu: 'thing',
  // paying and finishing
  lipa: 'pay',
  kulipa: 'pay',
  nilipe: 'pay',
  nilipie: 'pay',
  kulipia: 'pay',
  tulipe: 'pay',
  malipo: 'payment',
  maliza: 'finish',
  nimemaliza: 'done',
  tumalize: 'finish',
  // delivery
  kuleta: 'deliver',
  mtaleta: 'deliver',
  mnaleta: 'deliver',
  mnafikisha: 'deliver',
  kufikisha: 'deliver',
  mnapeleka: 'deliver',
  kupeleka: 'deliver',
  mnatuma: 'send',
  kutuma: 'send',
  usafirishaji: 'delivery',
  gharama: 'cost',
  siku: 'days',
  muda: 'time',
  itachukua: 'take',
  inachukua: 'takes',
  itafika: 'arrive',
  kufika: 'arrive',
  // questions and small words
  bei: 'price',
  ngapi: 'much',
  pesa: 'money',
  wapi: 'where',
  mko: 'you are',
  mna: 'you have',
  mnauza: 'do you sell',
  mnaweza: 'can you',
  naweza: 'can i',
  nawezaje: 'how can i',
  iko: 'is there',
  ziko: 'are there',
  zipo: 'are there',
  ipo: 'is there',
  kuko: 'is there',
  peleka: 'take',
  nipeleke: 'take me',
  tupeleke: 'take us',
  mnafungua: 'do you open',
  mnafunga: 'do you close',
  mwanamume: 'man',
  kijana: 'young man',
  tuende: "let's go",
  twende: "let's go",
  jamaa: 'man',
  msee: 'man',
  buda: 'dad',
  mzae: 'dad',
  mathe: 'mum',
  maze: 'friend',
  kuna: 'there is',
  hii: 'this',
  hiyo: 'that',
  hizo: 'those',
  hizi: 'these',
  zile: 'those',
  ile: 'that',
  pekee: 'only',
  tu: 'only',
  kama: 'about',
  chini: 'under',
  juu: 'over',
  zaidi: 'more',
  nyingine: 'other',
  rahisi: 'cheap',
  ghali: 'expensive',
  mpya: 'new',
  sasa: 'now',
  leo: 'today',
  ndio: 'yes',
  ndiyo: 'yes',
  eeh: 'yes',
  haya: 'okay',
  sawa: 'okay',
  poa: 'cool',
  hapana: 'no',
  asante: 'thanks',
  asanteni: 'thanks',
  shukran: 'thanks',
  habari: 'hello',
  jambo: 'hello',
  mambo: 'hello',
  niaje: 'hello',
  hujambo: 'hello',
  vipi: 'hello',
  salaam: 'hello',
  nilinunua: 'bought',
  nimenunua: 'bought',
  niliagiza: 'ordered',
  nilirudisha: 'returned',
  rudisha: 'return',
  kurudisha: 'return',
  badilisha: 'change',
  yangu: 'my',
  wangu: 'my',
  langu: 'my',
  yako: 'your',
  mimi: 'i',
  niko: 'i have',
  nina: 'i have',
};

/** Phone spellings and slips of common words, written out. */
const SPELLING: Record<string, string> = {
  pls: 'please',
  plz: 'please',
  plis: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  tnx: 'thanks',
  ty: 'thanks',
  u: 'you',
  ur: 'your',
  r: 'are',
  im: "i'm",
  wanna: 'want',
  gimme: 'give me',
  kart: 'cart',
  chekout: 'checkout',
  checkot: 'checkout',
  chckout: 'checkout',
  opn: 'open',
  hw: 'how',
  wat: 'what',
  whats: "what's",
  rn: 'now',
  n: 'and',
  bt: 'but',
  abt: 'about',
  xmas: 'christmas',
  bday: 'birthday',
  bathdei: 'birthday',
  basket: 'cart',
  trolley: 'cart',
  deliverly: 'delivery',
  delivary: 'delivery',
  dilivery: 'delivery',
};

/** Lower case, accents and punctuation out (keeping $ . , - ' for amounts and sizes), one space between words. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[^a-z0-9$.,'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A word's stem, for telling intents apart: "returns", "returning" and "returned" are one word to
 * the classifier. Short words and the slot markers are left as they are.
 */
export function stem(word: string): string {
  if (word.length <= 4 || word.startsWith('<')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 5 && word.endsWith('ed')) return word.slice(0, -2);
  return word;
}

/** A normalised message with Swahili, Sheng and phone spellings written in English. */
export function toEnglish(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[.,]+$/, '');
      const english = SWAHILI[bare] ?? SPELLING[bare];
      return english ? english + word.slice(bare.length) : word;
    })
    .join(' ');
}

/** The words of a message in English, without punctuation. */
export function words(message: string): string[] {
  return toEnglish(normalise(message)).replace(/[$.,]/g, ' ').split(/\s+/).filter(Boolean);
}
