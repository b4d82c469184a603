/**
 * The chat's conversation (spec section 3: a message is id, text, sender and timestamp; the history
 * sent to the server is role and content) and what a reply from the assistant means for it.
 */
import type {
  CartProduct as ChatProduct,
  ChatAction,
} from '../../../supabase/functions/_shared/contracts/chat';
import { STORE } from '../config';

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'agent';
  timestamp: number;
}

/** The reply's action, as the chat-assistant function defines it (spec section 6). */
export type {
  ChatAction,
  CartProduct as ChatProduct,
} from '../../../supabase/functions/_shared/contracts/chat';

export const GREETING =
  "Hi! I'm Mtindo's AI sales agent. I can help you find fashion, watches, bags and beauty, answer questions about delivery and payment, and add things to your cart. What are you looking for today?";

export const QUICK_OPTIONS = [
  'Show me Nike Air Jordans',
  'I need a designer handbag',
  'Add a silk evening gown to cart',
  "What's on sale right now?",
] as const;

export const FAILURE_TEXT = `I'm sorry, I'm having technical difficulties right now. Please try again in a moment, or contact our support team at ${STORE.email} or ${STORE.phone}.`;
export const NO_ANSWER_TEXT = "I'm sorry, I didn't quite catch that. Could you say it another way?";
export const ACTION_ONLY_TEXT = 'Let me help you with that!';

/** Messages sent with each question: the assistant reads the recent conversation only. */
export const HISTORY_SENT = 30;
/** Messages kept for the browser session. */
export const MESSAGES_KEPT = 100;

let counter = 0;

export function createMessage(text: string, sender: ChatMessage['sender'], now = Date.now()): ChatMessage {
  counter += 1;
  return { id: `${sender}-${now}-${counter}`, text, sender, timestamp: now };
}

export function greeting(now = Date.now()): ChatMessage[] {
  return [{ id: 'greeting', text: GREETING, sender: 'agent', timestamp: now }];
}

/** The history the function reads: role and content, the greeting included. */
export function toHistory(messages: ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .slice(-HISTORY_SENT)
    .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.text }));
}

/** Whether the quick options show: only while the conversation holds just the greeting. */
export function showsQuickOptions(messages: ChatMessage[]): boolean {
  return messages.length === 1 && messages[0]!.sender === 'agent';
}

const ACTIONS = new Set(['add_to_cart', 'view_cart', 'navigate_to_checkout']);

function readProduct(value: unknown): ChatProduct | undefined {
  const p = value as Partial<ChatProduct> | null | undefined;
  if (!p || typeof p.productId !== 'string' || typeof p.name !== 'string') return undefined;
  if (typeof p.price !== 'number' || !Number.isFinite(p.price) || p.price < 0) return undefined;
  const quantity = Number.isInteger(p.quantity) && p.quantity! > 0 ? p.quantity! : 1;
  return {
    productId: p.productId,
    name: p.name,
    price: p.price,
    quantity,
    ...(typeof p.size === 'string' && p.size ? { size: p.size } : {}),
    ...(typeof p.colour === 'string' && p.colour ? { colour: p.colour } : {}),
  };
}

/**
 * What a reply says and does (spec section 8): a reply without a message gets the apology, an
 * action without one says 'Let me help you with that!'; an add without a usable product is no action.
 */
export function readReply(data: unknown): { text: string; action?: ChatAction } {
  const reply = (data ?? {}) as { message?: unknown; action?: { type?: unknown; product?: unknown } };
  const message = typeof reply.message === 'string' ? reply.message.trim() : '';
  let action: ChatAction | undefined;
  if (reply.action && typeof reply.action.type === 'string' && ACTIONS.has(reply.action.type)) {
    const type = reply.action.type as ChatAction['type'];
    const product = readProduct(reply.action.product);
    if (type !== 'add_to_cart') action = { type };
    else if (product) action = { type, product };
  }
  if (message) return action ? { text: message, action } : { text: message };
  if (action) return { text: ACTION_ONLY_TEXT, action };
  return { text: NO_ANSWER_TEXT };
}

/** A conversation read back from storage; anything unreadable starts a new one. */
export function decodeConversation(raw: string | null): ChatMessage[] | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    const messages = parsed.filter(
      (m): m is ChatMessage =>
        typeof m === 'object' &&
        m !== null &&
        typeof m.id === 'string' &&
        typeof m.text === 'string' &&
        (m.sender === 'user' || m.sender === 'agent') &&
        typeof m.timestamp === 'number',
    );
    return messages.length > 0 ? messages.slice(-MESSAGES_KEPT) : undefined;
  } catch {
    return undefined;
  }
}
