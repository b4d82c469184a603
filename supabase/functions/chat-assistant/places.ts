/**
 * Where a shopper says they are, as a delivery zone can be found for it: Kenya's 47 counties, the
 * towns shoppers name instead (each with its county), Nairobi's estates, the showroom, and places
 * abroad. The fees and times themselves are the database's (delivery_zones); this only says which
 * zone a place is in.
 *
 * @example readPlace('delivery to eldoret ni how much') // { name: 'Eldoret', county: 'Uasin Gishu' }
 */

export type Place =
  { name: string; county: string } | { name: string; kind: 'nairobi' | 'pickup' | 'international' };

const COUNTIES = [
  'Baringo', 'Bomet', 'Bungoma', 'Busia', 'Elgeyo-Marakwet', 'Embu', 'Garissa', 'Homa Bay', 'Isiolo',
  'Kajiado', 'Kakamega', 'Kericho', 'Kiambu', 'Kilifi', 'Kirinyaga', 'Kisii', 'Kisumu', 'Kitui',
  'Kwale', 'Laikipia', 'Lamu', 'Machakos', 'Makueni', 'Mandera', 'Marsabit', 'Meru', 'Migori',
  'Mombasa', "Murang'a", 'Nakuru', 'Nandi', 'Narok', 'Nyamira', 'Nyandarua', 'Nyeri', 'Samburu',
  'Siaya', 'Taita-Taveta', 'Tana River', 'Tharaka-Nithi', 'Trans Nzoia', 'Turkana', 'Uasin Gishu', 'Vihiga',
  'Wajir', 'West Pokot',
]; // prettier-ignore

/** Towns and suburbs outside Nairobi county, by county. */
const TOWNS: Record<string, string> = {
  'Uasin Gishu': 'eldoret, turbo, burnt forest, moi university',
  Kiambu:
    'thika, ruiru, juja, kikuyu, limuru, kiambu town, ruaka, banana, githurai 45, kahawa wendani, kahawa sukari, kinoo, regen, uthiru, wangige, gatundu, karuri, membley, tatu city, kabete, ndenderu, kiambaa',
  Kajiado:
    'kitengela, rongai, ongata rongai, ngong, kiserian, kajiado town, isinya, namanga, loitokitok, matasia, kimuka',
  Machakos: 'syokimau, athi river, mlolongo, kangundo, machakos town, katani, joska, tala, masii',
  Nakuru: 'naivasha, gilgil, molo, njoro, nakuru town, subukia, mai mahiu, london nakuru',
  Kilifi: 'malindi, watamu, mtwapa, kilifi town, mariakani, kaloleni',
  Kwale: 'diani, ukunda, msambweni, lunga lunga, kwale town, tiwi',
  Mombasa:
    'nyali, bamburi, likoni, kisauni, changamwe, shanzu, mombasa town, mombasa island, tudor, mikindani',
  Kisumu: 'kisumu city, ahero, maseno, kondele, milimani kisumu',
  Laikipia: 'nanyuki, nyahururu, rumuruti, doldol',
  Nyeri: 'karatina, othaya, nyeri town, mukurweini, naro moru',
  Meru: 'meru town, maua, nkubu, timau',
  Embu: 'embu town, runyenjes, siakago',
  Kirinyaga: 'kerugoya, kutus, sagana, kagio, wanguru',
  "Murang'a": 'kenol, kangema, maragua, muranga town, kandara',
  'Trans Nzoia': 'kitale, endebess, kiminini',
  Bungoma: 'webuye, kimilili, chwele, bungoma town',
  Kakamega: 'mumias, malava, butere, kakamega town',
  Busia: 'malaba, busia town, port victoria',
  Kericho: 'litein, kericho town, londiani',
  Kisii: 'kisii town, ogembo, suneka',
  Migori: 'rongo, awendo, isebania, migori town',
  'Homa Bay': 'mbita, oyugis, kendu bay, homa bay town',
  Siaya: 'bondo, ugunja, usenge, siaya town',
  Vihiga: 'mbale vihiga, chavakali, luanda',
  Nandi: 'kapsabet, nandi hills',
  'Elgeyo-Marakwet': 'iten, kapsowar',
  Baringo: 'kabarnet, eldama ravine, marigat',
  Turkana: 'lodwar, kakuma, lokichoggio, lokichar',
  'West Pokot': 'kapenguria, makutano',
  Samburu: 'maralal, wamba',
  Marsabit: 'moyale, marsabit town',
  Garissa: 'garissa town, dadaab',
  'Tana River': 'hola, garsen',
  Lamu: 'mpeketoni, lamu island, shela',
  'Taita-Taveta': 'voi, wundanyi, taveta, mwatate',
  Makueni: 'wote, mtito andei, emali, kibwezi, sultan hamud',
  Kitui: 'mwingi, kitui town',
  Narok: 'narok town, kilgoris, maasai mara',
  Nyandarua: 'ol kalou, engineer',
  'Tharaka-Nithi': 'chuka, marimanti',
  Bomet: 'sotik, bomet town',
};

/** Nairobi and its estates and suburbs: the Nairobi zone. */
const NAIROBI =
  'nairobi, nrb, westlands, kilimani, kileleshwa, lavington, karen, langata, lang ata, south b, south c, buruburu, buru buru, donholm, umoja, embakasi, kasarani, roysambu, zimmerman, kahawa west, githurai 44, kayole, kangemi, kawangware, dagoretti, riruta, ngumo, hurlingham, upper hill, upperhill, parklands, highridge, runda, muthaiga, gigiri, spring valley, loresho, kitisuru, rosslyn, ridgeways, garden estate, thome, mirema, kariobangi, dandora, mathare, huruma, pangani, ngara, eastleigh, pipeline, fedha, tassia, utawala, mihango, ruai, imara daima, nyayo estate, madaraka, nairobi west, otiende, kibera, yaya, adams arcade, ngong road, jamhuri, woodley, golf course, industrial area, komarock, saika, njiru, kamulu, baba dogo, lucky summer, mwiki, clay city, garden city, ruaraka, allsops, kahawa, seasons, sunton, mountain view, lower kabete, cbd, town centre, nairobi cbd, kilimani estate, valley arcade, ongata, ngara, jericho, makadara, shauri moyo, kariokor, starehe, lavington green, sarit, two rivers, village market, junction, prestige, yaya centre';

const PICKUP = 'showroom, your shop, the mall, pick up, pickup, collect, collection';

/** Places abroad: the international zone. */
const ABROAD =
  'uganda, kampala, entebbe, jinja, tanzania, dar es salaam, dar, arusha, moshi, zanzibar, rwanda, kigali, burundi, bujumbura, south sudan, juba, ethiopia, addis ababa, addis, somalia, mogadishu, congo, drc, uk, united kingdom, england, london, manchester, birmingham, scotland, britain, usa, united states, america, new york, texas, california, atlanta, boston, canada, toronto, dubai, uae, abu dhabi, qatar, doha, saudi, saudi arabia, riyadh, jeddah, oman, bahrain, kuwait, germany, berlin, france, paris, netherlands, amsterdam, belgium, sweden, norway, denmark, finland, ireland, italy, spain, switzerland, india, china, japan, australia, sydney, south africa, johannesburg, joburg, cape town, nigeria, lagos, ghana, accra, zambia, lusaka, malawi, zimbabwe, botswana, namibia, mozambique, egypt, turkey, israel, abroad, overseas, outside kenya, international, diaspora';

const titleCase = (text: string) =>
  text.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());
const list = (text: string) => text.split(',').map((s) => s.trim());

/** Every name a place goes by, longest first, so "south b" wins over "b" and "kiambu town" over "kiambu". */
const NAMES: [string, Place][] = [
  ...COUNTIES.map((county): [string, Place] => [
    county.toLowerCase().replace(/['-]/g, ' '),
    { name: county, county },
  ]),
  ...Object.entries(TOWNS).flatMap(([county, towns]) =>
    list(towns).map((town): [string, Place] => [town, { name: titleCase(town), county }]),
  ),
  ...list(NAIROBI).map((estate): [string, Place] => [estate, { name: titleCase(estate), kind: 'nairobi' }]),
  ...list(PICKUP).map((word): [string, Place] => [word, { name: 'our Westlands showroom', kind: 'pickup' }]),
  ...list(ABROAD).map((place): [string, Place] => [place, { name: titleCase(place), kind: 'international' }]),
].sort((a, b) => b[0].length - a[0].length);

const PLACES = new Map(NAMES);
/** Every name at once, longest first: one pass over a message finds them all. */
const ANY_NAME = new RegExp(
  `(?<=^|\\s)(?:${NAMES.map(([name]) => name.replace(/ /g, ' ')).join('|')})(?=\\s|$)`,
  'g',
);

/**
 * The place a message names, if any, with the words that name it (`text` with its apostrophes and
 * hyphens as spaces). `text` is the normalised message; `original` the shopper's own, which tells
 * "the US" from "us".
 */
export function findPlace(text: string, original = ''): { place: Place; words: string } | undefined {
  const flat = text
    .replace(/['-]/g, ' ')
    .replace(/[.,?!]/g, ' ')
    .replace(/\s+/g, ' ');
  // Of the names a message holds, the longest ("kiambu town" before "kiambu").
  const names = [...flat.matchAll(ANY_NAME)].map((m) => m[0]).sort((a, b) => b.length - a.length);
  if (names[0]) return { place: PLACES.get(names[0])!, words: names[0] };
  if (/\bU\.?S\.?A?\b/.test(original))
    return { place: { name: 'the US', kind: 'international' }, words: 'us' };
  return undefined;
}

/** The place a message names, if any. */
export function readPlace(text: string, original = ''): Place | undefined {
  return findPlace(text, original)?.place;
}

/** The county names, as the delivery zones name them. */
export const KENYA_COUNTIES: readonly string[] = COUNTIES;
