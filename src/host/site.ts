/**
 * One built site as the site server serves it: its files (sirv: compressed copies, ETags, clean
 * URLs), its 404 page and the headers its build wrote (`_headers`). "Publish storefront" swaps one
 * for another while the server runs (src/publisher/publisher.ts), so everything a request needs of the
 * site hangs off one object that is replaced at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { REVALIDATE_CACHE, headersForPath, readHeaderRules } from './security-headers.ts';

export interface Site {
  /** The folder served. */
  root: string;
  /** Serves a file of the site, or calls `next` when there is none. */
  assets: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The designed not-found page (404.html). */
  notFound: Buffer;
  /** Headers every response carries, HSTS aside. */
  siteHeaders: Record<string, string>;
  /** Strict-Transport-Security, sent only to a browser that came over HTTPS. */
  hsts: string | undefined;
}

/** Why a folder is not a built site, or undefined when it is one. */
export function notASite(root: string): string | undefined {
  const missing = ['index.html', '404.html', '_headers'].filter((file) => !existsSync(`${root}/${file}`));
  return missing.length ? `${root} has no ${missing.join(', ')}` : undefined;
}

/**
 * Opens a built site (the output of `astro build`) for serving.
 *
 * @example const site = loadSite('dist'); site.assets(req, res, () => notFound(site));
 */
export function loadSite(root: string): Site {
  const problem = notASite(root);
  if (problem) throw new Error(`Not a built site: ${problem}.`);
  // The headers the build wrote for static hosts (security-headers.ts): sent as they are, HSTS
  // only to a browser that came over HTTPS.
  const headerRules = readHeaderRules(readFileSync(`${root}/_headers`, 'utf8'));
  const { 'Strict-Transport-Security': hsts, ...siteHeaders } = headerRules['/*'] ?? {};
  const assets = sirv(root, {
    extensions: ['html'],
    etag: true,
    // Files a deploy step compressed ahead (page.html.br, page.html.gz) are sent as they are, as a
    // static host's edge does; the rest is compressed on the fly.
    brotli: true,
    gzip: true,
    // Revalidated unless _headers says otherwise, as on a static host: it gives the hashed assets
    // under /_astro/ a year (immutable).
    setHeaders(res, pathname) {
      const { 'Strict-Transport-Security': _hsts, ...headers } = headersForPath(headerRules, pathname);
      res.setHeader('Cache-Control', REVALIDATE_CACHE);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
  return { root, assets, notFound: readFileSync(`${root}/404.html`), siteHeaders, hsts };
}
