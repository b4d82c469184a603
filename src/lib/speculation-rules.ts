/**
 * The speculation rules every page carries (in its head, allowed by their hash in the
 * Content-Security-Policy like any inline script): where the browser has the Speculation Rules API,
 *
 * - the page behind a link the pointer rests on or a finger presses is prerendered (Chrome's
 *   "moderate" eagerness, at most two at a time);
 * - a link the store's script marks `data-fetch-ahead` (src/scripts/prefetch.ts: the first few
 *   product cards and menu links a touch screen stops on) is fetched at once: prerendered when
 *   marked `prerender` (the first two), else prefetched (its HTML only).
 *
 * Both only while the page's root is marked `data-fetch-ahead`, which src/scripts/page.ts sets when
 * the connection does not ask to spare data (Save-Data, 2G). Never a person's own pages (the
 * private paths), a download or a link to another window.
 */
import { PRIVATE_PATHS } from './private-paths';

const publicLink = {
  and: [
    { selector_matches: ':root[data-fetch-ahead] a[href]' },
    { href_matches: '/*' },
    { not: { href_matches: PRIVATE_PATHS.flatMap((path) => [path, `${path}/*`]) } },
    { not: { selector_matches: '[download], [target]' } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    { where: publicLink, eagerness: 'moderate' },
    {
      where: { and: [publicLink, { selector_matches: 'a[data-fetch-ahead="prerender"]' }] },
      eagerness: 'immediate',
    },
  ],
  prefetch: [
    { where: { and: [publicLink, { selector_matches: 'a[data-fetch-ahead]' }] }, eagerness: 'immediate' },
  ],
});
