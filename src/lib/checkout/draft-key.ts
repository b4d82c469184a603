/**
 * Where the checkout keeps its draft in the browser (localStorage; draft.ts reads and writes it): a
 * module of its own, so that the session, which forgets it at any sign-out (src/stores/session.ts,
 * on every page), carries none of the checkout's code.
 */
export const CHECKOUT_STORAGE_KEY = 'mtindo-checkout';
