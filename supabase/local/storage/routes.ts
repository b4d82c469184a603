/**
 * The Storage API routes the local server answers, read from the path below `/storage/v1`, and
 * the rules an object's name must follow. Path segments arrive percent-encoded; each is decoded
 * once here, so `..%2Fx` is seen as `../x` and refused like `../x`.
 */
import { invalidKey } from './errors.ts';

export type StorageRoute =
  | { kind: 'upload'; bucket: string; key: string; method: 'POST' | 'PUT' }
  | { kind: 'download'; bucket: string; key: string; access: 'public' | 'authenticated' }
  | { kind: 'remove'; bucket: string }
  | { kind: 'removeOne'; bucket: string; key: string }
  | { kind: 'list'; bucket: string }
  | { kind: 'buckets' }
  | { kind: 'bucket'; id: string };

/** Storage's own character set for object keys (supabase/storage src/storage/limits.ts). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
/** S3's limit on a key, which Storage inherits. */
export const MAX_KEY_BYTES = 1024;
/** The name the Supabase dashboard gives an empty folder's marker object. */
const EMPTY_FOLDER = '.emptyFolderPlaceholder';

/** Whether `key` names an empty folder's marker, which has no bytes and no type. */
export const isEmptyFolder = (key: string) => key.endsWith(EMPTY_FOLDER);

/**
 * Throws Storage's InvalidKey unless `key` is a sensible object name: Storage's characters, at
 * most 1,024 bytes, relative (no leading `/`), and no empty, `.` or `..` segment, so that no name
 * can be read as a path that leaves its folder.
 * @example mustBeValidKey('kikoi-shirt/9f2c.webp') // passes; '../x.png' and '/x.png' throw
 */
export function mustBeValidKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    Buffer.byteLength(key) > MAX_KEY_BYTES ||
    !VALID_OBJECT_KEY.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw invalidKey(key);
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Storage's own routes below /object: never a bucket's name there (signed URLs, move, copy…). */
const RESERVED = new Set([
  'sign',
  'upload',
  'move',
  'copy',
  'info',
  'list',
  'list-v2',
  'public',
  'authenticated',
]);

function objectRoute(method: string, rest: string[]): StorageRoute | undefined {
  const [first = '', ...tail] = rest;
  const key = (parts: string[]) => parts.join('/');
  const read = method === 'GET' || method === 'HEAD';
  if (method === 'POST' && first === 'list' && tail.length === 1) return { kind: 'list', bucket: tail[0]! };
  if (read && (first === 'public' || first === 'authenticated') && tail.length >= 2)
    return { kind: 'download', access: first, bucket: tail[0]!, key: key(tail.slice(1)) };
  if (!first || RESERVED.has(first)) return undefined;
  if (method === 'POST' || method === 'PUT') return { kind: 'upload', method, bucket: first, key: key(tail) };
  if (read && tail.length)
    return { kind: 'download', access: 'authenticated', bucket: first, key: key(tail) };
  if (method === 'DELETE')
    return tail.length
      ? { kind: 'removeOne', bucket: first, key: key(tail) }
      : { kind: 'remove', bucket: first };
  return undefined;
}

/**
 * The route of a request below `/storage/v1` (`path` as received, still percent-encoded), or
 * undefined when the local server does not answer it.
 * @example parseRoute('GET', '/object/public/product-images/a/b.png')
 * // { kind: 'download', access: 'public', bucket: 'product-images', key: 'a/b.png' }
 */
export function parseRoute(method: string, path: string): StorageRoute | undefined {
  const segments = decodeSegments(path);
  if (!segments) return undefined;
  const [area, ...rest] = segments;
  if (area === 'object') return objectRoute(method, rest);
  if (area === 'bucket' && method === 'GET') {
    if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) return { kind: 'buckets' };
    if (rest.length === 1) return { kind: 'bucket', id: rest[0]! };
  }
  return undefined;
}

/**
 * Whether a request below `/storage/v1` is open to anyone, without an API key: a public bucket's
 * objects, which browsers load with a plain `<img src>`.
 */
export function isOpenStoragePath(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/object/public/');
}
