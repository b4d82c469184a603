/**
 * Opens the header search dialog: a click or focus on the header's search box, the search button
 * of a small screen, or Ctrl/⌘+K anywhere. What the shopper types before the dialog is on screen
 * follows it there. Without scripts the box is a plain form to /products?q= and the button a link
 * to /products.
 */
import { loadSearch } from '../islands/loader';
import { $searchDraft, openSearch } from '../stores/search';
import { $searchOpen } from '../stores/ui';

const boxes = document.querySelectorAll<HTMLInputElement>('[data-search-form] input[name="q"]');
const buttons = document.querySelectorAll<HTMLElement>('[data-search-open]');

// Focus comes back to the box when the dialog closes: that is not a wish to search again.
let closedAt = -Infinity;
$searchOpen.listen((open) => {
  if (!open) closedAt = performance.now();
});

const open = (draft = '') => {
  if (!$searchOpen.get()) openSearch(draft);
};
const isTextField = (element: Element | null) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

for (const box of boxes) {
  box.setAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  box.addEventListener('pointerover', () => void loadSearch(), { once: true, passive: true });
  box.addEventListener('focus', () => performance.now() - closedAt > 500 && open(box.value));
  box.addEventListener('click', () => open(box.value));
  box.addEventListener('input', () => $searchOpen.get() && $searchDraft.set(box.value));
  // The dialog has taken the text (and the focus).
  box.addEventListener('blur', () => {
    if ($searchOpen.get()) box.value = '';
  });
  // Focused (and perhaps typed in) before this script ran: the dialog opens now, with the words.
  if (box === document.activeElement) open(box.value);
}

for (const button of buttons) {
  button.addEventListener('pointerdown', () => void loadSearch(), { passive: true });
  button.addEventListener('click', (event) => {
    event.preventDefault();
    open();
  });
}
document.addEventListener('keydown', (event) => {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
    event.preventDefault();
    open();
    return;
  }
  // Opened by the shortcut or the button, the dialog may still be loading: keep the keys for it.
  const waiting = $searchOpen.get() && !document.querySelector('#search dialog[open]');
  if (!waiting || isTextField(document.activeElement) || event.ctrlKey || event.metaKey || event.altKey)
    return;
  if (event.key.length === 1) {
    event.preventDefault();
    $searchDraft.set($searchDraft.get() + event.key);
  } else if (event.key === 'Backspace') {
    $searchDraft.set($searchDraft.get().slice(0, -1));
  }
});
