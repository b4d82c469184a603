/**
 * One request through the REST service: CORS preflight, the caller's JWT, the route and schema,
 * the Prefer/Accept headers and the query string, then the table or RPC handler. Every failure
 * becomes a PostgREST error response; `handle` never throws.
 */
import { header, type ApiRequest, type ApiResponse } from '../http.ts';
import type { Database } from '../database.ts';
import { createAuthenticator } from './auth.ts';
import type { Keyring } from '../keys.ts';
import type { Catalog } from './catalog.ts';
import type { RequestContext } from './context.ts';
import { CORS_HEADERS, preflight } from './cors.ts';
import { fromDatabaseError, invalidRpcMethod, tableNotFound, unsupportedMethod } from './errors.ts';
import { negotiateMediaType } from './media-type.ts';
import { parsePreferences } from './preferences.ts';
import { parseQueryString } from './query-string.ts';
import { negotiateSchema, parseRoute, type Route } from './route.ts';
import { callRoutine } from './rpc-requests.ts';
import { deleteFromTable, insertIntoTable, readTable, updateTable } from './table-requests.ts';

export interface HandlerState {
  db: Database;
  schemas: string[];
  maxRows?: number;
  keys: Keyring;
  catalog(): Promise<Catalog>;
}

const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
const RPC_METHODS = ['GET', 'HEAD', 'POST'];

function allowedMethods(path: string): string {
  try {
    return (
      parseRoute(path).kind === 'rpc' ? ['OPTIONS', ...RPC_METHODS] : ['OPTIONS', ...TABLE_METHODS]
    ).join(',');
  } catch {
    return 'OPTIONS,GET,HEAD';
  }
}

function checkMethod(route: Route, method: string): void {
  if (route.kind === 'rpc' && !RPC_METHODS.includes(method)) {
    if (TABLE_METHODS.includes(method) || method === 'PUT') throw invalidRpcMethod(method);
    throw unsupportedMethod(method);
  }
  if (route.kind === 'table' && !TABLE_METHODS.includes(method)) throw unsupportedMethod(method);
}

async function dispatch(state: HandlerState, request: ApiRequest, context: () => Promise<RequestContext>) {
  const route = parseRoute(request.path);
  checkMethod(route, request.method);
  const ctx = await context();
  const rpcRead = route.kind === 'rpc' && request.method !== 'POST';
  const query = parseQueryString(request.url.search, { rpcRead });
  if (route.kind === 'rpc') return callRoutine(ctx, route.name, query);
  const relation = ctx.catalog.relation(ctx.schema.schema, route.name);
  if (!relation)
    throw tableNotFound(
      ctx.schema.schema,
      route.name,
      ctx.catalog.suggestRelation(ctx.schema.schema, route.name),
    );
  switch (request.method) {
    case 'POST':
      return insertIntoTable(ctx, relation, query);
    case 'PATCH':
      return updateTable(ctx, relation, query);
    case 'DELETE':
      return deleteFromTable(ctx, relation, query);
    default:
      return readTable(ctx, relation, query);
  }
}

export function createHandler(state: HandlerState): (request: ApiRequest) => Promise<ApiResponse> {
  const authenticate = createAuthenticator(state.keys);
  return async (request) => {
    // Preflights carry no credentials; answer them before anything else.
    if (request.method === 'OPTIONS') return preflight(request, allowedMethods(request.path));
    let authenticated = false;
    try {
      const caller = await authenticate(request);
      authenticated = caller.authenticated;
      const response = await dispatch(state, request, async () => ({
        request,
        db: state.db,
        catalog: await state.catalog(),
        caller,
        schema: negotiateSchema(request, state.schemas),
        prefs: parsePreferences(header(request, 'prefer')),
        media: negotiateMediaType(header(request, 'accept')),
        maxRows: state.maxRows,
      }));
      return { ...response, headers: { ...CORS_HEADERS, ...response.headers } };
    } catch (error) {
      return fromDatabaseError(error, authenticated).toResponse(CORS_HEADERS);
    }
  };
}
