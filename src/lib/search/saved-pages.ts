/**
 * The pages stored on this device for offline reading (the service worker's pages cache, as the
 * shopper opened them) whose title has every word of a query: what the header search offers when
 * nothing else answers, offline. Reads nothing when the browser has no Cache Storage.
 *
 * @example await savedPages('kitenge dress') // [{ kind: 'page', name: 'Kitenge Wrap Midi Dress', path: '/product/dress-001', … }]
 */
import { PAGES_CACHE_PREFIX } from '../../service-worker/caches';
import type { PageHit } from './results';

const STORE_SUFFIX = / [|·–-] Mtindo$/;

/** The document title of stored HTML, its entities read. */
function titleOf(html: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  return new DOMParser().parseFromString(`<title>${raw}</title>`, 'text/html').title.trim();
}

/**
 * The titles of stored pages read so far, by cache and address ('' for a stored file that is no
 * page): a stored page never changes (a new publish stores its pages in a new cache), so each is
 * read once however many searches follow.
 */
const titles = new Map<string, string>();

async function storedTitle(cache: Cache, name: string, request: Request): Promise<string> {
  const key = `${name} ${request.url}`;
  let title = titles.get(key);
  if (title === undefined) {
    const response = await cache.match(request);
    const html = response?.headers.get('content-type')?.includes('text/html');
    title = html ? titleOf(await response!.text()).replace(STORE_SUFFIX, '') : '';
    titles.set(key, title);
  }
  return title;
}

export async function savedPages(query: string, limit: number): Promise<PageHit[]> {
  if (typeof caches === 'undefined') return [];
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: PageHit[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PAGES_CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const title = await storedTitle(cache, name, request);
      const path = new URL(request.url).pathname;
      if (!title || !words.every((word) => title.toLowerCase().includes(word))) continue;
      if (!hits.some((hit) => hit.path === path)) hits.push({ kind: 'page', id: path, name: title, path });
      if (hits.length >= limit) return hits;
    }
  }
  return hits;
}
