/**
 * /admin/products: the catalogue a page at a time from the server — search, department, stock
 * and sort kept in the address — the editor for one product (?product=id, or new), and
 * "Publish storefront" to rebuild the static pages from the table.
 */
import { useEffect, useState } from 'react';
import { CATEGORIES } from '../../../lib/taxonomy';
import { CATEGORY_LABELS } from '../../../lib/labels';
import { listAdminProducts, type ProductSort, type StockFilter } from '../../../lib/supabase/admin/products';
import { ErrorNote, Loading, Pager, Panel, useLoad, useUrlParams, FilterSelect } from '../parts';
import { ProductEditor } from './ProductEditor';
import { ProductTable } from './ProductTable';
import { PublishPanel } from './PublishPanel';
import { RestockWaits } from './RestockWaits';

const PAGE_SIZE = 25;
const KEYS = ['q', 'category', 'stock', 'sort', 'page', 'product'] as const;

export function ProductsPage() {
  const [params, setParams] = useUrlParams(KEYS);
  const [typed, setTyped] = useState(params.q);
  const page = Math.max(1, Number(params.page) || 1);
  // The search waits for a pause in typing; the first page of the new search follows.
  useEffect(() => {
    const timer = setTimeout(() => typed !== params.q && setParams({ q: typed, page: '' }), 300);
    return () => clearTimeout(timer);
  }, [typed, params.q, setParams]);
  const list = useLoad(
    () =>
      listAdminProducts({
        search: params.q,
        category: params.category,
        stock: (params.stock || 'all') as StockFilter,
        sort: (params.sort || 'newest') as ProductSort,
        page,
        pageSize: PAGE_SIZE,
      }),
    [params.q, params.category, params.stock, params.sort, page, params.product],
  );
  // An address with a page past the end (the list shrank since) shows the last page instead.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (list.data && page > lastPage) setParams({ page: lastPage > 1 ? String(lastPage) : '' });
  }, [list.data, page, lastPage, setParams]);
  // The rows as shown, changed in place by the table; a newly loaded list replaces them while
  // rendering (React's way of adjusting state to a changed input, without an effect's extra pass).
  const [rows, setRows] = useState(list.data?.rows);
  const [rowsOf, setRowsOf] = useState(list.data);
  if (rowsOf !== list.data) {
    setRowsOf(list.data);
    setRows(list.data?.rows);
  }

  const open = (product: string) => setParams({ product }, { push: true });

  if (params.product)
    return (
      <ProductEditor
        id={params.product === 'new' ? null : params.product}
        onDone={() => setParams({ product: '' })}
      />
    );

  return (
    <div className="space-y-6">
      <PublishPanel />
      <RestockWaits />
      <Panel
        title="Products"
        actions={
          <button type="button" className="btn-primary" onClick={() => open('new')}>
            Add product
          </button>
        }
      >
        <form role="search" className="grid gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
          <label className="sm:col-span-4">
            <span className="sr-only">Search products</span>
            <input
              type="search"
              className="field"
              placeholder="Search by name, brand, department or code"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <FilterSelect
            label="Department"
            value={params.category}
            onChange={(value) => setParams({ category: value, page: '' })}
          >
            <option value="">All departments</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Stock"
            value={params.stock}
            onChange={(value) => setParams({ stock: value, page: '' })}
          >
            <option value="">All</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
            <option value="low">5 or fewer left</option>
          </FilterSelect>
          <FilterSelect
            label="Sort"
            value={params.sort}
            onChange={(value) => setParams({ sort: value, page: '' })}
          >
            <option value="">Newest first</option>
            <option value="name">Name</option>
            <option value="price-asc">Price, low to high</option>
            <option value="price-desc">Price, high to low</option>
            <option value="stock-asc">Stock, lowest first</option>
          </FilterSelect>
        </form>
        <div className="mt-4">
          {list.error && <ErrorNote error={list.error} onRetry={list.reload} />}
          {!list.data && !list.error && <Loading text="Loading products…" />}
          {list.data && rows && (
            <div className={list.loading ? 'opacity-60' : undefined} aria-busy={list.loading}>
              {rows.length ? (
                <ProductTable
                  rows={rows}
                  onEdit={open}
                  onChange={(changed) =>
                    setRows((current) => current?.map((p) => (p.id === changed.id ? changed : p)))
                  }
                />
              ) : (
                <p className="py-6 text-ink-soft">No products match. Try another search or filter.</p>
              )}
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(next) => setParams({ page: String(next) })}
              />
            </div>
          )}
        </div>
      </Panel>
    </div>
  );
}
