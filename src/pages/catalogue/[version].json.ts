/** /catalogue/{hash}.json: the catalogue index the list pages filter and sort (src/lib/catalogue-index.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCatalogueIndex } from '../../lib/content';

export const getStaticPaths = (async () => {
  const { url } = await getCatalogueIndex();
  return [{ params: { version: url.replace(/^\/catalogue\/|\.json$/g, '') } }];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response((await getCatalogueIndex()).json, { headers: { 'Content-Type': 'application/json' } });
