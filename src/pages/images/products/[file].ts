/**
 * Product artwork, drawn at build time from each product's shape, pattern and colours:
 * `/images/products/{productId}.svg`, and `{productId}--{n}.svg` for its n-th colour. A product
 * with a photograph has its artwork too (a cart or wishlist line saved earlier may point at it);
 * one that names no colour is drawn in a neutral tone.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProducts } from '../../../lib/content';
import { renderProductArt } from '../../../lib/art';
import { productImageAlt, productImagePath } from '../../../lib/products';
import { pagesToBuild } from '../../../integrations/page-digests';

const NEUTRAL = [{ name: 'Natural', hex: '#b9a88f' }];

export const getStaticPaths = (async () => {
  const products = await getProducts();
  const entries = products.flatMap((p) => {
    const palette = p.colors.length ? p.colors : NEUTRAL;
    return palette.map((_, i) => {
      // The main colour leads; the others follow in their order.
      const colours = [palette[i]!.hex, ...palette.filter((_, j) => j !== i).map((c) => c.hex)];
      return {
        params: { file: productImagePath(p.productId, i).split('/').pop()! },
        props: {
          svg: renderProductArt({
            shape: p.art.shape,
            pattern: p.art.pattern,
            colors: colours,
            seed: `${p.productId}-${i}`,
            title: productImageAlt(p, i),
            watch: p.art.watch,
          }),
        },
      };
    });
  });
  return pagesToBuild(entries, ({ params, props }) => ({
    path: `/images/products/${params.file}`,
    shows: props.svg,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
