/**
 * The request body the widget sends (spec section 6: `{messages:[{role,content}]}`), checked and
 * trimmed: a clear message for anything else, and never more than the agent needs to read.
 */
import type { HistoryMessage } from '../_shared/contracts/chat.ts';

/** The agent reads the latest messages only: enough for "the second one" and "something cheaper". */
export const MESSAGES_READ = 30;
/** A longer message is cut, not refused: nobody types more into a chat box. */
export const MESSAGE_CHARS = 2000;
/** More messages than this is not a conversation from the widget. */
const MESSAGES_ACCEPTED = 500;

export type Conversation = { messages: HistoryMessage[] } | { error: string };

const SHAPE = 'Send {"messages":[{"role":"user","content":"…"}]}.';

export function readConversation(body: unknown): Conversation {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0)
    return { error: `The request needs a non-empty list of messages. ${SHAPE}` };
  if (messages.length > MESSAGES_ACCEPTED)
    return { error: `A conversation can hold at most ${MESSAGES_ACCEPTED} messages.` };
  const read: HistoryMessage[] = [];
  for (const [i, message] of messages.entries()) {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant')
      return { error: `Message ${i + 1} needs a role of "user" or "assistant". ${SHAPE}` };
    if (typeof content !== 'string') return { error: `Message ${i + 1} needs its content as text. ${SHAPE}` };
    read.push({ role, content: content.slice(0, MESSAGE_CHARS) });
  }
  if (read.at(-1)!.role !== 'user') return { error: 'The last message must be the shopper’s (role "user").' };
  return { messages: read.slice(-MESSAGES_READ) };
}
