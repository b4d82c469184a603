/**
 * PostgREST 12's query-string grammar, piece by piece: field names, JSON paths, `select` items,
 * operator expressions, `or`/`and` trees, `order` terms and column lists. Each function reads from
 * a Scanner and either returns the parsed piece or throws QueryParseError — nothing else — so a
 * bad query string can only ever become a 400 PGRST100.
 *
 * Lookaheads that PostgREST does with Parsec's `try` are written as "peek, and restore the
 * position" so that the common cases do not pay for exceptions.
 */
import { Scanner } from './scanner.ts';
import type {
  AggregateName,
  Field,
  FtsOperator,
  JsonStep,
  LogicTree,
  Operation,
  OrderTerm,
  QuantifiedOperator,
  SelectItem,
  SimpleOperator,
  TriValue,
} from './types.ts';

/**
 * Deeper nesting than this in `select` or `or=(…)`, or a longer JSON path, is refused rather than
 * risking the stack (each `->` is one more level of expression for PostgreSQL to recurse into).
 */
const MAX_DEPTH = 64;

const IDENTIFIER = /[\p{L}\p{M}0-9_ $]+/uy;
const JSON_KEY = /[^(\-:.,>)]+/y;
const JSON_INDEX = /-?[0-9]+/y;
const OPERATOR_WORD = /[a-z]+/y;
const CAST = /[\p{L}0-9_ $]+/uy;

function matchAt(pattern: RegExp, s: Scanner): string | undefined {
  pattern.lastIndex = s.pos;
  const match = pattern.exec(s.input);
  return match?.[0];
}

/** `"…"` with `\` escaping the next character; undefined when no quote comes next. */
export function quotedValue(s: Scanner): string | undefined {
  if (s.peek() !== '"') return undefined;
  s.pos += 1;
  let value = '';
  for (;;) {
    if (s.atEnd) s.fail('"\\"" (closing quote)');
    const ch = s.input[s.pos]!;
    if (ch === '"') break;
    if (ch === '\\') {
      s.pos += 1;
      if (s.atEnd) s.fail('any character after "\\"');
    }
    value += s.input[s.pos];
    s.pos += 1;
  }
  s.pos += 1;
  return value;
}

/** Parts joined by dashes (`first-name`), where `->` is a JSON arrow and not a dash. */
function sepByDash(s: Scanner, part: (s: Scanner) => string | undefined, label: string): string | undefined {
  const first = part(s);
  if (first === undefined) return undefined;
  let value = first;
  while (s.peek() === '-' && s.peek(1) !== '>') {
    s.pos += 1;
    const next = part(s);
    if (next === undefined) s.fail(label);
    value += `-${next}`;
  }
  return value;
}

/** Consumes what `pattern` matches next and returns it trimmed; undefined (nothing consumed) when none. */
function trimmedMatch(pattern: RegExp, s: Scanner): string | undefined {
  const raw = matchAt(pattern, s);
  if (raw === undefined) return undefined;
  s.pos += raw.length;
  return raw.trim();
}

const identifierPart = (s: Scanner) => trimmedMatch(IDENTIFIER, s);

const FIELD_NAME_LABEL = 'field name (* or [a..z0..9_$])';

/** A column, table, alias or parameter name; undefined (nothing consumed) when none comes next. */
export function maybeFieldName(s: Scanner): string | undefined {
  return quotedValue(s) ?? sepByDash(s, identifierPart, FIELD_NAME_LABEL);
}

export function fieldName(s: Scanner): string {
  const name = maybeFieldName(s);
  if (name === undefined) s.fail(FIELD_NAME_LABEL);
  return name;
}

const jsonKeyPart = (s: Scanner) => trimmedMatch(JSON_KEY, s);

function atJsonIndexEnd(s: Scanner): boolean {
  return s.atEnd || s.startsWith('->') || s.startsWith('::') || ['.', ',', ')'].includes(s.peek());
}

function jsonOperand(s: Scanner, arrow: JsonStep['arrow']): JsonStep {
  const digits = matchAt(JSON_INDEX, s);
  if (digits !== undefined) {
    const start = s.pos;
    s.pos += digits.length;
    if (atJsonIndexEnd(s)) return { arrow, key: digits, index: true };
    s.pos = start;
  }
  const label = 'any non reserved character different from: .,>()';
  const key = quotedValue(s) ?? sepByDash(s, jsonKeyPart, label);
  if (key === undefined) s.fail(label);
  return { arrow, key, index: false };
}

export function jsonPath(s: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    if (steps.length === MAX_DEPTH && s.startsWith('->')) s.fail(`a JSON path of at most ${MAX_DEPTH} steps`);
    if (s.eat('->>')) steps.push(jsonOperand(s, '->>'));
    else if (s.eat('->')) steps.push(jsonOperand(s, '->'));
    else return steps;
  }
}

/** A field with an optional JSON path, spaces allowed around it. */
export function field(s: Scanner): Field {
  s.skipSpaces();
  const name = fieldName(s);
  const path = jsonPath(s);
  s.skipSpaces();
  return { name, jsonPath: path };
}

function castName(s: Scanner): string {
  const raw = matchAt(CAST, s);
  if (raw === undefined || raw.trim() === '') s.fail('letter, digit, "_", " " or "$" (a type name)');
  s.pos += raw.length;
  return raw.trim();
}

// ---------------------------------------------------------------------------------------------
// select

function atItemEnd(s: Scanner): boolean {
  return s.atEnd || s.peek() === ',' || s.peek() === ')';
}

/** `alias:` (a single colon: `::` is a cast); nothing consumed when absent. */
function maybeAlias(s: Scanner): string | undefined {
  const start = s.pos;
  const name = maybeFieldName(s);
  if (name !== undefined && s.peek() === ':' && s.peek(1) !== ':') {
    s.pos += 1;
    return name;
  }
  s.pos = start;
  return undefined;
}

function embedParams(s: Scanner): { hint?: string; joinType?: 'left' | 'inner' } {
  const result: { hint?: string; joinType?: 'left' | 'inner' } = {};
  for (let i = 0; i < 2 && s.peek() === '!'; i += 1) {
    s.pos += 1;
    if (s.eat('left')) result.joinType ??= 'left';
    else if (s.eat('inner')) result.joinType ??= 'inner';
    else result.hint ??= fieldName(s);
  }
  return result;
}

/** `rel(…)`, `alias:rel!hint!inner(…)` or `...rel(…)`; undefined (nothing consumed) otherwise. */
function maybeRelation(s: Scanner, depth: number): SelectItem | undefined {
  const start = s.pos;
  const spread = s.eat('...');
  const alias = spread ? undefined : maybeAlias(s);
  const name = maybeFieldName(s);
  if (name !== undefined && (spread || name !== 'count')) {
    const params = s.peek() === '!' ? s.attempt(() => embedParams(s)) : {};
    if (params !== undefined && s.peek() === '(') {
      s.pos += 1;
      const children = selectItems(s, depth + 1);
      s.expect(')');
      return { kind: 'relation', name, alias, spread, children, ...params };
    }
  }
  if (spread) s.fail('a relation name followed by "("');
  s.pos = start;
  return undefined;
}

const AGGREGATES: AggregateName[] = ['sum', 'avg', 'count', 'max', 'min'];

function fieldSelect(s: Scanner): SelectItem {
  if (s.peek() === '*') {
    s.pos += 1;
    s.skipSpaces();
    if (!atItemEnd(s)) s.fail('",", ")" or end of input');
    return { kind: 'star' };
  }
  const alias = maybeAlias(s);
  if (s.eat('count()')) {
    const aggregateCast = s.eat('::') ? castName(s) : undefined;
    s.skipSpaces();
    if (!atItemEnd(s)) s.fail('"::", ",", ")" or end of input');
    return { kind: 'field', field: { name: '*', jsonPath: [] }, alias, aggregate: 'count', aggregateCast };
  }
  const selected = field(s);
  const cast = s.eat('::') ? castName(s) : undefined;
  let aggregate: AggregateName | undefined;
  if (s.peek() === '.') {
    const start = s.pos;
    s.pos += 1;
    aggregate = AGGREGATES.find((name) => s.eat(`${name}()`));
    if (!aggregate) s.pos = start;
  }
  const aggregateCast = aggregate && s.eat('::') ? castName(s) : undefined;
  s.skipSpaces();
  if (!atItemEnd(s)) s.fail('"->", "::", ".", ",", ")" or end of input');
  return { kind: 'field', field: selected, alias, cast, aggregate, aggregateCast };
}

/** The items of a select list, up to (not including) a closing parenthesis or the end. */
export function selectItems(s: Scanner, depth = 0): SelectItem[] {
  if (depth > MAX_DEPTH) s.fail('less deeply nested embedding');
  const items: SelectItem[] = [];
  s.skipSpaces();
  if (s.atEnd || s.peek() === ')') return items;
  for (;;) {
    s.skipSpaces();
    items.push(maybeRelation(s, depth) ?? fieldSelect(s));
    s.skipSpaces();
    if (!s.eat(',')) return items;
  }
}

// ---------------------------------------------------------------------------------------------
// filters

const QUANTIFIED = new Set<string>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const SIMPLE = new Set<string>(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']);
const FTS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const TRI_VALUES: TriValue[] = ['null', 'unknown', 'true', 'false'];

export type ValueParser = (s: Scanner) => string;

/** A top-level filter's value: everything that is left. */
export const restOfInput: ValueParser = (s) => {
  const value = s.input.slice(s.pos);
  s.pos = s.input.length;
  return value;
};

function untilDelimiter(s: Scanner): string {
  let end = s.pos;
  while (end < s.input.length && s.input[end] !== ',' && s.input[end] !== ')') end += 1;
  const value = s.input.slice(s.pos, end);
  s.pos = end;
  return value;
}

/** A quoted value only counts as quoted when a delimiter follows its closing quote. */
function quotedElement(s: Scanner): string | undefined {
  if (s.peek() !== '"') return undefined;
  return s.attempt(() => {
    const value = quotedValue(s)!;
    if (!atItemEnd(s)) s.fail('"," or ")"');
    return value;
  });
}

/** A value inside `or=(…)`: quoted, a `{…}` array literal, or up to the next `,` or `)`. */
export const logicValue: ValueParser = (s) => {
  const quoted = quotedElement(s);
  if (quoted !== undefined) return quoted;
  if (s.peek() === '{') {
    const close = s.input.indexOf('}', s.pos);
    const open = s.input.indexOf('{', s.pos + 1);
    if (close !== -1 && (open === -1 || open > close)) {
      const value = s.input.slice(s.pos, close + 1);
      s.pos = close + 1;
      return value;
    }
  }
  return untilDelimiter(s);
};

/** `(a,b,"c,d")` after `in.`. */
function listValue(s: Scanner): string[] {
  s.skipSpaces();
  s.expect('(');
  s.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(quotedElement(s) ?? untilDelimiter(s));
    if (!s.eat(',')) break;
  }
  s.skipSpaces();
  s.expect(')', '"," or ")"');
  s.skipSpaces();
  return values;
}

/** `[not.]op[(any|all)|(lang)].value` — the right-hand side of a filter. */
export function operation(s: Scanner, value: ValueParser): { negated: boolean; operation: Operation } {
  const negated = s.eat('not.');
  const start = s.pos;
  const word = matchAt(OPERATOR_WORD, s) ?? '';
  s.pos += word.length;
  const delimiter = () => s.expect('.', 'delimiter (.)');
  if (word === 'in') {
    delimiter();
    return { negated, operation: { operator: 'in', values: listValue(s) } };
  }
  if (word === 'is') {
    delimiter();
    const tri = TRI_VALUES.find((v) => s.input.slice(s.pos, s.pos + v.length).toLowerCase() === v);
    if (!tri) s.fail('null or trilean value (unknown, true, false)');
    s.pos += tri.length;
    return { negated, operation: { operator: 'is', value: tri } };
  }
  if (word === 'isdistinct') {
    delimiter();
    return { negated, operation: { operator: 'isdistinct', value: value(s) } };
  }
  if (FTS.has(word)) {
    let language: string | undefined;
    if (s.eat('(')) {
      language = castName(s);
      s.expect(')');
    }
    delimiter();
    return { negated, operation: { operator: word as FtsOperator, language, value: value(s) } };
  }
  if (SIMPLE.has(word)) {
    delimiter();
    return { negated, operation: { operator: word as SimpleOperator, value: value(s) } };
  }
  if (QUANTIFIED.has(word)) {
    let quantifier: 'any' | 'all' | undefined;
    if (s.eat('(any)')) quantifier = 'any';
    else if (s.eat('(all)')) quantifier = 'all';
    delimiter();
    return { negated, operation: { operator: word as QuantifiedOperator, quantifier, value: value(s) } };
  }
  s.pos = start;
  return s.fail(negated ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)');
}

/** One element of an `or`/`and` list: a filter `col.op.value` or a nested `[not.]and(…)`. */
function logicTree(s: Scanner, depth: number): LogicTree {
  if (depth > MAX_DEPTH) s.fail('less deeply nested logic');
  s.skipSpaces();
  const start = s.pos;
  const negated = s.eat('not.');
  const operator = s.eat('and') ? 'and' : s.eat('or') ? 'or' : undefined;
  if (operator) {
    s.skipSpaces();
    if (s.peek() === '(') return { kind: 'group', negated, operator, children: logicList(s, depth + 1) };
  }
  s.pos = start;
  const target = field(s);
  s.expect('.', 'delimiter (.)');
  const parsed = operation(s, logicValue);
  s.skipSpaces();
  return { kind: 'filter', filter: { field: target, ...parsed } };
}

/** `(tree, tree, …)` — at least one element. */
export function logicList(s: Scanner, depth = 0): LogicTree[] {
  s.skipSpaces();
  s.expect('(');
  const children: LogicTree[] = [];
  for (;;) {
    children.push(logicTree(s, depth));
    s.skipSpaces();
    if (!s.eat(',')) break;
  }
  s.expect(')', '"," or ")"');
  s.skipSpaces();
  return children;
}

// ---------------------------------------------------------------------------------------------
// order, columns, paths

function orderTerm(s: Scanner): OrderTerm {
  s.skipSpaces();
  const start = s.pos;
  let relation: string | undefined;
  let target: Field | undefined;
  const name = maybeFieldName(s);
  if (name !== undefined && s.peek() === '(') {
    s.pos += 1;
    relation = name;
    target = field(s);
    s.expect(')');
  } else {
    s.pos = start;
    target = field(s);
  }
  const direction = s.eat('.asc') ? 'asc' : s.eat('.desc') ? 'desc' : undefined;
  const nulls = s.eat('.nullsfirst') ? 'first' : s.eat('.nullslast') ? 'last' : undefined;
  s.skipSpaces();
  if (!s.atEnd && s.peek() !== ',')
    s.fail('".asc", ".desc", ".nullsfirst", ".nullslast", "," or end of input');
  return { field: target, relation, direction, nulls };
}

export function orderTerms(s: Scanner): OrderTerm[] {
  const terms = [orderTerm(s)];
  while (s.eat(',')) terms.push(orderTerm(s));
  return terms;
}

/** `a,b,"c d"` for `columns` and `on_conflict`. */
export function columnList(s: Scanner): string[] {
  const names: string[] = [];
  for (;;) {
    s.skipSpaces();
    names.push(fieldName(s));
    s.skipSpaces();
    if (!s.eat(',')) return names;
  }
}

/** A filter's key: `col`, `col->>key`, or `rel.col` for an embedded resource. */
export function treePath(s: Scanner): { path: string[]; field: Field } {
  const names = [fieldName(s)];
  while (s.eat('.')) names.push(fieldName(s));
  const path = jsonPath(s);
  return { path: names.slice(0, -1), field: { name: names[names.length - 1]!, jsonPath: path } };
}

/** The dot-separated names of a key such as `rel.not.or`. */
export function dottedNames(s: Scanner): string[] {
  const names = [fieldName(s)];
  while (s.eat('.')) names.push(fieldName(s));
  return names;
}

export function expectEnd(s: Scanner, expecting = 'end of input'): void {
  if (!s.atEnd) s.fail(expecting);
}
