import { describe, expect, it } from 'vitest';
import {
  checkoutErrors,
  EMPTY_FORM,
  formField,
  kenyanMobile,
  orderRequestBody,
  type CheckoutForm,
} from '../../../../src/lib/checkout/form';
import {
  deliveryFee,
  payOnDeliveryRefusal,
  zoneFor,
  type DeliveryZone,
} from '../../../../src/lib/checkout/delivery';
import { readDraft } from '../../../../src/lib/checkout/draft';

const zone = (over: Partial<DeliveryZone>): DeliveryZone => ({
  id: 'nairobi',
  kind: 'nairobi',
  name: 'Nairobi',
  fee_kes: 250,
  free_from_kes: 5000,
  days: 'Same or next day',
  pay_on_delivery_max_kes: 25000,
  sort_order: 1,
  ...over,
});
const ZONES = [
  zone({}),
  zone({ id: 'county-kisumu', kind: 'county', name: 'Kisumu', fee_kes: 450, pay_on_delivery_max_kes: null }),
  zone({ id: 'pickup-westlands', kind: 'pickup', name: 'Pickup', fee_kes: 0, free_from_kes: null }),
  zone({
    id: 'international',
    kind: 'international',
    name: 'International',
    fee_kes: 3500,
    free_from_kes: 7500,
    pay_on_delivery_max_kes: null,
  }),
];
const filled: CheckoutForm = {
  ...EMPTY_FORM,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '0712 345 678',
  address: 'Kindaruma Road',
  town: 'Kilimani',
};

describe('kenyanMobile', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['0112-345-678', '+254112345678'],
    ['254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['020 123 4567', null],
    ['+44 7700 900123', null],
    ['0712 345', null],
  ])('%s → %s', (typed, expected) => expect(kenyanMobile(typed)).toBe(expected));
});

describe('checkoutErrors', () => {
  it('accepts a complete Nairobi M-Pesa order', () => {
    expect(checkoutErrors(filled, ZONES, 4000)).toEqual({});
  });

  it("names each missing or wrong field in the server's words", () => {
    expect(checkoutErrors(EMPTY_FORM, ZONES, 4000)).toEqual({
      'contact.name': 'Enter your full name.',
      'contact.email': 'Enter a valid email address, such as name@example.com.',
      'contact.phone': 'Enter a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678.',
      'delivery.address': 'Enter the street, building and house or office number.',
      'delivery.town': 'Enter the area or town.',
    });
  });

  it('asks for a county, and a country abroad with a number that has its country code', () => {
    expect(checkoutErrors({ ...filled, kind: 'county' }, ZONES, 4000)).toHaveProperty(
      'delivery.county',
      'Choose your county.',
    );
    const abroad = checkoutErrors(
      { ...filled, kind: 'international', phone: '+44 7700 900123', method: 'card' },
      ZONES,
      4000,
    );
    expect(abroad).toEqual({ 'delivery.country': 'Enter the country we should ship to.' });
  });

  it('needs no address for pickup', () => {
    expect(checkoutErrors({ ...filled, kind: 'pickup', address: '', town: '' }, ZONES, 4000)).toEqual({});
  });

  it('offers pay on delivery in Nairobi up to the cap only', () => {
    const cod = { ...filled, method: 'pay_on_delivery' as const };
    expect(checkoutErrors(cod, ZONES, 25_000)).toEqual({});
    expect(checkoutErrors(cod, ZONES, 25_001).payment_method).toMatch(/up to KSH 25,000/);
    expect(
      checkoutErrors({ ...cod, kind: 'county', county: 'county-kisumu' }, ZONES, 4000).payment_method,
    ).toMatch(/Nairobi/);
  });

  it('checks a separate M-Pesa number', () => {
    expect(checkoutErrors({ ...filled, mpesaPhone: '020 123 4567' }, ZONES, 4000)).toEqual({
      mpesa_phone: 'M-Pesa needs a Kenyan mobile number, such as 0712 345 678.',
    });
  });
});

describe('delivery rules', () => {
  it('charges the fee below the threshold and nothing from it', () => {
    expect(deliveryFee(ZONES[0]!, 4999)).toBe(250);
    expect(deliveryFee(ZONES[0]!, 5000)).toBe(0);
    expect(deliveryFee(ZONES[3]!, 7499)).toBe(3500);
    expect(deliveryFee(ZONES[3]!, 7500)).toBe(0);
    expect(deliveryFee(ZONES[2]!, 100)).toBe(0);
  });

  it('finds the chosen county only', () => {
    expect(zoneFor(ZONES, 'county', 'county-kisumu')?.name).toBe('Kisumu');
    expect(zoneFor(ZONES, 'county', '')).toBeUndefined();
    expect(payOnDeliveryRefusal(undefined, 100)).toMatch(/Nairobi/);
  });
});

describe("the request and the server's fields", () => {
  it('sends the cart with the unit prices shown, and the zone of the choice', () => {
    const body = orderRequestBody(
      { ...filled, kind: 'county', county: 'county-kisumu' },
      [{ id: 'x-1', productId: 'x', name: 'X', price: 1, quantity: 2, size: 'M' }],
      ZONES,
      '6f1c7d8e-0000-4000-8000-000000000000',
      null,
      'USD',
    );
    // The unit price the shopper was shown goes with each line: place_order refuses any other.
    expect(body.order.lines).toEqual([{ product: 'x', size: 'M', quantity: 2, seen_price_kes: 1 }]);
    expect(body.order.delivery.zone).toBe('county-kisumu');
    expect(body.order.currency).toBe('USD');
    expect(JSON.stringify(body)).not.toContain('"price"');
  });

  it('maps a refusal to the field the shopper sees', () => {
    expect(formField('lines.2.quantity', filled)).toBe('lines');
    expect(formField('delivery.zone', { ...filled, kind: 'county' })).toBe('delivery.county');
    expect(formField('contact.phone', filled)).toBe('contact.phone');
    expect(formField('idempotency_key', filled)).toBeNull();
  });
});

describe('the kept draft', () => {
  it('keeps well-formed fields and the key, and starts afresh from anything else', () => {
    const key = '6f1c7d8e-0000-4000-8000-000000000000';
    const kept = readDraft(
      JSON.stringify({ form: { name: 'Amina', kind: 'mars', method: 'cash', town: 5 }, idempotencyKey: key }),
      () => 'new',
    );
    expect(kept.form).toMatchObject({ name: 'Amina', kind: 'nairobi', method: 'mpesa', town: '' });
    expect(kept.idempotencyKey).toBe(key);
    expect(readDraft('{not json', () => 'new')).toEqual({ form: EMPTY_FORM, idempotencyKey: 'new' });
  });
});
