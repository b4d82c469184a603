/**
 * Paginated product lists: the static pages the build writes for a list in its default order
 * (`/products`, `/products/page/2`, …) and the query-string pages of a filtered or sorted view
 * (`/products?brand=Rolex&page=2`) that the list script draws. Pure: build, script and tests share it.
 *
 * @example
 * pagePath('/women', 3)                                   // '/women/page/3'
 * listHref('/women', { ...EMPTY_FILTERS, sort: 'newest' }, 2) // '/women?sort=newest&page=2'
 */
import type { Filters } from './list-filters';
import { isFiltered, serializeFilters } from './list-filters';
import { escapeHtml } from './html/markup';
import { iconHtml } from './html/icons';

/** Products on one page of a list: four rows of a desktop grid, six of a phone's. */
export const PAGE_SIZE = 48;

/** How many pages a list of this many products has (an empty list still has its first page). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The products of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The static address of a page of a list in its default order. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The page a static path is (`/women/page/3` → 3), or 1. */
export function pageOfPath(path: string): number {
  const match = /\/page\/(\d+)$/.exec(path);
  return match ? Math.max(1, Number(match[1])) : 1;
}

/** The list a static path belongs to (`/women/page/3` → `/women`). */
export function listBase(path: string): string {
  return path.replace(/\/page\/\d+$/, '') || '/';
}

/** The page a query string asks for, as a positive whole number (anything else is page 1). */
export function parsePage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/**
 * The address of a page of a list view: the static page when nothing narrows or reorders the
 * list, so the links a crawler or a shopper without scripts follows are the pre-rendered pages.
 */
export function listHref(base: string, filters: Filters, page: number): string {
  if (!isFiltered(filters) && filters.sort === 'featured') return pagePath(base, page);
  const params = serializeFilters(filters);
  if (page > 1) params.set('page', String(page));
  return `${base}?${params}`;
}

/** The page numbers to link, with gaps: first, last, and the current page's neighbours. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  // A gap of a single page shows the page instead: "1 2 3", never "1 … 3".
  if (wanted.has(3) && current <= 3) wanted.add(2);
  if (wanted.has(last - 2) && current >= last - 2) wanted.add(last - 1);
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium';

/** The page links of a list: previous, numbers with gaps, next. Empty for a single page. */
export function paginationHtml(current: number, last: number, href: (page: number) => string): string {
  if (last <= 1) return '';
  const link = (page: number, body: string, label: string, extra = '') =>
    `<a href="${escapeHtml(href(page))}" class="${LINK} ${extra}" aria-label="${label}" data-page="${page}">${body}</a>`;
  const items = pageWindow(current, last).map((n) =>
    n === 'gap'
      ? `<li aria-hidden="true" class="${LINK} text-ink-muted">…</li>`
      : n === current
        ? `<li><a href="${escapeHtml(href(n))}" class="${LINK} bg-ink text-cream" aria-current="page" aria-label="Page ${n}" data-page="${n}">${n}</a></li>`
        : `<li>${link(n, String(n), `Page ${n}`, 'hover:bg-cream-deep')}</li>`,
  );
  const previous =
    current > 1
      ? `<li>${link(current - 1, iconHtml('chevron-left', 18), 'Previous page', 'hover:bg-cream-deep')}</li>`
      : '';
  const next =
    current < last
      ? `<li>${link(current + 1, iconHtml('chevron-right', 18), 'Next page', 'hover:bg-cream-deep')}</li>`
      : '';
  return `<ul class="flex flex-wrap items-center justify-center gap-1">${previous}${items.join('')}${next}</ul>`;
}

/** The path segments of a page after the first (`page/2`) for a rest route parameter. */
export function pageParam(page: number): string | undefined {
  return page > 1 ? `page/${page}` : undefined;
}

/** Title and description of a list page: later pages say which page they are, so each is unique. */
export function listPageMeta(
  meta: { title: string; description: string },
  page: number,
  pages: number,
): { title: string; description: string } {
  if (page <= 1) return meta;
  return {
    title: `${meta.title} – Page ${page}`,
    description: `${meta.description} Page ${page} of ${pages}.`,
  };
}
