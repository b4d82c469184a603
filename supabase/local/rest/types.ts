/**
 * The parsed form of a PostgREST request's query string: what `select`, the filters, `or`/`and`,
 * `order`, `limit`/`offset`, `columns` and `on_conflict` say, before anything is checked against
 * the schema. Names are still the client's strings here; the resolver checks them against the
 * catalog and only then does the SQL builder quote them.
 */

/** One step of a JSON path: `->key`, `->>key`, `->0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  /** The key, or the index as written (e.g. "0", "-1") when `index` is true. */
  key: string;
  index: boolean;
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type AggregateName = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: Field;
      alias?: string;
      cast?: string;
      /** `col.sum()` or `count()`; PostgREST refuses these unless aggregates are enabled. */
      aggregate?: AggregateName;
      aggregateCast?: string;
    }
  | {
      kind: 'relation';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'left' | 'inner';
      /** `...rel(cols)`: the related columns spread into the parent object. */
      spread: boolean;
      children: SelectItem[];
    };

/** Operators that take one value and may be quantified: `eq(any).{1,2}`. */
export type QuantifiedOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
/** Operators that take one value and no quantifier. */
export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type TriValue = 'null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { operator: QuantifiedOperator; quantifier?: 'any' | 'all'; value: string }
  | { operator: SimpleOperator; value: string }
  | { operator: 'in'; values: string[] }
  | { operator: 'is'; value: TriValue }
  | { operator: 'isdistinct'; value: string }
  | { operator: FtsOperator; language?: string; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'group'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  field: Field;
  /** Set for `rel(col)` terms, which order by an embedded resource's column. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** A value attached to an embedding path: `[]` is the top level, `['rel']` is `rel.limit=…`. */
export interface AtPath<T> {
  path: string[];
  value: T;
}

export interface ParsedQuery {
  /** `select`; `[{kind: 'star'}]` when absent. */
  select: SelectItem[];
  filters: AtPath<Filter>[];
  logic: AtPath<LogicTree>[];
  order: AtPath<OrderTerm[]>[];
  limits: AtPath<number>[];
  offsets: AtPath<number>[];
  columns?: string[];
  onConflict?: string[];
  /** Arguments of a GET /rpc/fn call: parameters that are not filters. */
  rpcArgs: [string, string][];
}
