/**
 * On a touch screen, where nothing hovers: the first few product cards and menu links the screen
 * stops on for half a second are marked to be fetched ahead by the page's speculation rules
 * (src/lib/speculation-rules.ts): the first two prerendered (the next page shows at once), the
 * next two prefetched (their HTML only); where the browser lacks the rules, a <link rel=prefetch>.
 * Never more than a handful at once; page.ts loads this only when the connection does not ask to
 * spare data. The side menu, once open, covers the page: the page's marks are dropped (a dropped
 * prerender is discarded) and the menu's links are chosen afresh, the first two prerendered. Closed
 * again, it gives them back: its marks are dropped and the page's links on screen are chosen again.
 */
import { isPrivatePath } from '../lib/private-paths';
import { $mobileMenuOpen } from '../stores/ui';

/** Links fetched by sight on one page, and how many of them are prerendered. */
const HANDFUL = 4;
const PRERENDERED = 2;
const DWELL_MS = 500;
/** The links worth fetching by sight: product cards and the main menu (a phone's side menu). */
const SEEN_LINKS = 'article a[href^="/product/"], [data-main-nav] a[href]';

const supportsRules = HTMLScriptElement.supports?.('speculationrules') ?? false;
/** The links marked now, in the order they were seen. */
let marked: HTMLAnchorElement[] = [];
/** The links the shopper can see now: the side menu's while it is open, else the page's. */
let onScreen = (_link: HTMLAnchorElement) => true;

/** Whether `link` leads to another public page of the store, unfiltered. */
function worthFetching(link: HTMLAnchorElement): boolean {
  return (
    link.origin === location.origin &&
    link.search === '' &&
    link.pathname !== location.pathname &&
    !isPrivatePath(link.pathname)
  );
}

/** Marks `link` to be fetched ahead, unless a handful are or it is not on screen. */
function fetchAhead(link: HTMLAnchorElement) {
  if (marked.length >= HANDFUL || !onScreen(link)) return;
  if (marked.some((other) => other.pathname === link.pathname)) return;
  marked.push(link);
  if (supportsRules) link.dataset.fetchAhead = marked.length <= PRERENDERED ? 'prerender' : 'prefetch';
  else {
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.pathname;
    document.head.append(hint);
  }
}

/**
 * While the side menu is open only its links count, and the page's marks give way to them; once it
 * closes, the menu's marks give way to the page's, and `watch` sees the page's links afresh.
 */
function followSideMenu(watch: (links: HTMLAnchorElement[]) => void) {
  const menu = document.querySelector('[data-mobile-menu]');
  if (!menu || !supportsRules) return;
  // The menu's links: its own and the main nav's, which moves into it while it is open (header.ts).
  const inMenu = (link: Element) => menu.contains(link) || link.closest('[data-main-nav]') !== null;
  // From the start too: the touch that loaded this script may have been the one that opened it.
  $mobileMenuOpen.subscribe((open) => {
    // Closed, the main nav's links count where they show (a wide screen's header); the menu's
    // marks go all the same.
    const kept = open ? inMenu : (link: Element) => !inMenu(link);
    onScreen = open ? inMenu : () => true;
    for (const link of marked) if (!kept(link)) delete link.dataset.fetchAhead;
    marked = marked.filter(kept);
    watch(candidates.filter((link) => kept(link) && !marked.includes(link)));
  });
}

/** The links of SEEN_LINKS worth fetching on this page. */
let candidates: HTMLAnchorElement[] = [];

/** Marks the links of SEEN_LINKS that stay on screen for DWELL_MS, up to HANDFUL at once. */
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
            fetchAhead(target as HTMLAnchorElement);
            if (marked.includes(target as HTMLAnchorElement)) observer.unobserve(target);
          }, DWELL_MS),
        );
      }
    },
    { threshold: 0.5 },
  );
  candidates = [...document.querySelectorAll<HTMLAnchorElement>(SEEN_LINKS)].filter(
    (link) => worthFetching(link) && !link.hasAttribute('download') && !link.target,
  );
  // Observing a link (again) reports at once whether it is on screen.
  const watch = (links: HTMLAnchorElement[]) => {
    for (const link of links) {
      observer.unobserve(link);
      observer.observe(link);
    }
  };
  followSideMenu(watch);
  watch(candidates);
}
