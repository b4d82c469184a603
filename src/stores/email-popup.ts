/**
 * The email popup's seen flag (spec section 3), kept under `emailPopupSeen`: absent until the
 * popup is closed or answered, then the time that happened. Shared across tabs like the others.
 */
import { persistentAtom } from '@nanostores/persistent';
import { EMAIL_POPUP_SEEN_KEY } from '../lib/shopper/email-popup';

export const $emailPopupSeen = persistentAtom<string | undefined>(EMAIL_POPUP_SEEN_KEY, undefined);

export function markEmailPopupSeen(now: Date = new Date()): void {
  $emailPopupSeen.set(now.toISOString());
}
