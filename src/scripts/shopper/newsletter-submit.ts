/**
 * Sending the newsletter form (spec sections 4, 5 and 8): idle → submitting ("Subscribing...",
 * inputs disabled) → idle, the field cleared after success and kept after a failure so nothing is
 * lost. Fetched on the first submit (newsletter-form.ts), not with every page.
 */
import { looksLikeEmail, subscribe } from '../../lib/shopper/subscribe';
import { showToast } from '../../stores/toasts';

const INVALID = ['Invalid Email', 'Please enter a valid email address.'] as const;

export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  const input = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.dataset.idleLabel ??= button.textContent ?? 'Subscribe';
  const setBusy = (busy: boolean) => {
    input.disabled = busy;
    button.disabled = busy;
    button.textContent = busy ? 'Subscribing...' : button.dataset.idleLabel!;
  };

  if (!looksLikeEmail(input.value)) {
    showToast(...INVALID, 'destructive');
    input.focus();
    return;
  }
  setBusy(true);
  const outcome = await subscribe(input.value, 'newsletter');
  setBusy(false);
  if (outcome === 'subscribed') {
    input.value = '';
    showToast('Successfully Subscribed!', "You'll receive our latest fashion updates and exclusive offers.");
  } else if (outcome === 'invalid') {
    showToast(...INVALID, 'destructive');
    input.focus();
  } else showToast('Subscription Failed', 'Something went wrong. Please try again.', 'destructive');
}
