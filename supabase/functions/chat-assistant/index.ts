/**
 * The chat-assistant edge function (spec section 6): `{messages:[{role,content}]}` in,
 * `{message, action?}` out. The default agent needs no API key; when a language model is
 * configured (model.ts) it answers instead, and the default agent takes over on any failure.
 * The catalogue is read with the anon key whoever asks: the assistant answers everyone alike.
 */
import { preflight } from '../_shared/cors.ts';
import { json } from '../_shared/http.ts';
import { admit } from '../_shared/caller.ts';
import { callerClient, projectOf } from '../_shared/supabase.ts';
import { respond } from './agent.ts';
import { databaseCatalogue } from './catalogue.ts';
import { readConversation } from './conversation.ts';
import { modelReply, modelSettings } from './model.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return json(405, { error: 'Send the conversation with POST.' });
  const project = projectOf(env);
  // Anyone in the shop may ask: the publishable key (every store page holds it) is the gate.
  const admitted = await admit(project, request, ['publishable']);
  if (admitted instanceof Response) return admitted;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, {
      error: 'The request body must be JSON: {"messages":[{"role":"user","content":"…"}]}.',
    });
  }
  const conversation = readConversation(body);
  if ('error' in conversation) return json(400, { error: conversation.error });

  const catalogue = databaseCatalogue(callerClient(project, null));
  try {
    const settings = modelSettings(env);
    if (settings) {
      const reply = await modelReply(conversation.messages, catalogue, settings).catch((error) => {
        console.error('chat-assistant: the language model failed; the default agent answers', error);
        return undefined;
      });
      if (reply) return json(200, reply);
    }
    return json(200, await respond(conversation.messages, catalogue));
  } catch (error) {
    console.error('chat-assistant: no reply', error);
    return json(500, { error: 'The assistant could not reach the catalogue. Please try again.' });
  }
});
