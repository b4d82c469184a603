/** Pieces the cart drawer and the wishlist panel share: a line's picture, and the empty state. */
const PLACEHOLDER = '/images/placeholder.svg';

/** A product's picture in a panel line; the designed placeholder when it has none. */
export function LineImage({ src }: { src?: string }) {
  return (
    <img
      src={src || PLACEHOLDER}
      alt=""
      width={80}
      height={100}
      className="h-[100px] w-20 shrink-0 rounded-xl bg-cream-deep object-cover"
    />
  );
}

export function EmptyState({
  title,
  text,
  onContinue,
}: {
  title: string;
  text: string;
  onContinue: () => void;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 py-16 text-center">
      <p className="font-display text-xl font-semibold">{title}</p>
      <p className="text-ink-muted">{text}</p>
      <button type="button" className="btn-primary mt-4" onClick={onContinue}>
        Continue Shopping
      </button>
    </div>
  );
}

/** A panel's lines while its code loads: the shape of two lines, and a word for screen readers. */
export function LoadingLines() {
  return (
    <div aria-busy="true">
      <p className="sr-only">Loading…</p>
      <ul className="divide-y divide-line" aria-hidden="true">
        {[0, 1].map((line) => (
          <li key={line} className="flex gap-4 py-4">
            <div className="h-[100px] w-20 shrink-0 rounded-xl bg-cream-deep motion-safe:animate-pulse" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="h-4 w-3/4 rounded bg-cream-deep motion-safe:animate-pulse" />
              <div className="h-4 w-1/3 rounded bg-cream-deep motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
