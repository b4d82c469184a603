/** A request as the storage service reads it: the body is read on demand, up to a limit of its own. */
import type { ApiRequest } from '../http.ts';

export interface StorageRequest extends ApiRequest {
  /**
   * Reads the body, at most `limit` bytes ('too_large' beyond, or when Content-Length says more).
   * `body` stays empty: uploads need a limit of their own (the bucket's), other routes the server's.
   */
  readBody(limit: number): Promise<Buffer | 'too_large'>;
}
