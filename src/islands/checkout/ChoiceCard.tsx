/** One choice of a radio group drawn as a card: the radio, a title, and a line under it. */
import type { ReactNode } from 'react';

export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  title,
  detail,
  onChoose,
}: {
  name: string;
  value: string;
  checked: boolean;
  /** Shown dimmed and not choosable (unless already chosen). */
  disabled?: boolean;
  title: ReactNode;
  detail: ReactNode;
  onChoose: () => void;
}) {
  return (
    <label
      className={`grid min-h-11 grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-cream ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled && !checked}
        onChange={onChoose}
        className="row-span-2 mt-1 accent-ink"
      />
      <span className="font-semibold">{title}</span>
      <span className="text-ink-muted">{detail}</span>
    </label>
  );
}

/** A radio group of choice cards with its error under it; focusable, so a refusal can take the focus there. */
export function ChoiceGroup({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <div
        id={id}
        tabIndex={-1}
        role="radiogroup"
        aria-label={label}
        aria-describedby={error ? `${id}-error` : undefined}
        className={className}
      >
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-clay-dark">
          {error}
        </p>
      )}
    </>
  );
}
