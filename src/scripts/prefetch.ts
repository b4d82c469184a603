/**
 * Links a shopper is about to follow, fetched ahead so the next page opens at once:
 * - where the browser has the Speculation Rules API, the page behind a link the pointer rests on or
 *   a finger presses is prerendered (Chrome's "moderate" eagerness, at most two at a time);
 * - on a touch screen, where nothing hovers, the first few product cards and menu links that the
 *   screen stops on for half a second are prefetched (their HTML only), with <link rel=prefetch>
 *   where the API is missing.
 * Never a person's own pages (account, checkout, an order, admin, sign-in), never a filtered view,
 * never more than a handful a page. page.ts does not load this on Save-Data or 2G.
 */
const PRIVATE = [
  '/account',
  '/admin',
  '/admin-dashboard',
  '/auth',
  '/checkout',
  '/offline',
  '/order',
  '/staff-invite',
];
/** Links prefetched by sight on one page. */
const HANDFUL = 4;
const DWELL_MS = 500;
/** The links worth fetching by sight: product cards and the main menu (a phone's side menu). */
const SEEN_LINKS = 'article a[href^="/product/"], [data-main-nav] a[href]';

const supportsRules = HTMLScriptElement.supports?.('speculationrules') ?? false;

function isPrivate(path: string): boolean {
  return PRIVATE.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Whether `link` leads to another public page of the store, unfiltered. */
export function worthFetching(link: HTMLAnchorElement): boolean {
  return (
    link.origin === location.origin &&
    link.search === '' &&
    !link.hasAttribute('download') &&
    !link.target &&
    link.pathname !== location.pathname &&
    !isPrivate(link.pathname)
  );
}

function addRules(rules: object) {
  const script = document.createElement('script');
  script.type = 'speculationrules';
  script.textContent = JSON.stringify(rules);
  document.head.append(script);
}

const fetched = new Set<string>();

function prefetch(path: string) {
  if (fetched.has(path) || fetched.size >= HANDFUL) return;
  fetched.add(path);
  if (supportsRules) addRules({ prefetch: [{ source: 'list', urls: [path] }] });
  else {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = path;
    document.head.append(link);
  }
}

/** Prefetches the links of SEEN_LINKS that stay on screen for DWELL_MS, up to HANDFUL. */
function prefetchWhatIsSeen() {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(timers.get(target));
        timers.delete(target);
        if (!isIntersecting) continue;
        timers.set(
          target,
          setTimeout(() => {
            observer.unobserve(target);
            prefetch((target as HTMLAnchorElement).pathname);
            if (fetched.size >= HANDFUL) observer.disconnect();
          }, DWELL_MS),
        );
      }
    },
    { threshold: 0.5 },
  );
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SEEN_LINKS))
    if (worthFetching(link)) observer.observe(link);
}

/** Starts fetching ahead on this page. */
export function fetchAhead(): void {
  if (supportsRules) {
    const never = PRIVATE.flatMap((p) => [p, `${p}/*`]);
    addRules({
      prerender: [
        {
          where: {
            and: [
              { href_matches: '/*' },
              { not: { href_matches: never } },
              { not: { href_matches: '/*\\?*' } },
              { not: { selector_matches: '[download], [target]' } },
            ],
          },
          eagerness: 'moderate',
        },
      ],
    });
  }
  if (matchMedia('(hover: none)').matches) prefetchWhatIsSeen();
}
