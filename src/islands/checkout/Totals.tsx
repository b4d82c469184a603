/**
 * An order's sums: subtotal, delivery and total, with any rows between (the referring code). While
 * `checking`, the cart's prices are being read from the database and no sum is shown yet.
 */
import type { ReactNode } from 'react';
import { Money } from '../overlays/Money';

export function Totals({
  subtotal,
  fee,
  checking = false,
  children,
}: {
  subtotal: number;
  /** Null until a delivery zone is chosen. */
  fee: number | null;
  checking?: boolean;
  children?: ReactNode;
}) {
  const sum = (kes: number) =>
    checking ? <span className="text-ink-muted">Checking prices…</span> : <Money kes={kes} />;
  return (
    <dl className="space-y-2 border-t border-line pt-4 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{sum(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Delivery</dt>
        <dd className="tabular-nums">{fee === null ? 'Choose a county' : fee === 0 ? 'Free' : sum(fee)}</dd>
      </div>
      {children}
      <div className="flex justify-between border-t border-line pt-3 text-lg font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{sum(subtotal + (fee ?? 0))}</dd>
      </div>
    </dl>
  );
}
