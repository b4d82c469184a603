/** One result row of the header search (spec section 2): product, page or watch brand. */
import { formatKsh } from '../../lib/money';
import type { SearchHit } from '../../lib/search/results';

export function SearchRow({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'product')
    return (
      <>
        <img
          src={hit.image}
          alt=""
          width={40}
          height={50}
          className="h-[50px] w-10 shrink-0 rounded-lg bg-cream-deep object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-ink">{hit.name}</span>
          <span className="block truncate text-xs text-ink-muted">
            {hit.category} · {hit.brand}
          </span>
        </span>
        <span className="shrink-0 text-sm font-semibold tabular-nums text-ink">{formatKsh(hit.price)}</span>
      </>
    );
  if (hit.kind === 'page')
    return (
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{hit.name}</span>
        <span className="block truncate text-xs text-ink-muted">{hit.path}</span>
      </span>
    );
  // A brand row names the brand in type: no logo image, as we have no right to the brands' marks.
  return (
    <span className="min-w-0 flex-1">
      <span
        className={`block truncate text-ink ${hit.kind === 'luxury-watch-brand' ? 'font-display text-base font-semibold' : 'font-semibold'}`}
      >
        {hit.name}
      </span>
      <span className="block truncate text-xs font-semibold text-teal">{hit.category}</span>
      <span className="line-clamp-2 text-xs text-ink-muted">{hit.description}</span>
    </span>
  );
}
