// A conversation with the default sales agent: each turn answered by the agent itself, so that
// references ("the second one", "does it run small?") are read back from its own replies.
import type { AgentReply, HistoryMessage } from '../../../supabase/functions/_shared/contracts/chat.ts';
import { respond } from '../../../supabase/functions/chat-assistant/agent.ts';
import type { Catalogue } from '../../../supabase/functions/chat-assistant/catalogue.ts';

/** Runs `turns` through the agent over `catalogue`; its last reply and the history before it. */
export async function converse(
  turns: string[],
  catalogue: Catalogue,
): Promise<{ reply: AgentReply; history: HistoryMessage[] }> {
  const history: HistoryMessage[] = [];
  let reply: AgentReply = { message: '' };
  for (const turn of turns) {
    history.push({ role: 'user', content: turn });
    reply = await respond(history, catalogue);
    history.push({ role: 'assistant', content: reply.message });
  }
  return { reply, history };
}
