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
  return (
    <>
      <img
        src={hit.logo}
        alt=""
        width={40}
        height={40}
        className="h-10 w-10 shrink-0 rounded-full bg-cream-deep"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{hit.name}</span>
        <span className="block truncate text-xs font-semibold text-teal">{hit.category}</span>
        <span className="line-clamp-2 text-xs text-ink-muted">{hit.description}</span>
      </span>
    </>
  );
}
