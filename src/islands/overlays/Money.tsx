/** A KES amount in the shopper's chosen currency. */
import { useStore } from '@nanostores/react';
import { formatPrice } from '../../lib/money';
import { $currency } from '../../stores/currency';

export function Money({ kes, className }: { kes: number; className?: string }) {
  const currency = useStore($currency);
  return <span className={className}>{formatPrice(kes, currency)}</span>;
}
