/**
 * Which rows a request asks for — the `Range` header (GET only, `0-9`), `limit` and `offset` —
 * and how the answer is described: `Content-Range: 0-9/127` and 200, 206 or 416, following
 * PostgREST's RangeQuery module.
 */
import { invalidRange, limitWithoutOrder } from './errors.ts';
import type { AtPath } from './types.ts';

/** Rows `offset` … `offset + limit - 1`; no limit means to the end. */
export interface RowRange {
  offset: number;
  limit?: number;
}

interface Bounds {
  lower: number;
  upper: number;
}

const ALL: Bounds = { lower: 0, upper: Infinity };

function headerBounds(range: string | undefined): Bounds {
  const match = /^([0-9]+)-([0-9]*)$/.exec(range?.trim() ?? '');
  if (!match) return ALL;
  return { lower: Number(match[1]), upper: match[2] === '' ? Infinity : Number(match[2]) };
}

const last = <T>(items: AtPath<T>[]): T | undefined => items.filter((i) => i.path.length === 0).at(-1)?.value;

export interface RangeRequest {
  method: string;
  rangeHeader?: string;
  limits: AtPath<number>[];
  offsets: AtPath<number>[];
  hasOrder: boolean;
}

/** The top-level range; throws 416 PGRST103 for an empty one and 400 PGRST109 as PostgREST does. */
export function requestedRange({ method, rangeHeader, limits, offsets, hasOrder }: RangeRequest): RowRange {
  if ((method === 'PATCH' || method === 'DELETE') && (limits.length > 0 || offsets.length > 0) && !hasOrder)
    throw limitWithoutOrder();
  const header = method === 'GET' ? headerBounds(rangeHeader) : ALL;
  const limit = last(limits);
  const offset = last(offsets) ?? 0;
  // limit=0 is allowed and answers no rows, whatever the other bounds say.
  if (limit === 0) return { offset: 0, limit: 0 };
  const params: Bounds = { lower: offset, upper: limit === undefined ? Infinity : offset + limit - 1 };
  const lower = Math.max(header.lower, params.lower);
  const upper = Math.min(header.upper, params.upper);
  if (lower > upper)
    throw invalidRange(
      header.lower > header.upper
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  return { offset: lower, limit: upper === Infinity ? undefined : upper - lower + 1 };
}

/** Caps a range at the server's max_rows. */
export function capRange(range: RowRange, maxRows: number | undefined): RowRange {
  if (maxRows === undefined || (range.limit !== undefined && range.limit <= maxRows)) return range;
  return { offset: range.offset, limit: maxRows };
}

export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const span = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${span}/${total ?? '*'}`;
}

/** Status and Content-Range of a read: 206 when a counted result is partial, 416 past the end. */
export function readStatus(
  offset: number,
  pageTotal: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  let status = 200;
  if (total !== undefined) {
    if (offset > total) status = 416;
    else if (pageTotal < total) status = 206;
  }
  return { status, contentRange: contentRange(offset, upper, total) };
}
