/**
 * The chat's conversation, kept for the browser session (sessionStorage) so that it survives
 * moving between the pages of this multi-page site, and its pending state (spec section 4: sending
 * sets a loading state until the reply returns). Storage that is full, blocked or unreadable is
 * ignored: the conversation still works on the page.
 */
import { atom } from 'nanostores';
import { decodeConversation, greeting, MESSAGES_KEPT, type ChatMessage } from '../lib/chat/conversation';
import { CHAT_STORAGE_KEY } from '../lib/chat/page-words';
import { $session } from './session';

function stored(): ChatMessage[] | undefined {
  try {
    return decodeConversation(sessionStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export const $chatMessages = atom<ChatMessage[]>(stored() ?? greeting());
export const $chatPending = atom(false);

$chatMessages.listen((messages) => {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-MESSAGES_KEPT)));
  } catch {
    // Full or blocked storage: the conversation lives on this page only.
  }
});

// A sign-out ends the conversation (session.ts forgets the stored one): on a shared phone the next
// person starts afresh, even on a page the panel stays open on.
let signedIn = false;
$session.subscribe((session) => {
  if (session.status === 'signed-out' && signedIn) $chatMessages.set(greeting());
  signedIn = session.status === 'signed-in' || session.status === 'needs-code';
});

export function appendChatMessage(message: ChatMessage): void {
  $chatMessages.set([...$chatMessages.get(), message]);
}
