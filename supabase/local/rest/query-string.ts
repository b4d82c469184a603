/**
 * Splits a request's query string into PostgREST's parameters and parses each with grammar.ts:
 * `select`, `columns` and `on_conflict` are reserved; keys ending in `order`, `limit`, `offset`,
 * `or` or `and` (optionally behind an embedding path, `rel.order`) are modifiers; every other
 * key is a filter `col=op.value` — or, on `GET /rpc/fn`, a function argument when its value is
 * not an operator expression.
 *
 * Throws QueryParseError (400 PGRST100) for the grammar, and the size limits' errors (limits.ts)
 * for a query string, select list or value that is too big, before anything reaches the database.
 */
import { Scanner } from './scanner.ts';
import {
  columnList,
  dottedNames,
  expectEnd,
  logicList,
  operation,
  orderTerms,
  restOfInput,
  selectItems,
  treePath,
} from './grammar.ts';
import { checkFilterDepth, checkQueryLength, checkSelectWidth, checkValueDepth } from './limits.ts';
import type { AtPath, Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from './types.ts';

export interface QueryStringOptions {
  /** GET/HEAD on /rpc/fn: parameters without an operator are the function's arguments. */
  rpcRead?: boolean;
}

/** Percent-decoding that never throws: malformed escapes and bad UTF-8 become U+FFFD. */
export function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    const bytes: number[] = [];
    for (let i = 0; i < spaced.length; i += 1) {
      const hex = spaced.slice(i + 1, i + 3);
      if (spaced[i] === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        const code = spaced.codePointAt(i)!;
        if (code > 0xffff) i += 1;
        bytes.push(...Buffer.from(String.fromCodePoint(code), 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
}

/** `a=1&b&c=` → [['a','1'], ['b', null], ['c', '']] (a key without `=` has no value). */
export function splitQueryString(search: string): [string, string | null][] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const pairs: [string, string | null][] = [];
  if (text === '') return pairs;
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    if (eq === -1) pairs.push([decodeComponent(piece), null]);
    else pairs.push([decodeComponent(piece.slice(0, eq)), decodeComponent(piece.slice(eq + 1))]);
  }
  return pairs;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const MODIFIERS = new Set(['order', 'limit', 'offset', 'and', 'or']);

function lastWord(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? key : key.slice(dot + 1);
}

export function parseSelect(value: string): SelectItem[] {
  const s = new Scanner(value, 'select parameter');
  const items = selectItems(s);
  expectEnd(s, '",", ")" or end of input');
  checkSelectWidth(items);
  // An empty select (`select=`) means every column, as in PostgREST.
  return items.length > 0 ? items : [{ kind: 'star' }];
}

export function parseOrder(key: string, value: string): AtPath<OrderTerm[]> {
  const path = parsePath(key).slice(0, -1);
  const s = new Scanner(value, 'order');
  const terms = orderTerms(s);
  expectEnd(s, '"," or end of input');
  return { path, value: terms };
}

/** `or=(…)`, `not.and=(…)`, `rel.or=(…)`. */
export function parseLogic(key: string, value: string): AtPath<LogicTree> {
  const names = parsePath(key, 'logic path');
  const operator = names[names.length - 1] as 'and' | 'or';
  const negated = names.includes('not');
  const path = names.slice(0, -1).filter((name) => name !== 'not');
  const s = new Scanner(value, 'logic tree');
  const children = logicList(s);
  expectEnd(s);
  return { path, value: { kind: 'group', negated, operator, children } };
}

export function parseFilter(key: string, value: string): AtPath<Filter> {
  const keyScanner = new Scanner(key, 'tree path');
  const { path, field } = treePath(keyScanner);
  expectEnd(keyScanner, '".", "->", "->>" or end of input');
  const s = new Scanner(value, 'filter');
  const parsed = operation(s, restOfInput);
  expectEnd(s);
  return { path, value: { field, ...parsed } };
}

export function parseColumns(value: string, what: string): string[] {
  const s = new Scanner(value, what);
  const names = columnList(s);
  expectEnd(s, '"," or end of input');
  return names;
}

function parsePath(key: string, what = 'tree path'): string[] {
  const s = new Scanner(key, what);
  const names = dottedNames(s);
  expectEnd(s, '"." or end of input');
  return names;
}

/**
 * limit and offset must be integers, and an offset not negative. PostgREST 12 silently ignores a
 * limit it cannot read and treats a negative offset as 0; refusing both tells the client early.
 * A negative limit parses, and becomes PostgREST's 416 "Limit should be greater than or equal to zero".
 */
function parseInteger(key: string, value: string, word: 'limit' | 'offset'): number {
  const pattern = word === 'limit' ? /^\s*-?[0-9]+\s*$/ : /^\s*[0-9]+\s*$/;
  if (!pattern.test(value)) {
    const at = new Scanner(value, `${key} parameter`);
    at.pos = value.search(word === 'limit' ? /[^0-9\s-]|(?<=.)-/ : /[^0-9\s]/);
    if (at.pos < 0) at.pos = value.length;
    at.fail(word === 'limit' ? 'an integer' : 'a non-negative integer');
  }
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : Math.sign(n) * Number.MAX_SAFE_INTEGER;
}

export function parseQueryString(search: string, options: QueryStringOptions = {}): ParsedQuery {
  checkQueryLength(search);
  const parsed: ParsedQuery = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    limits: [],
    offsets: [],
    rpcArgs: [],
  };
  let select: string | undefined;
  const filters: [string, string][] = [];
  for (const [key, value] of splitQueryString(search)) {
    // A key without a value (`?flag`) is ignored, as PostgREST does.
    if (value === null) continue;
    if (RESERVED.has(key)) {
      if (key === 'select') select ??= value;
      else if (key === 'columns') parsed.columns ??= parseColumns(value, 'columns parameter');
      else parsed.onConflict ??= parseColumns(value, 'on_conflict parameter');
      continue;
    }
    const word = lastWord(key);
    if (!MODIFIERS.has(word)) {
      filters.push([key, value]);
      continue;
    }
    if (word === 'order') parsed.order.push(parseOrder(key, value));
    else if (word === 'and' || word === 'or') parsed.logic.push(parseLogic(key, value));
    else {
      const bound = word === 'limit' ? 'limit' : 'offset';
      const path = parsePath(key).slice(0, -1);
      (bound === 'limit' ? parsed.limits : parsed.offsets).push({
        path,
        value: parseInteger(key, value, bound),
      });
    }
  }
  if (select !== undefined) parsed.select = parseSelect(select);
  for (const [key, value] of filters) {
    if (options.rpcRead) {
      try {
        parsed.filters.push(parseFilter(key, value));
      } catch {
        parsed.rpcArgs.push([key, value]);
      }
    } else parsed.filters.push(parseFilter(key, value));
  }
  // Values reach PostgreSQL's recursive parsers (jsonb, arrays, tsquery): refuse deep ones first.
  for (const filter of parsed.filters) checkFilterDepth(filter.value);
  for (const tree of parsed.logic) checkFilterDepth(tree.value);
  for (const [key, value] of parsed.rpcArgs) checkValueDepth(`the argument ${key}`, value);
  return parsed;
}
