/**
 * The REST service's size limits, which PostgREST itself does not have: they keep one small
 * request from making the server build a response hundreds of times its size (a 15 KB URL naming
 * one column 1,300 times once answered 34 MB) and keep deeply nested values away from PostgreSQL's
 * recursive parsers, which overflow PGlite's stack. Refusals are PostgREST-shaped and use the
 * SQLSTATE class PostgreSQL has for the same idea, 54 "program limit exceeded", with a 4xx status:
 * the request asked for too much, and asking for less works.
 */
import { RestError } from './errors.ts';
import type { Filter, LogicTree, SelectItem } from './types.ts';

export const LIMITS = {
  /**
   * Bytes of the query string. Hosted Supabase's gateway (Kong on nginx) refuses request lines
   * past 8 KB with 414, so a longer URL would work here and fail there.
   */
  urlBytes: 8192,
  /** Items in a select list, counting embedded ones; `*` counts once and may appear once a level. */
  selectItems: 100,
  /** Levels of brackets in a filter value or an argument, and of arrays/objects in a JSON body. */
  nesting: 64,
  /** Bytes of JSON in one response: a full page of 1,000 products is about 0.9 MB. */
  responseBytes: 5_000_000,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/** 414 for a query string longer than hosted Supabase accepts. */
export function checkQueryLength(search: string): void {
  const bytes = Buffer.byteLength(search);
  if (bytes > LIMITS.urlBytes)
    throw new RestError(
      414,
      '54000',
      `URI too long: the query string is ${count(bytes)} bytes, more than the limit of ${count(LIMITS.urlBytes)}`,
      null,
      'Send fewer or shorter filters, or call a function with POST /rpc for long lists',
    );
}

function countItems(items: SelectItem[]): number {
  let total = 0;
  let stars = 0;
  for (const item of items) {
    total += 1;
    if (item.kind === 'star') stars += 1;
    if (item.kind === 'relation') total += countItems(item.children);
  }
  // A second `*` adds every column again and names nothing new.
  if (stars > 1) throw new RestError(400, '54011', 'The select parameter may name "*" only once in a list');
  return total;
}

/** A select list of at most LIMITS.selectItems items (54011, PostgreSQL's too_many_columns). */
export function checkSelectWidth(items: SelectItem[]): void {
  const total = countItems(items);
  if (total > LIMITS.selectItems)
    throw new RestError(
      400,
      '54011',
      `The select parameter names ${count(total)} items, more than the limit of ${LIMITS.selectItems}`,
      null,
      'Name each column once, or select "*"',
    );
}

/** How deeply brackets nest in a value: `{{a},{b}}` is 2. Quotes are not special, to stay cheap. */
export function bracketDepth(value: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < value.length; i += 1) {
    const ch = value.charCodeAt(i);
    // ( [ {  and  ) ] }
    if (ch === 40 || ch === 91 || ch === 123) deepest = Math.max(deepest, (depth += 1));
    else if ((ch === 41 || ch === 93 || ch === 125) && depth > 0) depth -= 1;
  }
  return deepest;
}

/**
 * How deeply arrays and objects nest in a parsed JSON value, without recursion (JSON.stringify
 * itself overflows the stack on deep values); it stops counting past the limit.
 */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > LIMITS.nesting) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A filter value or function argument nested at most LIMITS.nesting brackets deep (54001). */
export function checkValueDepth(what: string, value: string): void {
  const depth = bracketDepth(value);
  if (depth > LIMITS.nesting)
    throw new RestError(
      400,
      '54001',
      `The value of ${what} nests brackets ${count(depth)} levels deep, more than the limit of ${LIMITS.nesting}`,
    );
}

/** Every value of a filter or of the filters in an `or`/`and` tree, checked by checkValueDepth. */
export function checkFilterDepth(tree: Filter | LogicTree): void {
  if ('kind' in tree) {
    if (tree.kind === 'filter') checkFilterDepth(tree.filter);
    else tree.children.forEach(checkFilterDepth);
    return;
  }
  const { operation } = tree;
  const values = 'values' in operation ? operation.values : [operation.value];
  for (const value of values) checkValueDepth(`the filter on ${tree.field.name}`, value);
}

/** A JSON body nested at most LIMITS.nesting levels deep (54001). */
export function checkBodyDepth(value: unknown): void {
  if (jsonDepth(value) > LIMITS.nesting)
    throw new RestError(
      400,
      '54001',
      `The request body nests arrays and objects more than ${LIMITS.nesting} levels deep`,
    );
}

/** 400 for a response whose rows come to more JSON than LIMITS.responseBytes. */
export function responseTooLarge(bytes: number): RestError {
  return new RestError(
    400,
    '54000',
    `The response would be ${count(bytes)} bytes, more than the limit of ${count(LIMITS.responseBytes)}`,
    null,
    'Ask for fewer rows (limit, offset or a Range header) or fewer columns (select)',
  );
}
