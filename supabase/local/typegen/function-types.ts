/**
 * The `Functions` entries: each function's `Args` and `Returns` (a set → an array, `returns table`
 * → an array of row objects, a table's row type → its columns, void → undefined), overloads as a
 * union, `SetofOptions` where postgrest-js may embed or narrow the rows, and postgres-meta's typed
 * error for overloads PostgREST cannot tell apart.
 */
import type { PgFunction } from './catalog.ts';
import type { ExposedFunction, SchemaIndex } from './schema-index.ts';
import { columnMember, nullable, tsType } from './ts-type.ts';

/** The members of `Functions`, one per function name. */
export function functionMembers(index: SchemaIndex): string[] {
  const byName = new Map<string, ExposedFunction[]>();
  for (const entry of index.functions)
    byName.set(entry.fn.name, [...(byName.get(entry.fn.name) ?? []), entry]);
  return [...byName.entries()].map(([name, overloads]) => {
    overloads.sort(
      (a, b) =>
        a.fn.argumentTypes.localeCompare(b.fn.argumentTypes) ||
        a.fn.returnType.localeCompare(b.fn.returnType),
    );
    return `${JSON.stringify(name)}: ${overloads.map((entry) => signature(index, overloads, entry)).join(' |\n')}`;
  });
}

/** Computed columns: functions taking one row of `relationName`, read as a column of it. */
export function computedColumns(index: SchemaIndex, relationName: string): string[] {
  return index.functions
    .filter(({ fn }) => fn.argumentTypes === relationName)
    .map(({ fn }) => `${JSON.stringify(fn.name)}: ${nullable(returnType(index, fn), true)}`);
}

function signature(
  index: SchemaIndex,
  overloads: ExposedFunction[],
  { fn, inArgs }: ExposedFunction,
): string {
  const args = inArgs.length === 0 ? 'never' : argsType(index, inArgs);
  const conflict = conflictError(index, overloads, fn, inArgs);
  if (conflict) return `{ Args: ${args}; Returns: { error: true } & ${JSON.stringify(conflict)} }`;
  if (isUnembeddableRowArgument(index, fn, inArgs)) {
    const message = `the function ${index.schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`;
    return `{ Args: ${args}; Returns: { error: true } & ${JSON.stringify(message)} }`;
  }
  return `{ Args: ${args}; Returns: ${returns(index, fn)} }`;
}

function argsType(index: SchemaIndex, inArgs: PgFunction['args']): string {
  const members = inArgs.map((arg) => {
    const type = index.typeById(arg.typeId);
    return `${JSON.stringify(arg.name)}${arg.hasDefault ? '?' : ''}: ${type ? tsType(index, type.name) : 'unknown'}`;
  });
  return `{ ${members.join('; ')} }`;
}

/** What a call returns: the row type, an array of them for a set, and SetofOptions for rows of a relation. */
function returns(index: SchemaIndex, fn: PgFunction): string {
  const relationName = index.returnedRelationName(fn.returnTypeRelationId, fn.returnTypeId);
  const manyRows = fn.rows !== null && fn.rows > 1;
  let setof = '';
  if (relationName) setof = setofOptions('"*"', relationName, !manyRows, fn.isSetReturning);
  const [onlyArg] = fn.args;
  const rowArgument = fn.args.length === 1 ? index.rowTypeById(onlyArg!.typeId) : undefined;
  if (rowArgument && relationName) {
    // A function of one row (an embedded function): rows from that relation's row to the result.
    const from = JSON.stringify(rowArgument.format);
    const setOfRelation = fn.isSetReturning && fn.returnTypeRelationId !== null;
    setof = setOfRelation
      ? setofOptions(from, relationName, !manyRows, true)
      : setofOptions(from, relationName, true, false);
  }
  // A `rows 1` estimate makes the result one row only when SetofOptions lets postgrest-js know it.
  const singleRow = !manyRows && relationName !== null;
  return `${returnType(index, fn)}${fn.isSetReturning && !singleRow ? '[]' : ''}${setof ? `\n${setof}` : ''}`;
}

function setofOptions(from: string, to: string, isOneToOne: boolean, isSetofReturn: boolean): string {
  return `SetofOptions: { from: ${from}; to: ${JSON.stringify(to)}; isOneToOne: ${isOneToOne}; isSetofReturn: ${isSetofReturn} }`;
}

/** One result row: `returns table (…)` columns, a relation's columns, or the scalar's type. */
function returnType(index: SchemaIndex, fn: PgFunction): string {
  const tableColumns = fn.args.filter((arg) => arg.mode === 'table');
  if (tableColumns.length > 0) {
    const members = tableColumns.map((arg) => {
      const type = index.typeById(arg.typeId);
      return `${JSON.stringify(arg.name)}: ${type ? tsType(index, type.name) : 'unknown'}`;
    });
    return `{\n${members.join('\n')}\n}`;
  }
  const relation = [...index.tables, ...index.views].find(
    (candidate) => candidate.id === fn.returnTypeRelationId,
  );
  if (relation) {
    const members = index
      .columnsOf(relation)
      .map((column) => columnMember(index, column.name, column.format, column.isNullable, false));
    return `{\n${members.join('\n')}\n}`;
  }
  const type = index.typeById(fn.returnTypeId);
  return type ? tsType(index, type.name) : 'unknown';
}

/** A single unnamed row argument whose function PostgREST will not embed (it returns no rows of a relation). */
function isUnembeddableRowArgument(index: SchemaIndex, fn: PgFunction, inArgs: PgFunction['args']): boolean {
  const [only] = inArgs;
  return (
    inArgs.length === 1 &&
    only!.name === '' &&
    index.rowTypeById(only!.typeId) !== undefined &&
    !index.returnedRelationName(fn.returnTypeRelationId, fn.returnTypeId)
  );
}

/** PostgREST's "Could not choose the best candidate function" for overloads it cannot resolve. */
function conflictError(
  index: SchemaIndex,
  overloads: ExposedFunction[],
  fn: PgFunction,
  inArgs: PgFunction['args'],
): string | null {
  if (overloads.length <= 1) return null;
  const others = overloads.filter((other) => other.fn !== fn);
  const advice =
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
  if (inArgs.length === 0) {
    const clash = others.find(({ inArgs: a }) => a.length === 1 && a[0]!.name === '' && a[0]!.hasDefault);
    if (clash) {
      const returned = index.typeById(clash.fn.returnTypeId)?.name ?? 'unknown';
      return `Could not choose the best candidate function between: ${index.schema}.${fn.name}(), ${index.schema}.${fn.name}( => ${returned}). ${advice}`;
    }
  }
  if (inArgs.length === 1 && inArgs[0]!.name !== '') {
    const clashes = others.filter(
      ({ inArgs: a }) =>
        a.length === 1 && a[0]!.name === inArgs[0]!.name && a[0]!.typeId !== inArgs[0]!.typeId,
    );
    if (clashes.length > 0) {
      const list = [{ fn, inArgs }, ...clashes]
        .sort((a, b) => (a.inArgs[0]?.typeId ?? 0) - (b.inArgs[0]?.typeId ?? 0))
        .map(
          (entry) =>
            `${index.schema}.${fn.name}(${entry.inArgs
              .map((arg) => `${arg.name} => ${index.typeById(arg.typeId)?.name ?? 'unknown'}`)
              .join(', ')})`,
        )
        .join(', ');
      return `Could not choose the best candidate function between: ${list}. ${advice}`;
    }
  }
  return null;
}
