/** Hero artwork for each blog article. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getBlogPosts } from '../../../lib/content';
import { renderBlogHero } from '../../../lib/art';

export const getStaticPaths = (async () => {
  const posts = await getBlogPosts();
  return posts.map((post) => ({
    params: { file: `${post.id}.svg` },
    props: { svg: renderBlogHero({ ...post.data.hero, seed: post.id, title: post.data.title }) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
