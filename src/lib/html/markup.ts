/**
 * Escaping for HTML written as strings: what the build and the browser scripts share when they
 * draw the same markup (product cards, page links). Every value from the catalogue goes through it.
 */

/** Escapes text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** ` name="value"` pairs; `true` writes a bare attribute, `false`/`undefined` leaves it out. */
export function attributes(record: Record<string, string | number | boolean | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}
