/**
 * Things shoppers ask for that the store does not sell, in English, Swahili and Sheng, and what to
 * say: a fashion, watch and beauty store says so plainly rather than offering loosely related
 * products. `offerRelated`: products that hold a word of the question whole are still worth
 * showing (a laptop backpack for "laptop").
 *
 * @example notSold('mnauza simu?') // { message: "We're a fashion, watch and beauty store, so we don't sell electronics." }
 */

export interface NotSold {
  message: string;
  offerRelated?: boolean;
}

const line = (what: string) => `We're a fashion, watch and beauty store, so we don't sell ${what}.`;

const NOT_SOLD: [RegExp, NotSold][] = [
  [
    /\b(phones?(?!\s*(?:number|no\b|line|call))|iphones?|smartphones?|simu(?!\s*(?:yenu|namba|number))|tecno|infinix|laptops?|computers?|macbooks?|tablets?|ipads?|tvs?|televisions?|headphones|earphones|earbuds|airpods|speakers?|cameras?|playstation|ps[345]|xbox|nintendo|chargers?|power ?banks?|routers?)\b/,
    { message: line('electronics'), offerRelated: true },
  ],
  [
    /\b(sofas?|couch(es)?|furniture|mattress(es)?|beds?|kitanda|vitanda|tables?|chairs?|viti|fridges?|cookers?|microwaves?|blenders?|curtains|pazia|duvets?|bedsheets?|sheets|pillows?|towels?|carpets?|rugs?)\b/,
    { message: line('furniture, bedding or home goods') },
  ],
  [
    /\b(sufurias?|sufuria|pots?|pans?|cooking|kitchen ?ware|utensils|plates?|cups?|mugs?|jiko)\b/,
    { message: line('kitchenware') },
  ],
  [
    /\b(food|groceries|unga|ugali|sukari|sugar|rice|mchele|milk|maziwa|bread|mkate|pizza|chakula|airtime|bundles?|data bundles?|tokens?|dog food|cat food|pet food)\b/,
    { message: line('food, groceries or airtime') },
  ],
  [
    /\b(cars?|gari|magari|motorbikes?|pikipiki|boda|tyres?|tires?|probox|spare parts?)\b/,
    { message: line('vehicles or parts') },
  ],
  [/\b(medicine|medicines|dawa|pills|drugs|painkillers?|panadol)\b/, { message: line('medicines') }],
  [
    /\b(books?|vitabu|kitabu|textbooks?|novels?|stationery|pens?|exercise books?)\b/,
    { message: line('books or stationery') },
  ],
  [/\b(toys?|lego|dolls?|games?|vitu vya kuchezea)\b/, { message: line('toys or games') }],
  [
    /\b(swimsuits?|swimwear|bikinis?|swimming costumes?|wigs?|weaves?|hair extensions|lingerie|bras?|underwear|boxers|socks|school uniforms?|uniforms?|pyjamas|pajamas)\b/,
    { message: line('that line of clothing') },
  ],
  [
    /\b(gift ?cards?|vouchers?|gift certificates?)\b/,
    { message: "We don't offer gift cards or vouchers at the moment." },
  ],
];

/** What to say when the message asks for something the store does not sell, if it does. */
export function notSold(question: string): NotSold | undefined {
  const text = question.toLowerCase();
  return NOT_SOLD.find(([pattern]) => pattern.test(text))?.[1];
}
