/** The products table: one server page of rows, each with its picture, price, stock and in-stock switch. */
import { useState } from 'react';
import { productImagePath } from '../../../lib/products';
import { discountedPrice } from '../../../lib/money';
import { CATEGORY_LABELS } from '../../../lib/labels';
import { setProductInStock, type AdminProduct } from '../../../lib/supabase/admin/products';
import { showToast } from '../../../stores/toasts';
import { ScrollArea, kes, messageOf } from '../parts';

function InStockSwitch({
  product,
  onChange,
}: {
  product: AdminProduct;
  onChange: (p: AdminProduct) => void;
}) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      onChange(await setProductInStock(product.id, !product.in_stock));
    } catch (error) {
      showToast('Not changed', messageOf(error), 'destructive');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={product.in_stock}
      aria-label={`${product.name} in stock`}
      disabled={busy}
      onClick={toggle}
      className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors disabled:opacity-50 aria-checked:bg-teal"
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${product.in_stock ? 'translate-x-6' : 'translate-x-1'}`}
      />
    </button>
  );
}

export function ProductTable({
  rows,
  onEdit,
  onChange,
}: {
  rows: AdminProduct[];
  onEdit: (id: string) => void;
  onChange: (product: AdminProduct) => void;
}) {
  return (
    <ScrollArea label="Products table">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <thead className="border-b border-line text-ink-soft">
          <tr>
            <th scope="col" className="py-2 pl-4 pr-2 font-semibold sm:pl-0">
              Product
            </th>
            <th scope="col" className="hidden px-2 py-2 font-semibold md:table-cell">
              Department
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
              Stock
            </th>
            <th scope="col" className="py-2 pl-2 pr-4 font-semibold sm:pr-0">
              In stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((p) => (
            <tr key={p.id}>
              <td className="py-2 pl-4 pr-2 sm:pl-0">
                <div className="flex items-center gap-3">
                  <img
                    src={p.image ?? productImagePath(p.slug)}
                    alt=""
                    width={40}
                    height={50}
                    loading="lazy"
                    className="h-[50px] w-10 shrink-0 rounded-md bg-cream-deep object-cover"
                  />
                  <div className="min-w-0">
                    <button type="button" className="link text-left" onClick={() => onEdit(p.id)}>
                      {p.name}
                    </button>
                    <p className="truncate text-xs text-ink-muted">
                      {p.slug}
                      <span className="sm:hidden"> · {p.stock} in stock</span>
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden px-2 py-2 md:table-cell">{CATEGORY_LABELS[p.category]}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                {kes(discountedPrice(p.price, p.discount))}
                {p.discount > 0 && <span className="block text-xs text-ink-muted">−{p.discount} %</span>}
              </td>
              <td
                className={`hidden px-2 py-2 text-right tabular-nums sm:table-cell ${p.stock <= 5 ? 'font-semibold text-clay-dark' : ''}`}
              >
                {p.stock}
              </td>
              <td className="py-2 pl-2 pr-4 sm:pr-0">
                <InStockSwitch product={p} onChange={onChange} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
