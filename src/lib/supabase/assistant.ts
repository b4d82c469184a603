/**
 * The sales assistant's edge function (spec section 6: chat-assistant, body {messages}) through
 * Supabase's own functions client alone, loaded on the first question: the assistant answers
 * everyone alike, so the call carries the anon key, never a shopper's session.
 */
import { getAnonFunctions } from './functions';

/** A reply slower than this is treated as a failure, so the chat never waits for ever. */
export const ASSISTANT_TIMEOUT_MS = 20_000;

/** The function's reply as sent (read it with readReply); throws when it cannot be reached. */
export async function askAssistant(
  messages: { role: 'user' | 'assistant'; content: string }[],
): Promise<unknown> {
  const functions = await getAnonFunctions();
  const { data, error } = await functions.invoke('chat-assistant', {
    body: { messages },
    timeout: ASSISTANT_TIMEOUT_MS,
  });
  if (error) throw error;
  return data;
}
