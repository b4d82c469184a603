// Delivery and pay-on-delivery answers from the delivery zones (here a copy of the seeded rows):
// the fee, time and free-delivery threshold for the place named, and the yes or no first.
import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../../../supabase/functions/chat-assistant/catalogue.ts';
import { deliveryAnswer, payOnDeliveryAnswer } from '../../../supabase/functions/chat-assistant/delivery.ts';
import { understand } from '../../../supabase/functions/chat-assistant/understand.ts';

const zone = (z: Partial<DeliveryZone> & Pick<DeliveryZone, 'id' | 'kind' | 'name' | 'feeKes' | 'days'>) => ({
  freeFromKes: 5000,
  payOnDeliveryMaxKes: null,
  ...z,
});
const ZONES: DeliveryZone[] = [
  zone({
    id: 'nairobi',
    kind: 'nairobi',
    name: 'Nairobi',
    feeKes: 250,
    days: 'Same or next day',
    payOnDeliveryMaxKes: 25000,
  }),
  zone({
    id: 'pickup-westlands',
    kind: 'pickup',
    name: 'Pickup at our showroom, The Mall, Westlands',
    feeKes: 0,
    freeFromKes: null,
    days: 'Ready the same or next day',
    payOnDeliveryMaxKes: 25000,
  }),
  zone({ id: 'county-kiambu', kind: 'county', name: 'Kiambu', feeKes: 350, days: '1–2 working days' }),
  zone({ id: 'county-kisumu', kind: 'county', name: 'Kisumu', feeKes: 450, days: '1–3 working days' }),
  zone({ id: 'county-turkana', kind: 'county', name: 'Turkana', feeKes: 650, days: '2–3 working days' }),
  zone({
    id: 'international',
    kind: 'international',
    name: 'International',
    feeKes: 3500,
    freeFromKes: 7500,
    days: '5–10 working days',
  }),
];
const delivery = (message: string) => deliveryAnswer(understand(message), ZONES);
const payOnDelivery = (message: string) => payOnDeliveryAnswer(understand(message), ZONES);

describe('delivery answers', () => {
  it('give the fee and time of the place named, through its county', () => {
    expect(delivery('delivery to kisumu ni how much?')).toBe(
      "Delivery to Kisumu is KSH 450 and takes 1–3 working days; it's free on orders from KSH 5,000.",
    );
    expect(delivery('how long to thika')).toContain('Thika (Kiambu) is KSH 350 and takes 1–2 working days');
    expect(delivery('lodwar delivery cost')).toContain('KSH 650');
    expect(delivery('delivery fee to kilimani')).toContain(
      'Kilimani, Nairobi is KSH 250 and takes same or next day',
    );
    expect(delivery('shipping to london')).toBe(
      'We ship to London for KSH 3,500, 5–10 working days, free on orders from KSH 7,500.',
    );
  });

  it('answer a yes/no question with its yes or no first', () => {
    expect(delivery('do you deliver to kisumu?')).toMatch(/^Yes\. Delivery to Kisumu/);
    expect(delivery('is delivery to kilimani same day?')).toMatch(/^Yes\./);
    expect(delivery('is delivery to turkana same day?')).toMatch(/^No\./);
    expect(delivery('is delivery to kisumu free if my order is 6k?')).toMatch(
      /^Yes: .* a KSH 6,000 order goes free/,
    );
    expect(delivery('will delivery to kisumu be free on a 4,500 order?')).toMatch(
      /^No: .*free on orders from KSH 5,000.* it's KSH 450/,
    );
  });

  it('sum up every zone when no place is named, with what is free', () => {
    const answer = delivery('how long does delivery take?');
    expect(answer).toContain('Nairobi KSH 250, same or next day');
    expect(answer).toContain('the rest of Kenya KSH 350–650 by courier');
    expect(answer).toContain('international KSH 3,500, 5–10 working days');
    expect(answer).toContain('in Kenya from KSH 5,000 and abroad from KSH 7,500');
  });
});

describe('pay-on-delivery answers', () => {
  it('say yes where a zone offers it, up to its limit', () => {
    expect(payOnDelivery('can i pay on delivery in karen?')).toMatch(
      /^Yes, .* Karen, Nairobi for orders up to KSH 25,000/,
    );
    expect(payOnDelivery('can i pay on delivery for a 30k order to south b?')).toMatch(
      /^No: pay on delivery is for orders up to KSH 25,000/,
    );
    expect(payOnDelivery('can I pay when I collect from your showroom?')).toMatch(
      /^Yes, .* at our Westlands showroom/,
    );
  });

  it('say no elsewhere, and where it is offered', () => {
    expect(payOnDelivery('is pay on delivery available in kisumu?')).toBe(
      'No, pay on delivery is only available in Nairobi and when you collect from our Westlands showroom. For Kisumu, please pay by M-Pesa or card at checkout.',
    );
    expect(payOnDelivery('cash on delivery to kampala?')).toMatch(/^No, /);
  });

  it('say no when no zone offers it', () => {
    const none = ZONES.map((z) => ({ ...z, payOnDeliveryMaxKes: null }));
    expect(payOnDeliveryAnswer(understand('can i pay on delivery?'), none)).toMatch(
      /^No, pay on delivery isn't offered/,
    );
  });
});
