/**
 * The speculation rules every page carries (in its head, allowed by their hash in the
 * Content-Security-Policy like any inline script): where the browser has the Speculation Rules API,
 * a link the store's script marks `data-fetch-ahead` (src/scripts/prefetch.ts: the first few product
 * cards and menu links a touch screen stops on, never on a connection that spares data) is fetched
 * at once: prerendered when marked `prerender` (the first two), else prefetched (its HTML only).
 * Never a person's own pages (the private paths), whatever is marked.
 *
 * Nothing is fetched on hover or on a press: a rule matching every link ("moderate" eagerness) cost
 * the main thread 100–300 ms of blocking time in Lighthouse's mobile run, for a head start of a
 * press's length.
 */
import { PRIVATE_PATHS } from './private-paths';

/** A link the store's script marked (`value`: any mark when not given), to a public page. */
const marked = (value?: string) => ({
  and: [
    { selector_matches: value ? `a[data-fetch-ahead="${value}"]` : 'a[data-fetch-ahead]' },
    { href_matches: '/*' },
    { not: { href_matches: PRIVATE_PATHS.flatMap((path) => [path, `${path}/*`]) } },
  ],
});

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: marked('prerender'), eagerness: 'immediate' }],
  prefetch: [{ where: marked(), eagerness: 'immediate' }],
});
