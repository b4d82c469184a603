/** The product form's sizes (a group of checkboxes) and colours (a name and a swatch each). */
import { useId } from 'react';
import type { ProductColour } from '../../../lib/admin/product-form';
import { SIZE_GROUPS } from '../../../lib/taxonomy';

function GroupError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-clay-dark">
      {error}
    </p>
  ) : null;
}

export function SizesField({
  value,
  error,
  onChange,
}: {
  value: string[];
  error?: string;
  onChange: (sizes: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">Sizes</legend>
      <div className="mt-1 space-y-3 rounded-xl border border-line p-3">
        {SIZE_GROUPS.map(({ kind, sizes }) => (
          <fieldset key={kind}>
            <legend className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{kind}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label
                  key={size}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-cream px-3 text-sm"
                >
                  <input
                    type="checkbox"
                    className="accent-teal"
                    checked={value.includes(size)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...value, size] : value.filter((s) => s !== size))
                    }
                  />
                  {size}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <GroupError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function ColoursField({
  value,
  error,
  onChange,
}: {
  value: ProductColour[];
  error?: string;
  onChange: (colours: ProductColour[]) => void;
}) {
  const id = useId();
  const change = (index: number, colour: Partial<ProductColour>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...colour } : c)));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold">Colours</legend>
      <ul className="mt-1 space-y-2">
        {value.map((colour, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`Colour ${index + 1} swatch`}
              className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-1"
              value={colour.hex}
              onChange={(e) => change(index, { hex: e.target.value })}
            />
            <input
              className="field"
              aria-label={`Colour ${index + 1} name`}
              aria-invalid={error && colour.name.trim().length < 2 ? true : undefined}
              placeholder="e.g. Indigo"
              value={colour.name}
              onChange={(e) => change(index, { name: e.target.value })}
            />
            {value.length > 1 && (
              <button
                type="button"
                className="shrink-0 text-sm font-semibold text-clay-dark underline"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link mt-2 text-sm"
        onClick={() => onChange([...value, { name: '', hex: '#0f6b68' }])}
      >
        Add a colour
      </button>
      <GroupError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
