/**
 * What a request addresses: `/{table}` or `/rpc/{function}` in the schema chosen by the
 * Accept-Profile (reads) or Content-Profile (writes) header, defaulting to the first exposed one.
 */
import { header, type ApiRequest } from '../http.ts';
import { invalidPath, unacceptableSchema } from './errors.ts';
import { decodeComponent } from './query-string.ts';

export type Route = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export function parseRoute(path: string): Route {
  const trimmed = path.replace(/^\/+/, '').replace(/\/$/, '');
  const segments =
    trimmed === '' ? [] : trimmed.split('/').map((s) => decodeComponent(s.replace(/\+/g, '%2B')));
  if (segments.length === 1 && segments[0] !== '') return { kind: 'table', name: segments[0]! };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1] !== '')
    return { kind: 'rpc', name: segments[1]! };
  throw invalidPath();
}

export interface SchemaChoice {
  schema: string;
  /** Whether to answer with Content-Profile (the client chose, or there is a choice). */
  announce: boolean;
}

export function negotiateSchema(request: ApiRequest, schemas: string[]): SchemaChoice {
  const reading = ['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  const profile = header(request, reading ? 'accept-profile' : 'content-profile')?.trim();
  if (profile === undefined || profile === '') return { schema: schemas[0]!, announce: schemas.length > 1 };
  if (!schemas.includes(profile)) throw unacceptableSchema(schemas);
  return { schema: profile, announce: true };
}
