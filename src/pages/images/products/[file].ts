/**
 * Product artwork, drawn at build time from each product's shape, pattern and colours:
 * `/images/products/{productId}.svg`, and `{productId}--{n}.svg` for its n-th colour.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProducts } from '../../../lib/content';
import { renderProductArt } from '../../../lib/art';
import { productImageAlt, productImagePath } from '../../../lib/products';

export const getStaticPaths = (async () => {
  const products = await getProducts();
  return products.flatMap((p) =>
    p.colors.map((_, i) => {
      // The main colour leads; the others follow in their order.
      const colours = [p.colors[i]!.hex, ...p.colors.filter((_, j) => j !== i).map((c) => c.hex)];
      return {
        params: { file: productImagePath(p.productId, i).split('/').pop()! },
        props: {
          svg: renderProductArt({
            shape: p.art.shape,
            pattern: p.art.pattern,
            colors: colours,
            seed: `${p.productId}-${i}`,
            title: productImageAlt(p, i),
          }),
        },
      };
    }),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
