/**
 * Opens the chat panel from its floating button. The panel's code is fetched as the finger or
 * pointer goes down, so it is usually there by the click; the panel shows itself as soon as it
 * has loaded.
 */
import { loadChat } from '../islands/loader';
import { $chatOpen } from '../stores/ui';

const buttons = document.querySelectorAll<HTMLElement>('[data-chat-open]');

for (const button of buttons) {
  button.addEventListener('pointerdown', () => void loadChat(), { passive: true });
  button.addEventListener('pointerover', () => void loadChat(), { once: true, passive: true });
  button.addEventListener('click', (event) => {
    event.preventDefault();
    $chatOpen.set(!$chatOpen.get());
  });
}
$chatOpen.subscribe((open) => {
  for (const button of buttons) {
    button.setAttribute('aria-expanded', String(open));
    button.style.display = open ? 'none' : '';
  }
});
