/**
 * `/rpc/{fn}`: POST with a JSON object of named arguments, or GET/HEAD with the arguments in the
 * query string (run in a read-only transaction, as PostgREST does). A void function answers 204;
 * others answer like a read, so select, filters, order, limit and count work on set results.
 */
import type { ApiResponse } from '../http.ts';
import type { ResultRow } from './aggregate.ts';
import { rpcPayload } from './body.ts';
import { buildCall } from './build-call.ts';
import {
  checkMaxAffected,
  checkNoEmbedding,
  checkSingular,
  countsOf,
  inTransaction,
  pageOf,
  readAs,
  requestRange,
  respond,
  rootOrder,
  type RequestContext,
} from './context.ts';
import { outOfBounds } from './errors.ts';
import { readStatus } from './range.ts';
import { matchRoutine } from './routine-match.ts';
import type { ParsedQuery } from './types.ts';

export async function callRoutine(
  context: RequestContext,
  name: string,
  query: ParsedQuery,
): Promise<ApiResponse> {
  const { request, prefs } = context;
  const isPost = request.method === 'POST';
  const payload = isPost ? rpcPayload(request) : { args: Object.fromEntries(query.rpcArgs) };
  const args = 'args' in payload ? payload.args : {};
  const raw = 'raw' in payload ? payload.raw : undefined;
  const { routine, singleParam } = matchRoutine(
    context.catalog,
    context.schema.schema,
    name,
    Object.keys(args),
    {
      singleObject: prefs.params === 'single-object',
      isPost,
      rawType: raw?.type,
    },
  );
  checkNoEmbedding(query);
  const range = requestRange(context, query);
  const statement = buildCall({
    routine,
    args,
    single: singleParam && { param: singleParam, value: raw ? raw.value : JSON.stringify(args) },
    filters: query.filters.map((f) => f.value),
    logic: query.logic.map((l) => l.value),
    order: rootOrder(query),
    ...pageOf(context, query, range),
  });
  // A call whose result cannot undo it (no object-or-error Accept, no strict max-affected, no
  // rollback preference) is one statement in one round trip: the role setup and the call share
  // an implicit transaction, committed with it, as a POST's BEGIN … COMMIT would.
  const undoable =
    context.media.shape === 'object' ||
    context.prefs.handling === 'strict' ||
    context.prefs.tx === 'rollback';
  const counts =
    isPost && !undoable
      ? countsOf((await readAs<ResultRow>(context, statement.sql, statement.params))[0])
      : await inTransaction(context, async (tx) => {
          if (!isPost) await tx.query('set transaction read only');
          const { rows } = await tx.query<ResultRow>(statement.sql, statement.params);
          const result = countsOf(rows[0]);
          checkSingular(context, result.page);
          checkMaxAffected(context, result.page);
          return result;
        });
  const { status, contentRange } = readStatus(range.offset, counts.page, counts.total);
  if (routine.returns === 'void') return respond(context, 204, { 'Content-Range': contentRange });
  if (status === 416) throw outOfBounds(range.offset, counts.total, contentRange);
  return respond(context, status, { 'Content-Range': contentRange }, counts.body);
}
