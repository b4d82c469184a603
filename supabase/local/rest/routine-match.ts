/**
 * Which overload of a function a call means, by argument names as PostgREST decides it: every
 * argument must be a parameter and every parameter without a default must be given. A function
 * whose only parameter is an unnamed json/jsonb one takes the whole body instead.
 */
import type { Catalog, Routine, RoutineParam } from './catalog.ts';
import { ambiguousFunction, RestError } from './errors.ts';

export interface MatchedRoutine {
  routine: Routine;
  /** Set when the body is passed whole to the function's single (json, jsonb, text…) parameter. */
  singleParam?: RoutineParam;
}

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

function matchesArguments(routine: Routine, keys: Set<string>, singleObject: boolean): boolean {
  const { params } = routine;
  if (singleObject) return params.length === 1 && isJsonType(params[0]!.type);
  if (params.length === 0) return keys.size === 0;
  const names = new Set(params.map((p) => p.name));
  for (const key of keys) if (!names.has(key)) return false;
  return params.every((p) => p.hasDefault || keys.has(p.name));
}

function describe(routine: Routine): string {
  return `${routine.schema}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
}

function notFound(
  catalog: Catalog,
  overloads: Routine[],
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
): RestError {
  const func = `${schema}.${name}`;
  const list = keys.join(', ');
  const withParams = keys.length === 0 ? ' without parameters' : `(${list})`;
  const detailParams =
    keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`;
  // With overloads of that name, suggest one's parameters; otherwise a similarly named function.
  const overload = overloads[0];
  const suggestion = overload
    ? `${name}(${overload.params
        .map((p) => p.name)
        .sort()
        .join(', ')})`
    : catalog.suggestRoutine(schema, name);
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${withParams} in the schema cache`,
    `Searched for the function ${func}${detailParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion && suggestion !== name
      ? `Perhaps you meant to call the function ${schema}.${suggestion}`
      : null,
  );
}

/** A text/xml/binary body goes to a function whose one parameter is unnamed and of that type. */
function matchRaw(catalog: Catalog, schema: string, name: string, type: string): MatchedRoutine {
  const matches = catalog
    .routineOverloads(schema, name)
    .filter((r) => r.params.length === 1 && r.params[0]!.name === '' && r.params[0]!.type === type);
  if (matches.length > 1) throw ambiguousFunction(matches.map(describe));
  const routine = matches[0];
  if (!routine)
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name} in the schema cache`,
      `Searched for the function ${schema}.${name} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`,
    );
  return { routine, singleParam: routine.params[0] };
}

export function matchRoutine(
  catalog: Catalog,
  schema: string,
  name: string,
  argumentKeys: string[],
  options: { singleObject: boolean; isPost: boolean; rawType?: string },
): MatchedRoutine {
  if (options.rawType) return matchRaw(catalog, schema, name, options.rawType);
  const overloads = catalog.routineOverloads(schema, name);
  const keys = new Set(argumentKeys);
  const named = overloads.filter((r) => matchesArguments(r, keys, options.singleObject));
  const unnamedJson = overloads.filter(
    (r) =>
      options.isPost && r.params.length === 1 && r.params[0]!.name === '' && isJsonType(r.params[0]!.type),
  );
  const pick = named.length > 0 ? named : unnamedJson;
  if (pick.length > 1) throw ambiguousFunction(pick.map(describe));
  const routine = pick[0];
  if (!routine) throw notFound(catalog, overloads, schema, name, [...keys].sort(), options.isPost);
  const single = named.length === 0 || options.singleObject ? routine.params[0] : undefined;
  return { routine, singleParam: single };
}
