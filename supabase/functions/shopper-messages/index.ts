/**
 * Sends the messages the database queued for shoppers (shopper_messages: a product back in stock,
 * a lower price on a wishlisted product, an alert to confirm, a reminder to review a delivered
 * order), through the store's providers (_shared/notify.ts). The server only: POST with the
 * project's secret key → `{queued, sent, failed}`. Hosted Supabase calls it each minute (pg_cron
 * and pg_net, see the shopper_alerts migration); the local server does by itself. Review reminders
 * due are queued first. A message that fails stays for the next call, five tries at most.
 */
import { admit } from '../_shared/caller.ts';
import type { ShopperMessagesRun } from '../_shared/contracts/shopper-messages.ts';
import { rpc, unwrap } from '../_shared/database-error.ts';
import { json } from '../_shared/http.ts';
import { deliverer } from '../_shared/notify.ts';
import { projectOf, serviceClient } from '../_shared/supabase.ts';

const env = (name: string) => Deno.env.get(name);

/** The store's address in a message's links. */
const siteOf = () => (env('SITE_URL') ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');

Deno.serve(async (request: Request) => {
  if (request.method !== 'POST') return json(405, { error: 'Ask with POST.', field: null });
  const project = projectOf(env);
  const admitted = await admit(project, request, ['secret']);
  if (admitted instanceof Response) return admitted;
  const db = serviceClient(project);
  const send = deliverer(env);
  try {
    const queued = unwrap(await db.rpc('queue_review_reminders'), 'queue_review_reminders');
    const messages = await rpc(db, 'claim_shopper_messages', { max_rows: 100 });
    const site = siteOf();
    let sent = 0;
    let failed = 0;
    for (const message of messages) {
      const fill = (text: string) => text.replaceAll('{site}', site);
      const error = await send({
        channel: message.channel === 'sms' ? 'sms' : 'email',
        to: message.recipient,
        subject: fill(message.subject),
        text: fill(message.body),
      }).then(
        () => null,
        (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)).slice(0, 500),
      );
      await rpc(db, 'settle_shopper_message', { message_id: message.id, error: error ?? undefined });
      if (error) failed += 1;
      else sent += 1;
    }
    return json(200, { queued, sent, failed } satisfies ShopperMessagesRun);
  } catch (error) {
    console.error('shopper-messages failed', error);
    return json(500, { error: 'Sending shopper messages failed.', field: null });
  }
});
