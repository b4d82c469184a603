/**
 * The site server's request handler: compressed responses, the site's headers, clean-URL
 * redirects and the built files with the designed 404 page — and, in front of them, the local
 * Supabase API and the publish endpoint when the server carries them. serve.ts listens with it;
 * tests mount it on a server of their own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import type { Publishing } from '../publisher/publishing.ts';
import { cleanUrlRedirect, isPlainPath } from './clean-urls.ts';
import { isHttpsRequest } from './security-headers.ts';
import type { Site } from './site.ts';

/** Connect-style middleware on Node's own request and response. */
interface Middleware {
  // A method: TypeScript compares its parameters both ways, so a middleware typed for Express's
  // request and response (subclasses of Node's) fits where Node's are passed.
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

export interface SiteHandlerOptions {
  /** The site to serve; read once per request, so a publish going live never splits one. */
  site: () => Site;
  /** The local Supabase API, when the site's data is not a hosted project's. */
  api?: LocalSupabase;
  /** "Publish storefront", with the local API. */
  publishing?: Publishing;
}

/**
 * The handler of every request the site server takes.
 *
 * @example createServer(createSiteHandler({ site: () => loadSite('dist') }))
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  // compression is written for Node's request and response; its types name Express's.
  const compress: Middleware = { handle: compression() };
  const { api, publishing } = options;

  const serveSite = (req: IncomingMessage, res: ServerResponse) => {
    const { assets, notFound, siteHeaders, hsts } = options.site();
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);
    if (hsts && isHttpsRequest(req)) res.setHeader('Strict-Transport-Security', hsts);
    // Trailing slashes are not canonical here: /women/ → /women, on this origin only.
    const location = cleanUrlRedirect(req.url ?? '/');
    if (location) {
      res.writeHead(301, { Location: location });
      return res.end();
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  };

  return (req: IncomingMessage, res: ServerResponse): void =>
    compress.handle(req, res, () => {
      const site = () => serveSite(req, res);
      // Only a plain path reaches the API: //host/… would parse as a host name there.
      if (!api || !isPlainPath(req.url ?? '/')) return site();
      const toApi = () => api.handle(req, res, site);
      if (publishing) publishing.handle(req, res, toApi);
      else toApi();
    });
}
