/** Sends a product page's "Tell me when it is back" form (src/lib/html/buy-box.ts). */
import { DataError } from '../lib/supabase/errors';
import { requestStockAlert } from '../lib/supabase/alerts';

export async function sendStockAlert(form: HTMLFormElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[data-stock-alert-status]')!;
  const fields = new FormData(form);
  const contact = String(fields.get('contact') ?? '').trim();
  if (!contact) {
    status.textContent = 'Enter an email address or a Kenyan mobile number, like 0712 345 678.';
    form.querySelector<HTMLInputElement>('[name=contact]')?.focus();
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.disabled = true;
  status.textContent = 'Sending…';
  try {
    const answer = await requestStockAlert(
      form.dataset.stockAlert!,
      contact,
      String(fields.get('size') ?? '') || null,
    );
    status.textContent =
      answer === 'confirmed'
        ? `Done. We will tell ${contact} when it is back.`
        : `Almost done: open the link we sent to ${contact} to confirm your alert.`;
  } catch (error) {
    status.textContent =
      error instanceof DataError
        ? error.message
        : 'Something went wrong on our side. Please try again in a moment.';
  } finally {
    button.disabled = false;
  }
}
