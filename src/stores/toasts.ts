/**
 * Toasts (spec section 8): one at a time, 5000 ms by default, with a destructive variant. Any
 * script can raise one; the toaster (sonner, in the overlays island) loads on the first
 * (src/islands/loader.ts).
 */
import { atom } from 'nanostores';

export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  /** Rises with each toast, so the same text twice still shows twice. */
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export const $toast = atom<ToastMessage | null>(null);
let next = 1;

export function showToast(
  title: string,
  description?: string,
  variant: ToastMessage['variant'] = 'default',
): void {
  $toast.set({ id: next++, title, description, variant });
}
