/**
 * The email offer popup itself, fetched when it is time to show it (email-popup.ts): closing or
 * submitting sets the flag. An empty address keeps the popup open with the "Email required" toast;
 * a failure keeps what was typed.
 */
import { markEmailPopupSeen } from '../../stores/email-popup';
import { subscribe } from '../../lib/shopper/subscribe';
import { showToast } from '../../stores/toasts';

/** Shows the popup made from `template`. */
export function showEmailPopup(template: HTMLTemplateElement): void {
  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(
    true,
  ) as HTMLDialogElement;
  const form = dialog.querySelector<HTMLFormElement>('[data-email-popup-form]')!;
  const email = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;

  dialog.addEventListener('close', () => markEmailPopupSeen());
  dialog.querySelector('[data-email-popup-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!email.value.trim()) {
      showToast('Email required', 'Please enter your email to get the offer.', 'destructive');
      email.focus();
      return;
    }
    submit.disabled = true;
    const preferences = new FormData(form).getAll('preferences').map(String);
    const outcome = await subscribe(email.value, 'popup', preferences);
    submit.disabled = false;
    if (outcome === 'subscribed') {
      dialog.close();
      showToast(
        `Welcome to ${dialog.dataset.storeName}!`,
        'Check your email for your 40% OFF discount code!',
      );
    } else if (outcome === 'invalid') {
      showToast('Invalid Email', 'Please enter a valid email address.', 'destructive');
      email.focus();
    } else showToast('Subscription Failed', 'Something went wrong. Please try again.', 'destructive');
  });

  document.body.append(dialog);
  dialog.showModal();
}
