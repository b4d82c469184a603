/**
 * POST/GET /rpc/fn: the function is called with named arguments (`"wanted" := …`), the argument
 * values typed by json_to_record from one JSON parameter as in PostgREST; the result is then
 * filtered, ordered, paged and aggregated like a table read.
 */
import { wrapStatement } from './aggregate.ts';
import type { Routine, RoutineParam } from './catalog.ts';
import { selectSql, type Source } from './expressions.ts';
import { pageClauses, type PageRequest, type Statement } from './build-read.ts';
import { ident, Params } from './sql.ts';

export interface CallRequest extends PageRequest {
  routine: Routine;
  /** Named arguments; only those that are the function's parameters are passed. */
  args: Record<string, unknown>;
  /** Instead of named arguments: one value for the function's single parameter. */
  single?: { param: RoutineParam; value: unknown };
}

function callSql(request: CallRequest, params: Params): string {
  const { routine } = request;
  const scalar = routine.returns !== 'composite';
  if (request.single) {
    const call = `${routine.sql}(${params.add(request.single.value)}::${request.single.param.type})`;
    return scalar ? `SELECT ${call} AS pgrst_scalar` : `SELECT pgrst_call.* FROM ${call} AS pgrst_call`;
  }
  const given = routine.params.filter((p) => Object.hasOwn(request.args, p.name));
  if (given.length === 0)
    return scalar
      ? `SELECT ${routine.sql}() AS pgrst_scalar`
      : `SELECT pgrst_call.* FROM ${routine.sql}() AS pgrst_call`;
  const body = `json_to_record(${params.add(JSON.stringify(request.args))}::json) AS pgrst_body(${given
    .map((p) => `${ident(p.name)} ${p.type}`)
    .join(', ')})`;
  const args = given.map(
    (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`,
  );
  const call = `${routine.sql}(${args.join(', ')})`;
  return scalar
    ? `SELECT ${call} AS pgrst_scalar FROM ${body}`
    : `SELECT pgrst_call.* FROM ${body}, LATERAL ${call} AS pgrst_call`;
}

export function routineSource(routine: Routine): Source {
  const columns = new Set(routine.returns === 'composite' ? routine.columns : ['pgrst_scalar']);
  return {
    label: routine.name,
    qualifier: '"pgrst_source"',
    schema: routine.schema,
    hasColumn: (n) => columns.has(n),
  };
}

export function buildCall(request: CallRequest): Statement {
  const params = new Params();
  const { routine } = request;
  const source = routineSource(routine);
  const call = callSql(request, params);
  const composite = routine.returns === 'composite';
  // A scalar function's select list is its one value, whatever `select` says.
  const columns = composite ? selectSql(source, request.select, params) : 'pgrst_source.pgrst_scalar';
  const { where, order, limit } = pageClauses(source, request, params);
  const sql = wrapStatement({
    source: call,
    countSource: request.count ? `SELECT 1 FROM pgrst_source${where}` : undefined,
    rows: `SELECT ${columns} FROM pgrst_source${where}${order}${limit}`,
    body: { ...request.body, scalar: !composite, singleValue: !routine.returnsSet },
    pageTotal: routine.returnsSet ? undefined : '1',
  });
  return { sql, params: params.values };
}
