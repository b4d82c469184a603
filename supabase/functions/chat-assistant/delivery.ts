/**
 * Delivery and pay-on-delivery answers from the delivery_zones table, the one the checkout charges
 * by: the fee, the time and the free-delivery threshold for the place a shopper names (a county, a
 * town, a Nairobi estate, the showroom or abroad), and whether they can pay on delivery there. A
 * yes/no question is answered with its yes or no first.
 *
 * @example deliveryAnswer(understand('delivery to eldoret how much?'), zones)
 *          // "Delivery to Eldoret (Uasin Gishu) is KSH 450 and takes 1–3 working days; …"
 */
import type { DeliveryZone } from './catalogue.ts';
import type { Place } from './places.ts';
import { kes } from './replies.ts';
import type { Understanding } from './understand.ts';

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The zone a place is delivered in. */
export function zoneFor(place: Place, zones: DeliveryZone[]): DeliveryZone | undefined {
  if ('county' in place)
    return zones.find((z) => z.kind === 'county' && plain(z.name) === plain(place.county));
  return zones.find((z) => z.kind === place.kind);
}

/** "Eldoret (Uasin Gishu)", "Kilimani, Nairobi", "Uganda". */
function where(place: Place, zone: DeliveryZone): string {
  if ('county' in place)
    return plain(place.name) === plain(place.county) ? place.name : `${place.name} (${place.county})`;
  if (place.kind === 'nairobi' && plain(place.name) !== 'nairobi' && plain(place.name) !== 'nrb')
    return `${place.name}, Nairobi`;
  return zone.kind === 'nairobi' ? 'Nairobi' : place.name;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "free on orders from KSH 5,000" or "". */
function freeFrom(zone: DeliveryZone): string {
  return zone.freeFromKes ? `free on orders from ${kes(zone.freeFromKes)}` : '';
}

/** The fee and time for one zone, as a sentence about `place`. */
function feeSentence(place: Place, zone: DeliveryZone): string {
  const free = freeFrom(zone);
  if (zone.kind === 'pickup')
    return `Collecting from ${zone.name.replace(/^Pickup at /i, '')} is free, ${lowerFirst(zone.days)}.`;
  if (zone.kind === 'international')
    return `We ship to ${where(place, zone)} for ${kes(zone.feeKes)}, ${zone.days}${free ? `, ${free}` : ''}.`;
  return `Delivery to ${where(place, zone)} is ${kes(zone.feeKes)} and takes ${lowerFirst(zone.days)}${free ? `; it's ${free}` : ''}.`;
}

/** Where pay on delivery is offered, in words: "Nairobi and collection from our showroom". */
function payOnDeliveryPlaces(zones: DeliveryZone[]): string {
  const offered = zones.filter((z) => z.payOnDeliveryMaxKes !== null);
  const names = offered.map((z) =>
    z.kind === 'pickup' ? 'when you collect from our Westlands showroom' : z.name,
  );
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A summary of every zone, for a delivery question that names no place. */
function summary(zones: DeliveryZone[]): string {
  const counties = zones.filter((z) => z.kind === 'county');
  const parts: string[] = [];
  for (const zone of zones.filter((z) => z.kind === 'nairobi'))
    parts.push(`${zone.name} ${kes(zone.feeKes)}, ${lowerFirst(zone.days)}`);
  if (counties.length > 0) {
    const fees = counties.map((z) => z.feeKes);
    const days = [...new Set(counties.map((z) => z.days))].sort();
    const low = Math.min(...fees);
    const high = Math.max(...fees);
    parts.push(
      `the rest of Kenya ${low === high ? kes(low) : `${kes(low)}–${kes(high).replace('KSH ', '')}`} by courier, ${days.join(' or ')} depending on the county`,
    );
  }
  for (const zone of zones.filter((z) => z.kind === 'international'))
    parts.push(`international ${kes(zone.feeKes)}, ${zone.days}`);
  const kenyaFree = zones.find((z) => z.kind !== 'international' && z.freeFromKes)?.freeFromKes;
  const abroadFree = zones.find((z) => z.kind === 'international')?.freeFromKes;
  const free = [
    kenyaFree ? `in Kenya from ${kes(kenyaFree)}` : '',
    abroadFree ? `abroad from ${kes(abroadFree)}` : '',
  ].filter(Boolean);
  const pickup = zones.find((z) => z.kind === 'pickup');
  return [
    `Delivery: ${parts.join('; ')}.`,
    free.length ? `Delivery is free ${free.join(' and ')} (of goods, after discounts).` : '',
    pickup ? `You can also collect from our showroom at The Mall, Westlands, for free.` : '',
    'Tell me your town or estate and I can give you the exact fee.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The answer to a delivery question: fee, time and free delivery for the place named, or for all. */
export function deliveryAnswer(u: Understanding, zones: DeliveryZone[]): string {
  const zone = u.place ? zoneFor(u.place, zones) : undefined;
  const asksFree = u.words.includes('free') || /\bfree\b/.test(u.words.join(' '));
  if (!u.place || !zone) {
    const general = summary(zones);
    if (u.place) return `I couldn't find a delivery zone for ${u.place.name}. ${general}`;
    if (asksFree && u.yesNo) {
      const kenya = zones.find((z) => z.kind !== 'international' && z.freeFromKes)?.freeFromKes;
      return kenya ? `Yes, on orders from ${kes(kenya)} in Kenya. ${general}` : general;
    }
    return general;
  }
  const place = u.place;
  if (asksFree && zone.kind !== 'pickup') {
    if (!zone.freeFromKes)
      return `No, delivery to ${where(place, zone)} is never free: it's ${kes(zone.feeKes)}, ${lowerFirst(zone.days)}.`;
    if (u.orderTotal !== undefined)
      return u.orderTotal >= zone.freeFromKes
        ? `Yes: delivery to ${where(place, zone)} is ${freeFrom(zone)}, so a ${kes(u.orderTotal)} order goes free (${lowerFirst(zone.days)}).`
        : `No: delivery to ${where(place, zone)} is ${freeFrom(zone)}, so on a ${kes(u.orderTotal)} order it's ${kes(zone.feeKes)} (${lowerFirst(zone.days)}).`;
    return `${u.yesNo ? 'Yes, ' : ''}delivery to ${where(place, zone)} is ${freeFrom(zone)}; below that it's ${kes(zone.feeKes)}, ${lowerFirst(zone.days)}.`.replace(
      /^d/,
      'D',
    );
  }
  const answer = feeSentence(place, zone);
  const pay =
    zone.payOnDeliveryMaxKes === null
      ? ''
      : zone.kind === 'pickup'
        ? ` You can pay when you collect, for orders up to ${kes(zone.payOnDeliveryMaxKes)}.`
        : ` You can pay on delivery there for orders up to ${kes(zone.payOnDeliveryMaxKes)}.`;
  return `${u.yesNo ? `${speedAsked(u, zone) ?? 'Yes'}. ` : ''}${answer}${pay}`;
}

/** "Is it same day?", "can I get it tomorrow?": whether the zone's time says so; undefined if not asked. */
function speedAsked(u: Understanding, zone: DeliveryZone): 'Yes' | 'No' | undefined {
  const text = u.words.join(' ');
  const days = zone.days.toLowerCase();
  if (/\b(same day|today|tonight)\b/.test(text)) return /same/.test(days) ? 'Yes' : 'No';
  if (/\b(next day|tomorrow|kesho|overnight)\b/.test(text)) return /same|next day/.test(days) ? 'Yes' : 'No';
  return undefined;
}

/** The answer to "can I pay on delivery (in X)?", from the zones that offer it. */
export function payOnDeliveryAnswer(u: Understanding, zones: DeliveryZone[]): string {
  const offered = payOnDeliveryPlaces(zones);
  const zone = u.place ? zoneFor(u.place, zones) : undefined;
  const elsewhere = 'please pay by M-Pesa or card at checkout';
  if (!u.place || !zone) {
    const max = zones.find((z) => z.payOnDeliveryMaxKes !== null)?.payOnDeliveryMaxKes;
    if (!max) return `No, pay on delivery isn't offered at the moment: ${elsewhere}.`;
    return `Yes, in ${offered}, for orders up to ${kes(max)}: choose pay on delivery at checkout and pay when your parcel is handed to you. Elsewhere in Kenya and abroad, ${elsewhere}.`;
  }
  const place = where(u.place, zone);
  if (zone.payOnDeliveryMaxKes === null)
    return `No, pay on delivery is only available in ${offered}. For ${place}, ${elsewhere}.`;
  if (u.orderTotal !== undefined && u.orderTotal > zone.payOnDeliveryMaxKes)
    return `No: pay on delivery is for orders up to ${kes(zone.payOnDeliveryMaxKes)}, so for a ${kes(u.orderTotal)} order to ${place}, ${elsewhere}.`;
  const how = zone.kind === 'pickup' ? 'pay when you collect' : 'pay when the rider hands you your parcel';
  return `Yes, you can pay on delivery ${zone.kind === 'pickup' ? 'at' : 'in'} ${place} for orders up to ${kes(zone.payOnDeliveryMaxKes)}: choose pay on delivery at checkout and ${how}.`;
}
