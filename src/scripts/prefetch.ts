/**
 * On a touch screen, where nothing hovers: the first few product cards and menu links the screen
 * stops on for half a second are marked to be fetched ahead by the page's speculation rules
 * (src/lib/speculation-rules.ts): the first two prerendered (the next page shows at once), the
 * next two prefetched (their HTML only); where the browser lacks the rules, a <link rel=prefetch>.
 * Never more than a handful a page; page.ts loads this only when the connection does not ask to
 * spare data.
 */
import { isPrivatePath } from '../lib/private-paths';

/** Links fetched by sight on one page, and how many of them are prerendered. */
const HANDFUL = 4;
const PRERENDERED = 2;
const DWELL_MS = 500;
/** The links worth fetching by sight: product cards and the main menu (a phone's side menu). */
const SEEN_LINKS = 'article a[href^="/product/"], [data-main-nav] a[href]';

const supportsRules = HTMLScriptElement.supports?.('speculationrules') ?? false;
const fetched = new Set<string>();

/** Whether `link` leads to another public page of the store, unfiltered. */
function worthFetching(link: HTMLAnchorElement): boolean {
  return (
    link.origin === location.origin &&
    link.search === '' &&
    link.pathname !== location.pathname &&
    !isPrivatePath(link.pathname)
  );
}

function fetchAhead(link: HTMLAnchorElement) {
  if (fetched.has(link.pathname) || fetched.size >= HANDFUL) return;
  fetched.add(link.pathname);
  if (supportsRules) link.dataset.fetchAhead = fetched.size <= PRERENDERED ? 'prerender' : 'prefetch';
  else {
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  }
}

/** Marks the links of SEEN_LINKS that stay on screen for DWELL_MS, up to HANDFUL. */
export function fetchWhatIsSeen(): void {
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
            fetchAhead(target as HTMLAnchorElement);
            if (fetched.size >= HANDFUL) observer.disconnect();
          }, DWELL_MS),
        );
      }
    },
    { threshold: 0.5 },
  );
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SEEN_LINKS))
    if (worthFetching(link) && !link.hasAttribute('download') && !link.target) observer.observe(link);
}
