/**
 * Buckets: the lookups Storage makes as its own superuser (a bucket's limits before an upload, its
 * `public` flag before a public download) and `GET /bucket` and `GET /bucket/{id}`, which run as
 * the caller, so storage.buckets' RLS decides (with no policy, as on a new hosted project, only
 * the service role sees buckets).
 */
import type { Queryable, RequestContext, Database } from '../database.ts';
import { json, type ApiResponse } from '../http.ts';
import { noSuchBucket } from './errors.ts';

export interface BucketLimits {
  id: string;
  public: boolean;
  /** Bytes, or null for the server's own limit. */
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

// bigint comes back as a string from node-postgres; Storage answers a JSON number.
const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

/** The bucket `id` as Storage's superuser sees it; NoSuchBucket when there is none. */
export async function findBucket(db: Queryable, id: string): Promise<BucketLimits> {
  const { rows } = await db.query<BucketLimits>(
    `select id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
       allowed_mime_types from storage.buckets where id = $1`,
    [id],
  );
  if (!rows[0]) throw noSuchBucket();
  return rows[0];
}

/** `GET /bucket`: the buckets the caller may see, by name. */
export async function listBuckets(db: Database, context: RequestContext): Promise<ApiResponse> {
  const { rows } = await db.queryAs(
    context,
    `select ${BUCKET_COLUMNS} from storage.buckets order by name limit 1000`,
    [],
  );
  return json(200, rows);
}

/** `GET /bucket/{id}`: one bucket, if the caller may see it. */
export async function getBucket(db: Database, context: RequestContext, id: string): Promise<ApiResponse> {
  const { rows } = await db.queryAs(context, `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
    id,
  ]);
  if (!rows[0]) throw noSuchBucket();
  return json(200, rows[0]);
}
