/**
 * The two ways anything from a request reaches SQL: identifiers, which are first checked against
 * the catalog and then double-quoted here, and values, which are only ever bound parameters.
 */

/**
 * A double-quoted identifier. Like PostgREST, the name ends at a NUL character (PostgreSQL cannot
 * hold one); embedded quotes are doubled.
 */
export function ident(name: string): string {
  const nul = name.indexOf('\0');
  const clean = nul === -1 ? name : name.slice(0, nul);
  return `"${clean.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects bound parameters; `add` returns the placeholder to put in the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A PostgreSQL array literal (`{"a","b,c"}`) for `= ANY($1)`: sent as one parameter of unknown
 * type, so PostgreSQL reads it as an array of the column's type.
 */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/**
 * Type names from a `::cast` are written into SQL unquoted (quoting would break `int`, `bigint`),
 * so they must be plain words: ASCII letters, digits, `_` and spaces (`double precision`).
 */
export function isSafeTypeName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_ ]*$/.test(name) && name.length <= 63;
}
