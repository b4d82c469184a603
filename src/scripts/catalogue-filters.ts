/**
 * Applies the product-list filters kept in the URL to the server-rendered grid: the form
 * writes the URL (so views can be shared and the back button works), the URL drives the grid.
 */
import type { Filters, ListItem } from '../lib/catalogue';
import {
  EMPTY_FILTERS,
  filterItems,
  isFiltered,
  parseFilters,
  serializeFilters,
  sortItems,
} from '../lib/catalogue';

const root = document.querySelector<HTMLElement>('[data-catalogue]');
if (root) setup(root);

function setup(root: HTMLElement): void {
  const items = JSON.parse(root.querySelector('[data-list-items]')?.textContent ?? '[]') as ListItem[];
  const form = root.querySelector<HTMLFormElement>('[data-filter-form]')!;
  const grid = root.querySelector<HTMLElement>('[data-product-grid]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-result-count]')!;
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]')!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-filter-toggle]')!;
  const tiles = new Map(
    [...grid.children].map((li) => [(li as HTMLElement).dataset.productId!, li as HTMLElement]),
  );

  root.querySelectorAll<HTMLElement>('[data-no-js-only]').forEach((el) => (el.hidden = true));

  const apply = (filters: Filters) => {
    const shown = sortItems(filterItems(items, filters), filters.sort);
    const visible = new Set(shown.map((i) => i.id));
    // Touch only what changes: on a long list every DOM write costs a style and layout pass.
    for (const [id, tile] of tiles) if (tile.hidden === visible.has(id)) tile.hidden = !visible.has(id);
    const order = [...grid.children].filter((li) => !(li as HTMLElement).hidden);
    if (order.some((li, n) => (li as HTMLElement).dataset.productId !== shown[n]?.id)) {
      grid.append(...shown.map((i) => tiles.get(i.id)!));
    }
    empty.hidden = shown.length > 0;
    count.textContent = isFiltered(filters)
      ? `${shown.length} of ${items.length} products`
      : `${items.length} products`;
  };

  const writeForm = (f: Filters) => {
    const checked: Record<string, string[]> = {
      category: f.categories,
      brand: f.brands,
      size: f.sizes,
      colour: f.colours,
      stock: f.inStock ? ['1'] : [],
      sale: f.onSale ? ['1'] : [],
      new: f.newArrivals ? ['1'] : [],
    };
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
      input.checked = checked[input.name]?.includes(input.value) ?? false;
    }
    (form.elements.namedItem('q') as HTMLInputElement).value = f.q;
    (form.elements.namedItem('min') as HTMLInputElement).value = f.minPrice?.toString() ?? '';
    (form.elements.namedItem('max') as HTMLInputElement).value = f.maxPrice?.toString() ?? '';
    (form.elements.namedItem('sort') as HTMLSelectElement).value = f.sort;
  };

  const readForm = (): Filters => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
    return parseFilters(params);
  };

  const fromUrl = () => {
    const filters = parseFilters(new URLSearchParams(location.search));
    writeForm(filters);
    apply(filters);
  };

  const commit = (replace: boolean) => {
    const filters = readForm();
    const query = serializeFilters(filters).toString();
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    apply(filters);
  };

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('change', () => {
    clearTimeout(typing);
    commit(false);
  });
  // Text and price fields update as the shopper types, without a history entry per key.
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.type !== 'search' && target.type !== 'number') return;
    clearTimeout(typing);
    typing = setTimeout(() => commit(true), 300);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    commit(false);
  });
  root.querySelectorAll<HTMLAnchorElement>('[data-clear-filters]').forEach((link) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const { sort } = readForm();
      writeForm({ ...EMPTY_FILTERS, sort });
      commit(false);
    }),
  );
  toggle.addEventListener('click', () => {
    const open = !panel.hasAttribute('data-open');
    panel.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  });
  window.addEventListener('popstate', fromUrl);
  fromUrl();
}
