/**
 * Sending a question: the shopper's message joins the conversation at once, the assistant is
 * asked with the recent history, and its reply (or the failure message and the 'Connection Error'
 * toast, spec section 8) follows. Nothing is sent while a reply is pending or when the text is blank.
 */
import { createMessage, FAILURE_TEXT, readReply, toHistory } from '../../lib/chat/conversation';
import { OFFLINE_TEXT } from '../../lib/chat/page-words';
import { askAssistant } from '../../lib/supabase/assistant';
import { $chatMessages, $chatPending, appendChatMessage } from '../../stores/chat';
import { showToast } from '../../stores/toasts';
import { performAction } from './actions';

export async function sendChatMessage(text: string): Promise<boolean> {
  const question = text.trim();
  if (!question || $chatPending.get()) return false;
  appendChatMessage(createMessage(question, 'user'));
  // Without a network the assistant cannot answer: it says so, and asks for nothing.
  if (!navigator.onLine) {
    appendChatMessage(createMessage(OFFLINE_TEXT, 'agent'));
    return true;
  }
  $chatPending.set(true);
  try {
    const { text: answer, action } = readReply(await askAssistant(toHistory($chatMessages.get())));
    appendChatMessage(createMessage(answer, 'agent'));
    if (action) performAction(action);
  } catch (error) {
    console.error('The assistant could not be reached', error);
    if (!navigator.onLine) {
      appendChatMessage(createMessage(OFFLINE_TEXT, 'agent'));
      return true;
    }
    appendChatMessage(createMessage(FAILURE_TEXT, 'agent'));
    showToast('Connection Error', 'Unable to reach the AI assistant. Please try again.', 'destructive');
  } finally {
    $chatPending.set(false);
  }
  return true;
}
