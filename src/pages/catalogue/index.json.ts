/**
 * /catalogue/index.json: the catalogue index the list pages filter and sort
 * (src/lib/catalogue-index.ts). Its address never changes, so a list page need not be built again
 * when only the index did; it is revalidated like a page (the site's default Cache-Control).
 */
import type { APIRoute } from 'astro';
import { getCatalogueIndex } from '../../lib/content';

export const GET: APIRoute = async () =>
  new Response((await getCatalogueIndex()).json, { headers: { 'Content-Type': 'application/json' } });
