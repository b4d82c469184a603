/**
 * Opens the email offer popup 5000 ms after load (after the splash, when one is showing) unless
 * it was seen: the popup's own code (email-popup-dialog.ts) is fetched then, not with every page.
 */
import { EMAIL_POPUP_DELAY_MS, showsEmailPopup } from '../../lib/shopper/email-popup';
import { $emailPopupSeen } from '../../stores/email-popup';
import { splashDone } from './splash';

const template = document.querySelector<HTMLTemplateElement>('[data-email-popup-template]');

function seen(): boolean {
  try {
    localStorage.getItem('probe'); // throws where storage is blocked
  } catch {
    return true; // without storage the flag cannot be kept: do not ask on every page
  }
  return $emailPopupSeen.get() !== undefined;
}

if (template && showsEmailPopup(location.pathname, seen())) {
  const wait = Math.max(0, EMAIL_POPUP_DELAY_MS - performance.now());
  void Promise.all([splashDone, new Promise((r) => setTimeout(r, wait))]).then(async () => {
    // Another tab may have shown it meanwhile; and never over another open dialog.
    if (seen() || document.querySelector('dialog[open]')) return;
    const { showEmailPopup } = await import('./email-popup-dialog');
    if (!seen() && !document.querySelector('dialog[open]')) showEmailPopup(template);
  });
}
