/**
 * Opens the e-mail offer popup 5000 ms after load (after the splash, when one is showing) unless
 * it was seen; closing or submitting sets the flag. An empty address keeps the popup open with the
 * "Email required" toast; a failure keeps what was typed.
 */
import { EMAIL_POPUP_DELAY_MS, showsEmailPopup } from '../../lib/shopper/email-popup';
import { $emailPopupSeen, markEmailPopupSeen } from '../../stores/email-popup';
import { subscribe } from '../../lib/shopper/subscribe';
import { showToast } from '../../stores/toasts';
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
  const dialog = (template.content.firstElementChild as HTMLDialogElement).cloneNode(
    true,
  ) as HTMLDialogElement;
  const form = dialog.querySelector<HTMLFormElement>('[data-email-popup-form]')!;
  const email = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;

  const wait = Math.max(0, EMAIL_POPUP_DELAY_MS - performance.now());
  void Promise.all([splashDone, new Promise((r) => setTimeout(r, wait))]).then(() => {
    // Another tab may have shown it meanwhile; and never over another open dialog.
    if (seen() || document.querySelector('dialog[open]')) return;
    document.body.append(dialog);
    dialog.showModal();
  });

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
}
