/** The local outbox as an HTML page: newest first, with each message's link and code. */
import type { OutboxMessage } from './outbox.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderOutbox(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">${m.channel === 'email' ? 'Email' : 'SMS'} to ${escape(m.to)} · <time datetime="${m.sentAt}">${escape(m.sentAt)}</time></p>
  <pre>${escape(m.text)}</pre>
  ${m.link ? `<p><a href="${escape(m.link)}">Open the link</a></p>` : ''}
  ${m.code ? `<p>Code: <strong>${escape(m.code)}</strong></p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Local outbox · Mtindo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #e7e5e4;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#57534e;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Local outbox</h1>
<p>Emails and texts the local server would have sent. Nothing here leaves this machine.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
