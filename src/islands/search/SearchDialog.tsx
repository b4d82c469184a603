/**
 * The header search (spec section 2): "Search Fashion" on the platform's modal <dialog> — focus
 * kept inside, Escape closes, focus returns to the opener — full screen on a phone. A combobox
 * over one list of rows: arrows move, Enter opens (or, with no row chosen, shows every matching
 * product on /products), and choosing a row closes and clears the search.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Loader2, Search, X } from 'lucide-react';
import type { SearchHit } from '../../lib/search/results';
import { hitHref } from '../../lib/search/results';
import { $searchOpen } from '../../stores/ui';
import {
  $recentSearches,
  $searchDraft,
  addRecentSearch,
  clearRecentSearches,
  closeSearch,
} from '../../stores/search';
import { SearchRow } from './SearchRow';
import { useSiteSearch } from './use-site-search';

const LIST_ID = 'search-results';
const optionId = (index: number) => `search-result-${index}`;

export function SearchDialog() {
  const open = useStore($searchOpen);
  const recent = useStore($recentSearches);
  const [query, setQuery] = useState(() => $searchDraft.get());
  const { loading, result } = useSiteSearch(query);
  // The highlighted option belongs to the answer it was chosen in: a new answer starts with none.
  const [cursor, setCursor] = useState({ result, index: -1 });
  const active = cursor.result === result ? cursor.index : -1;
  const setActive = (index: number) => setCursor({ result, index });
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hits = query.trim() ? (result?.hits ?? []) : [];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // What was typed while the dialog loaded goes into the box, caret at its end, before the box
      // takes the keys: typed into the box before the render to come, they would land in old text.
      const draft = $searchDraft.get();
      setQuery(draft);
      element.showModal();
      const box = input.current;
      if (box) {
        box.value = draft;
        box.focus();
        box.setSelectionRange(draft.length, draft.length);
      }
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (href: string) => {
    addRecentSearch(query);
    setQuery('');
    closeSearch();
    window.location.assign(href);
  };
  const choose = (hit: SearchHit) => go(hitHref(hit));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(step > 0 ? (active + 1) % hits.length : active <= 0 ? hits.length - 1 : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) choose(hit);
      else if (query.trim()) go(`/products?q=${encodeURIComponent(query.trim())}`);
    }
  };

  const count = hits.length;
  const showEmpty = !loading && result !== null && query.trim() !== '' && count === 0;

  return (
    // A click on the backdrop lands on the dialog itself; the keyboard closes it with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="search-title"
      onClose={closeSearch}
      onClick={(event) => event.target === dialog.current && closeSearch()}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-cream p-0 text-ink backdrop:bg-ink/40 open:flex open:flex-col sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:max-w-2xl sm:rounded-3xl sm:shadow-card"
    >
      <div className="flex items-center justify-between px-5 pt-4">
        <h2 id="search-title" className="font-display text-xl font-semibold">
          Search Fashion
        </h2>
        <button type="button" className="icon-btn" aria-label="Close search" onClick={closeSearch}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="relative px-5 py-3">
        <Search
          size={18}
          className="pointer-events-none absolute left-9 top-1/2 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-expanded={count > 0}
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          className="field h-12 w-full rounded-full pl-11 pr-20 [&::-webkit-search-cancel-button]:hidden"
          placeholder="Search for fashion items..."
          autoComplete="off"
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className="absolute right-8 top-1/2 flex -translate-y-1/2 items-center gap-1">
          {loading && (
            <span role="status" className="text-ink-muted">
              <Loader2 size={18} className="animate-spin" aria-hidden="true" />
              <span className="sr-only">Searching…</span>
            </span>
          )}
          {query && (
            <button
              type="button"
              className="icon-btn h-8 w-8 sm:h-8 sm:w-8"
              aria-label="Clear search"
              onClick={() => {
                setQuery('');
                input.current?.focus();
              }}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </span>
      </div>

      <div className="min-h-0 flex-1 px-5 pb-5 sm:flex-none">
        <p className="px-1 pb-2 text-xs text-ink-muted" aria-live="polite">
          {query.trim() && result && !loading ? (
            <>
              {result.fromSaved && "You're offline — pages saved on this phone: "}
              {count} {count === 1 ? 'result' : 'results'}
              {result.corrected && (
                <>
                  {' '}
                  for <strong className="text-ink">{result.corrected}</strong>
                </>
              )}
            </>
          ) : null}
        </p>
        {showEmpty && (
          <div className="py-10 text-center">
            <p className="font-medium">No results found for &quot;{query.trim()}&quot;</p>
            <p className="mt-1 text-sm text-ink-muted">
              {navigator.onLine
                ? 'Try different keywords or browse our categories'
                : "You're offline — search needs a connection, except for pages you have opened."}
            </p>
          </div>
        )}
        <ul
          id={LIST_ID}
          role="listbox"
          aria-label="Search results"
          className="h-full overflow-y-auto sm:h-auto sm:max-h-96"
          hidden={count === 0}
        >
          {hits.map((hit, index) => (
            // The keyboard reaches the rows through the combobox (arrows and Enter), as a listbox does.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${hit.kind}:${hit.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 hover:bg-cream-deep aria-selected:bg-cream-deep"
              onClick={() => choose(hit)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <SearchRow hit={hit} />
            </li>
          ))}
        </ul>
        {!query.trim() && recent.length > 0 && (
          <div>
            <div className="flex items-center justify-between px-1">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">
                Recent searches
              </h3>
              <button
                type="button"
                className="text-xs text-ink-muted underline"
                onClick={clearRecentSearches}
              >
                Clear
              </button>
            </div>
            <ul className="mt-2 flex flex-wrap gap-2">
              {recent.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    className="rounded-full border border-line bg-white px-3 py-1.5 text-sm hover:border-ink"
                    onClick={() => {
                      setQuery(item);
                      input.current?.focus();
                    }}
                  >
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </dialog>
  );
}
