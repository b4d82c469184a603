/**
 * Content negotiation on the `Accept` header: JSON arrays (the default), a single JSON object
 * (`application/vnd.pgrst.object+json`, what supabase-js sends for `.single()`), the
 * `nulls=stripped` variants, and CSV. Anything else is 406 PGRST107, as in PostgREST.
 */
import { unacceptableMediaType } from './errors.ts';

export type BodyShape = 'array' | 'object' | 'csv';

export interface MediaType {
  shape: BodyShape;
  stripNulls: boolean;
  contentType: string;
}

const JSON_TYPE: MediaType = {
  shape: 'array',
  stripNulls: false,
  contentType: 'application/json; charset=utf-8',
};

interface AcceptEntry {
  type: string;
  params: Map<string, string>;
  q: number;
}

function parseAccept(header: string): AcceptEntry[] {
  const entries: AcceptEntry[] = [];
  for (const part of header.split(',')) {
    const [type = '', ...rest] = part.split(';').map((p) => p.trim());
    if (type === '') continue;
    const params = new Map<string, string>();
    for (const p of rest) {
      const eq = p.indexOf('=');
      if (eq > 0)
        params.set(
          p.slice(0, eq).trim().toLowerCase(),
          p
            .slice(eq + 1)
            .trim()
            .replace(/^"|"$/g, ''),
        );
    }
    const q = Number(params.get('q') ?? '1');
    entries.push({ type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0 });
  }
  // Highest quality first; equal qualities keep the client's order.
  return entries.filter((e) => e.q > 0).sort((a, b) => b.q - a.q);
}

function toMediaType(entry: AcceptEntry): MediaType | undefined {
  const stripped = entry.params.get('nulls') === 'stripped';
  switch (entry.type) {
    case '*/*':
    case 'application/json':
      return JSON_TYPE;
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? {
            shape: 'array',
            stripNulls: true,
            contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
          }
        : JSON_TYPE;
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        shape: 'object',
        stripNulls: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'text/csv':
      return { shape: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
    default:
      return undefined;
  }
}

export function negotiateMediaType(accept: string | undefined): MediaType {
  if (accept === undefined || accept.trim() === '') return JSON_TYPE;
  const entries = parseAccept(accept);
  for (const entry of entries) {
    const media = toMediaType(entry);
    if (media) return media;
  }
  throw unacceptableMediaType(entries.length > 0 ? entries.map((e) => e.type) : [accept.trim()]);
}
