/**
 * Filters, sorting and page links of a product list. The page arrives as static HTML: one page of
 * the list in its default order. When the shopper filters or sorts (or opens a filtered address),
 * the catalogue index is fetched once and the view is drawn from it: the form writes the URL
 * (shareable, Back works) and the URL drives the view. Only the page's cards are in the DOM, so a
 * click costs the same at 100 products as at 10,000.
 */
import type { Filters } from '../lib/list-filters';
import { EMPTY_FILTERS, FACETS, isFiltered, parseFilters } from '../lib/list-filters';
import { isCatalogueIndex } from '../lib/catalogue-index';
import type { ListScope } from '../lib/listing';
import type { ListView } from '../lib/list-view';
import { createListView, resultCountText } from '../lib/list-view';
import { listBase, listHref, pageOfPath, paginationHtml, parsePage } from '../lib/pagination';
import { listTileHtml } from '../lib/html/product-card';
import { $currency } from '../stores/currency';
import { $wishlist } from '../stores/wishlist';
import { savesData } from '../lib/shopper/connection';

/** Cards drawn in the click's own frame: two rows of a desktop grid, four of a phone's. */
const FIRST_TILES = 8;

const root = document.querySelector<HTMLElement>('[data-catalogue]');
if (root) setup(root);

function setup(root: HTMLElement): void {
  const base = root.dataset.listBase!;
  const scope = JSON.parse(root.dataset.listScope!) as ListScope;
  const indexUrl = root.dataset.indexUrl!;
  const form = root.querySelector<HTMLFormElement>('[data-filter-form]')!;
  const grid = root.querySelector<HTMLElement>('[data-product-grid]')!;
  const empty = root.querySelector<HTMLElement>('[data-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-result-count]')!;
  const pagination = root.querySelector<HTMLElement>('[data-pagination]')!;
  const panel = root.querySelector<HTMLElement>('[data-filter-panel]')!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-filter-toggle]')!;

  type View = (filters: Filters, page: number) => ListView;
  /** The list's view function, once the index is in; null while the page shows its static HTML. */
  let view: View | null = null;
  let loading: Promise<View | null> | null = null;

  const load = () => {
    loading ??= fetch(indexUrl)
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((index: unknown) => {
        if (!isCatalogueIndex(index)) throw new Error('unreadable catalogue index');
        const made = createListView(index, scope);
        view = made;
        return made;
      })
      .catch(() => {
        loading = null;
        count.textContent = 'The filters could not load. Check your connection and try again.';
        return null;
      });
    return loading;
  };

  /** Filters and page of an address: static pages carry the page in the path. */
  const stateOf = (location: Location) => {
    const params = new URLSearchParams(location.search);
    const page = params.has('page') ? parsePage(params) : pageOfPath(location.pathname);
    return { filters: parseFilters(params), page };
  };

  let drawn = 0;
  const draw = (filters: Filters, page: number) => {
    if (!view) return;
    const v = view(filters, page);
    const currency = $currency.get();
    const saved = new Set($wishlist.get().map((item) => item.productId));
    // Lazy artwork: images that arrive while the new cards are laid out would hold up their frame.
    const tiles = v.shown.map((item) => listTileHtml(item, { currency, saved: saved.has(item.id) }));
    // The first rows are drawn with the click and the rest just after its frame, so the shopper
    // sees the new list as soon as a phone can parse a screenful of cards.
    // The list stays marked busy until its last card is in.
    const drawing = ++drawn;
    grid.innerHTML = tiles.slice(0, FIRST_TILES).join('');
    const rest = tiles.slice(FIRST_TILES).join('');
    if (rest) {
      root.setAttribute('aria-busy', 'true');
      // The frame after next: the first rows are on screen by then.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (drawing !== drawn) return;
          grid.insertAdjacentHTML('beforeend', rest);
          root.removeAttribute('aria-busy');
        }),
      );
    }
    empty.hidden = v.matching > 0;
    count.textContent = resultCountText(v) + (v.pages > 1 ? ` · page ${v.page} of ${v.pages}` : '');
    pagination.innerHTML = paginationHtml(v.page, v.pages, (n) => listHref(base, filters, n));
    for (const facet of FACETS) {
      for (const label of form.querySelectorAll<HTMLElement>(`[data-facet="${facet}"] label`)) {
        const shown = label.querySelector('[data-facet-count]');
        const value = label.querySelector('input')?.value ?? '';
        const text = String(v.counts[facet].get(value) ?? 0);
        if (shown && shown.textContent !== text) shown.textContent = text;
      }
    }
    if (!rest) root.removeAttribute('aria-busy');
  };

  const show = async (filters: Filters, page: number) => {
    if (!view) {
      root.setAttribute('aria-busy', 'true');
      if (!(await load())) return root.removeAttribute('aria-busy');
    }
    draw(filters, page);
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

  const go = (filters: Filters, page: number, replace: boolean) => {
    const url = listHref(base, filters, page);
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    void show(filters, page);
  };

  const commit = (replace: boolean) => go(readForm(), 1, replace);

  // The index is fetched when the shopper can reach the filters, not with the page: once the
  // browser is idle while the filter panel is on screen (the sidebar of a wide screen; the drawer
  // of a phone once opened), and at once when the shopper reaches for it (a pointer over it, a
  // press, focus or a key). A shopper whose connection spares data (Save-Data, 2G) waits for the reach.
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const) {
    form.addEventListener(type, () => void load(), { once: true, passive: true });
  }
  toggle.addEventListener('pointerdown', () => void load(), { once: true, passive: true });
  if (!savesData()) {
    const onScreen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      onScreen.disconnect();
      whenIdle(() => void load());
    });
    onScreen.observe(panel);
  }

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
  // Page links of a drawn view are followed in place; those of the static page load the next page.
  pagination.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
    if (!link || !view || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(readForm(), Number(link.dataset.page), false);
    root.scrollIntoView({ block: 'start' });
  });
  toggle.addEventListener('click', () => {
    const open = !panel.hasAttribute('data-open');
    panel.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  });

  const fromLocation = () => {
    const { filters, page } = stateOf(location);
    writeForm(filters);
    const staticView =
      listBase(location.pathname) === base && !isFiltered(filters) && filters.sort === 'featured';
    // The static HTML is this view until something else has been drawn.
    if (view || !staticView || page !== Number(root.dataset.page)) void show(filters, page);
  };
  window.addEventListener('popstate', fromLocation);
  // A choice made before this script ran (a quick tap on a slow phone) is applied, not reset to
  // what the address says; it replaces the entry, as the browser's restored form state may too.
  if (changedBeforeScript(form)) commit(true);
  else fromLocation();
}

/** Whether any control of `form` no longer holds the value its HTML gave it. */
function changedBeforeScript(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLSelectElement) {
      const options = [...element.options];
      if (element.multiple) return options.some((option) => option.selected !== option.defaultSelected);
      // A single select without a `selected` option shows its first one.
      const shipped = options.reduce((found, option, index) => (option.defaultSelected ? index : found), 0);
      return element.selectedIndex !== shipped;
    }
    if (!(element instanceof HTMLInputElement)) return false;
    if (element.type === 'checkbox' || element.type === 'radio')
      return element.checked !== element.defaultChecked;
    return element.value !== element.defaultValue;
  });
}

/** Runs `task` when the browser is next idle (soon after, where it cannot say). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
