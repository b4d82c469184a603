/**
 * Opens the chat panel from its floating button. The panel is in the page, pre-rendered and hidden,
 * so a tap shows it at once, ready to type in; its code is fetched as the finger or pointer goes
 * down, and brings the conversation kept for the session and the buttons to life. Until it has,
 * this script answers the panel: a quick option or Enter queues the question (the panel sends it
 * when ready), and the close button closes.
 */
import { loadChat } from '../islands/loader';
import { CHAT_STORAGE_KEY, OFFLINE_TEXT } from '../lib/chat/page-words';
import { $chatOpen, $chatQueued } from '../stores/ui';

/** Shows the pre-rendered panel before its code has arrived. */
function showPanel() {
  const panel = document.getElementById('chat-panel');
  if (!panel || !panel.hidden) return;
  panel.hidden = false;
  // A conversation under way: the quick options are for one that holds just the greeting.
  const held = sessionStorage.getItem(CHAT_STORAGE_KEY);
  const options = panel.querySelector<HTMLElement>('[data-quick-options]');
  if (options && held?.includes('"sender":"user"')) options.hidden = true;
  panel.querySelector('textarea')?.focus();
}

const buttons = document.querySelectorAll<HTMLElement>('[data-chat-open]');
const panel = document.getElementById('chat-panel');
const waiting = () => panel !== null && !panel.hasAttribute('data-ready');

/** Says, in the waiting panel, that the assistant needs a connection (or nothing once it is back). */
function sayOffline(offline: boolean) {
  const note = panel?.querySelector('[data-chat-offline]');
  if (note) note.textContent = offline ? OFFLINE_TEXT : '';
}
addEventListener('online', () => sayOffline(false));

function queue(question: string) {
  if (!question.trim() || $chatQueued.get()) return;
  // Offline, the panel's code may not come: the question waits for the network, and says so.
  if (!navigator.onLine) sayOffline(true);
  $chatQueued.set(question.trim());
  panel?.querySelector<HTMLElement>('[data-quick-options]')?.setAttribute('hidden', '');
}

panel?.addEventListener('click', (event) => {
  if (!waiting()) return;
  const target = event.target as Element;
  const option = target.closest('[data-quick-options] button');
  if (option) queue(option.textContent ?? '');
  else if (target.closest('button[aria-label="Close chat"]')) {
    panel.hidden = true;
    $chatOpen.set(false);
  }
});
panel?.addEventListener('keydown', (event) => {
  if (!waiting() || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
  const box = event.target;
  if (!(box instanceof HTMLTextAreaElement)) return;
  event.preventDefault();
  queue(box.value);
  box.value = '';
});

for (const button of buttons) {
  button.addEventListener('pointerdown', () => void loadChat(), { passive: true });
  button.addEventListener('pointerover', () => void loadChat(), { once: true, passive: true });
  button.addEventListener('click', (event) => {
    event.preventDefault();
    if (!$chatOpen.get()) showPanel();
    $chatOpen.set(!$chatOpen.get());
  });
}
$chatOpen.subscribe((open) => {
  for (const button of buttons) {
    button.setAttribute('aria-expanded', String(open));
    button.style.display = open ? 'none' : '';
  }
});
