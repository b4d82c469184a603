/** robots.txt for the address the site is built for (SITE_URL): private pages out, sitemap in. */
import type { APIRoute } from 'astro';
import { PRIVATE_PATHS } from '../lib/private-paths';

export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
