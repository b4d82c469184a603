/**
 * A bar chart of one figure a day, drawn as SVG (no chart library: a few hundred bytes). It
 * scales to its box, names each bar in a tooltip, and carries the same figures as a table for
 * screen readers and for anyone who wants the numbers.
 */
export interface BarChartProps {
  title: string;
  days: { day: string; value: number }[];
  format: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 160;
const DAY_LABEL = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

export function BarChart({ title, days, format }: BarChartProps) {
  const top = niceMax(Math.max(0, ...days.map((d) => d.value)));
  const slot = WIDTH / Math.max(1, days.length);
  const gap = days.length > 40 ? 1 : 3;
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const label = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
  return (
    <figure>
      <figcaption className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="text-ink-muted">top of scale {format(top)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-cream"
        role="img"
        aria-label={`${title}: ${format(total)} over ${days.length} days`}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#e3d8c8" />
        {days.map((d, i) => {
          const height = (d.value / top) * (HEIGHT - 8);
          return (
            <rect
              key={d.day}
              x={i * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - gap)}
              height={height}
              rx={days.length > 40 ? 0 : 2}
              fill="#0f6b68"
            >
              <title>{`${label(d.day)}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{days[0] && label(days[0].day)}</span>
        <span>{days.at(-1) && label(days.at(-1)!.day)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-soft">Show the figures</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-line">
                <td className="py-1">{label(d.day)}</td>
                <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
