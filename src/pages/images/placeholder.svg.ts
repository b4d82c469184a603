/** The designed placeholder shown for a product without an image (spec: placeholder if absent). */
import type { APIRoute } from 'astro';
import { renderPlaceholderArt } from '../../lib/art';

export const GET: APIRoute = () =>
  new Response(renderPlaceholderArt(), { headers: { 'Content-Type': 'image/svg+xml' } });
