/**
 * Delivery zones as the checkout shows them: the rows of the `delivery_zones` table (the store's
 * one table of zones and fees), grouped the way a shopper chooses — Nairobi, another county,
 * the pickup point, or abroad — and the fee and pay-on-delivery rules the server applies too.
 */
/** The kinds of zone, as the delivery_zones table's check constraint lists them. */
export const ZONE_KINDS = ['nairobi', 'county', 'pickup', 'international'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export interface DeliveryZone {
  id: string;
  kind: ZoneKind;
  name: string;
  fee_kes: number;
  /** Goods total from which delivery is free; null: never free. */
  free_from_kes: number | null;
  days: string;
  /** Largest total payable on delivery; null: not offered. */
  pay_on_delivery_max_kes: number | null;
  sort_order: number;
}

/** The delivery fee for goods worth `subtotal` (whole KES). */
export function deliveryFee(zone: DeliveryZone, subtotal: number): number {
  return zone.free_from_kes !== null && subtotal >= zone.free_from_kes ? 0 : zone.fee_kes;
}

/** Why pay on delivery is not offered for this zone and total, or null when it is. */
export function payOnDeliveryRefusal(zone: DeliveryZone | undefined, total: number): string | null {
  if (!zone || zone.pay_on_delivery_max_kes === null)
    return 'Pay on delivery is available for Nairobi deliveries and showroom pickup only. Please pay by M-Pesa or card.';
  if (total > zone.pay_on_delivery_max_kes)
    return `Pay on delivery is available for orders up to KSH ${zone.pay_on_delivery_max_kes.toLocaleString('en-US')}. Please pay by M-Pesa or card.`;
  return null;
}

/** The zone a kind stands for; for counties, the one chosen. */
export function zoneFor(zones: DeliveryZone[], kind: ZoneKind, countyId: string): DeliveryZone | undefined {
  if (kind === 'county') return zones.find((zone) => zone.kind === 'county' && zone.id === countyId);
  return zones.find((zone) => zone.kind === kind);
}

/** The counties other than Nairobi, by name. */
export function counties(zones: DeliveryZone[]): DeliveryZone[] {
  return zones.filter((zone) => zone.kind === 'county').sort((a, b) => a.name.localeCompare(b.name));
}
