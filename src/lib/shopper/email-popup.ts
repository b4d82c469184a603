/**
 * The email popup's rules (spec sections 4 and 9): 5000 ms after load, unless already seen. It
 * does not interrupt the shopper's or the staff's own pages (sign-in, account, checkout, admin).
 */
import { isPrivatePath } from '../private-paths';

export const EMAIL_POPUP_DELAY_MS = 5000;
export const EMAIL_POPUP_SEEN_KEY = 'emailPopupSeen';

export function showsEmailPopup(pathname: string, seen: boolean): boolean {
  return !seen && !isPrivatePath(pathname.replace(/(.)\/+$/, '$1'));
}
