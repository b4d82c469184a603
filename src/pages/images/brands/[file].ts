/** Original monogram artwork for each watch brand (the spec's brand logos are empty). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getBrands } from '../../../lib/content';
import { renderBrandMonogram } from '../../../lib/art';

export const getStaticPaths = (async () => {
  const brands = await getBrands();
  return brands.map((b) => ({
    params: { file: `${b.slug}.svg` },
    props: { svg: renderBrandMonogram({ monogram: b.monogram, name: b.name, kind: b.kind, seed: b.slug }) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
