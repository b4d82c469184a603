/**
 * Delivery: Nairobi, another county (all 46 others, by name), the showroom pickup point, or
 * abroad — each with its time and fee from the delivery zones table — and the address.
 */
import { Field, SelectField } from '../forms/Field';
import { Money } from '../overlays/Money';
import {
  counties,
  deliveryFee,
  zoneFor,
  type DeliveryZone,
  type ZoneKind,
} from '../../lib/checkout/delivery';
import { ChoiceCard, ChoiceGroup } from './ChoiceCard';
import { fieldId, type SectionProps } from './fields';

const CHOICES: { kind: ZoneKind; label: string }[] = [
  { kind: 'nairobi', label: 'Nairobi' },
  { kind: 'county', label: 'Rest of Kenya' },
  { kind: 'pickup', label: 'Pickup' },
  { kind: 'international', label: 'International' },
];

function FeeNote({ zone, subtotal }: { zone: DeliveryZone | undefined; subtotal: number }) {
  if (!zone) return <span>1–3 working days, by county</span>;
  const fee = deliveryFee(zone, subtotal);
  return (
    <span>
      {zone.days} · {fee === 0 ? 'Free' : <Money kes={fee} />}
      {fee > 0 && zone.free_from_kes !== null && (
        <>
          {' '}
          (free from <Money kes={zone.free_from_kes} />)
        </>
      )}
    </span>
  );
}

export function DeliverySection({
  form,
  errors,
  update,
  zones,
  subtotal,
}: SectionProps & { zones: DeliveryZone[]; subtotal: number }) {
  const countyZones = counties(zones);
  const pickup = zoneFor(zones, 'pickup', '');
  const abroad = form.kind === 'international';
  return (
    <fieldset className="card space-y-4 p-5 sm:p-6">
      <legend className="float-left mb-2 w-full font-display text-xl font-semibold">Delivery</legend>
      <ChoiceGroup
        id={fieldId('delivery.zone')}
        label="Where should we deliver?"
        error={errors['delivery.zone']}
        className="clear-both grid gap-2 sm:grid-cols-2"
      >
        {CHOICES.map(({ kind, label }) => {
          const zone = zoneFor(zones, kind, form.county);
          return (
            <ChoiceCard
              key={kind}
              name="delivery-kind"
              value={kind}
              checked={form.kind === kind}
              onChoose={() => update('kind', kind, 'delivery.zone')}
              title={kind === 'pickup' && pickup ? 'Pickup in Westlands' : label}
              detail={<FeeNote zone={zone} subtotal={subtotal} />}
            />
          );
        })}
      </ChoiceGroup>
      {form.kind === 'county' && (
        <SelectField
          id={fieldId('delivery.county')}
          label="County"
          value={form.county}
          error={errors['delivery.county']}
          onChange={(e) => update('county', e.target.value, 'delivery.county')}
        >
          <option value="">Choose your county</option>
          {countyZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </SelectField>
      )}
      {form.kind === 'pickup' ? (
        <p className="text-sm text-ink-soft">
          {pickup?.name ?? 'Pickup at our showroom'}. We will text you when your order is ready; bring the
          order number.
        </p>
      ) : (
        <>
          <Field
            id={fieldId('delivery.address')}
            label="Address"
            autoComplete="street-address"
            placeholder={abroad ? 'Street and number, flat' : 'Street, building, house or office number'}
            value={form.address}
            error={errors['delivery.address']}
            onChange={(e) => update('address', e.target.value, 'delivery.address')}
          />
          <Field
            id={fieldId('delivery.town')}
            label={abroad ? 'City or town' : 'Area or town'}
            autoComplete="address-level2"
            placeholder={abroad ? 'London' : form.kind === 'nairobi' ? 'Kilimani' : 'Nakuru'}
            value={form.town}
            error={errors['delivery.town']}
            onChange={(e) => update('town', e.target.value, 'delivery.town')}
          />
          {abroad && (
            <Field
              id={fieldId('delivery.country')}
              label="Country"
              autoComplete="country-name"
              value={form.country}
              error={errors['delivery.country']}
              hint="Import duties and taxes, if any, are paid on arrival."
              onChange={(e) => update('country', e.target.value, 'delivery.country')}
            />
          )}
          <Field
            id={fieldId('delivery.notes')}
            label="Delivery notes (optional)"
            placeholder="Gate code, landmark, best time to call"
            maxLength={300}
            value={form.notes}
            error={errors['delivery.notes']}
            onChange={(e) => update('notes', e.target.value, 'delivery.notes')}
          />
        </>
      )}
    </fieldset>
  );
}
