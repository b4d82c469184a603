/** Contact form: check each field, then open the shopper's email app or WhatsApp with the message. */
import type { ContactFields } from '../lib/contact';
import { contactMailto, contactWhatsApp, validateContact } from '../lib/contact';

const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
const done = document.querySelector<HTMLElement>('[data-contact-done]');

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const fields: ContactFields = {
    name: String(data.get('name') ?? ''),
    email: String(data.get('email') ?? ''),
    topic: String(data.get('topic') ?? ''),
    orderNumber: String(data.get('orderNumber') ?? ''),
    message: String(data.get('message') ?? ''),
  };
  const errors = validateContact(fields);
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor as keyof ContactFields;
    const message = errors[name] ?? '';
    slot.textContent = message;
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLElement) input.setAttribute('aria-invalid', String(Boolean(message)));
  }
  const firstError = Object.keys(errors)[0];
  if (firstError) {
    (form.elements.namedItem(firstError) as HTMLElement | null)?.focus();
    return;
  }
  const viaWhatsApp = (event.submitter as HTMLButtonElement | null)?.value === 'whatsapp';
  const link = viaWhatsApp ? contactWhatsApp(fields) : contactMailto(fields);
  if (done) {
    done.querySelector('[data-contact-channel]')!.textContent = viaWhatsApp ? 'WhatsApp' : 'email app';
    done.hidden = false;
    done.focus();
  }
  // What was typed stays in the form, so nothing is lost if the app does not open.
  if (viaWhatsApp) window.open(link, '_blank', 'noopener');
  else window.location.href = link;
});
