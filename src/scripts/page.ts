/**
 * What every page runs, as one module: the splash, the header (menus, search, account, currency,
 * the cart and wishlist counts and buttons) and the email offer popup. One request at load, not
 * one per component: on a phone's slow connection each is a round trip before the first paint.
 * In document order, as the components' own scripts ran. A product list's filters
 * (catalogue-filters.ts) are a chunk of their own, asked for once this module runs on a page that
 * has a list: they are not needed for the list's first paint.
 */
import { watchIslands } from '../islands/loader';
import './shopper/splash';
import './header';
import './account-buttons';
import './search-open';
import './chat-open';
import './currency';
import './shopper/index';
import './shopper/email-popup';
import { watchConnection } from './offline';
import { savesData } from '../lib/shopper/connection';

watchIslands();
watchConnection();

// On a touch screen the few links a shopper stops on are marked for the page's speculation rules to
// fetch ahead (prefetch.ts; src/lib/speculation-rules.ts), unless the connection asks to spare
// data. Its code waits for the shopper's first scroll, touch or key: nothing is fetched ahead for
// a visit that only looks at the first screen, and none of it is part of the first paint.
if (!savesData() && matchMedia('(hover: none)').matches) {
  const REACHES = ['pointerdown', 'scroll', 'keydown'] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REACHES) removeEventListener(type, start, true);
    void import('./prefetch').then(({ fetchWhatIsSeen }) => fetchWhatIsSeen());
  };
  for (const type of REACHES) addEventListener(type, start, { capture: true, passive: true });
}

if (document.querySelector('[data-catalogue]')) void import('./catalogue-filters');
