/**
 * Reading request bodies the way GoTrue's Go structs do: unknown fields are ignored, `null` is
 * the zero value, and a field of the wrong type fails the whole body with 400 bad_json — never a
 * crash further down.
 */
import type { ApiRequest } from '../http.ts';
import { badRequest } from './errors.ts';

export type Body = Record<string, unknown>;

const goType = (value: unknown): string =>
  Array.isArray(value) ? 'array' : typeof value === 'boolean' ? 'bool' : typeof value;

function badJson(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);
}

/**
 * Parses the body as a JSON object named `struct` in error messages (GoTrue's Go type names, e.g.
 * SignupParams). An empty body is an error, as `json.Unmarshal` makes it one.
 */
export function readBody(request: ApiRequest, struct: string): Body {
  const text = request.body.toString('utf8');
  if (text.trim() === '') throw badJson('unexpected end of JSON input');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badJson(`json: cannot unmarshal ${goType(value)} into Go value of type api.${struct}`);
  return value as Body;
}

function mismatch(struct: string, key: string, value: unknown, wanted: string) {
  return badJson(
    `json: cannot unmarshal ${goType(value)} into Go struct field ${struct}.${key} of type ${wanted}`,
  );
}

/** A string field; '' when absent or null. */
export function stringField(body: Body, key: string, struct: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw mismatch(struct, key, value, 'string');
  return value;
}

/** A string field where absent and '' differ (GoTrue's `*string`, e.g. PUT /user password). */
export function optionalStringField(body: Body, key: string, struct: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw mismatch(struct, key, value, 'string');
  return value;
}

/** A JSON object field (`map[string]interface{}`); undefined when absent or null. */
export function objectField(body: Body, key: string, struct: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw mismatch(struct, key, value, 'map[string]interface {}');
  return value as Record<string, unknown>;
}

/** UUIDs in paths and bodies are checked before they reach a uuid column. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A boolean field; `fallback` when absent, false when null (Go's zero value over the default). */
export function boolField(body: Body, key: string, struct: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined) return fallback;
  if (value === null) return false;
  if (typeof value !== 'boolean') throw mismatch(struct, key, value, 'bool');
  return value;
}
