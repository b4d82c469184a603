/**
 * The newsletter form: a submit is held here, at once, and sent by newsletter-submit.ts, whose code
 * (the check, the request, the toasts) is fetched on the first submit rather than with every page.
 */
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-newsletter-form]')) return;
  event.preventDefault();
  void import('./newsletter-submit').then(({ submitNewsletter }) => submitNewsletter(form));
});
