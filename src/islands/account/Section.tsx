/** One card of the account page, with a heading its in-page link points at. */
import type { ReactNode } from 'react';

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-24 p-5 sm:p-8">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-ink-soft">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
