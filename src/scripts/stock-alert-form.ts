/**
 * "Tell me when it is back" on a sold-out product's page: the button that opens its form (a page
 * built in stock, found sold out), and the form, whose code comes with the first submission.
 */
document.addEventListener('click', (event) => {
  const opener = (event.target as Element).closest<HTMLElement>('[data-stock-alert-open]');
  const form = opener && document.querySelector<HTMLFormElement>('[data-stock-alert]');
  if (!opener || !form) return;
  opener.hidden = true;
  form.hidden = false;
  form.querySelector<HTMLElement>('select, input')?.focus();
});

document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  if (!form.matches('[data-stock-alert]')) return;
  event.preventDefault();
  import('./stock-alert').then(({ sendStockAlert }) => sendStockAlert(form)).catch(() => {});
});
