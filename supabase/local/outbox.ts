/**
 * Where emails and texts go. The local server delivers nothing (the Supabase CLI uses Inbucket
 * for this): every message is kept in memory, printed to the console, and listed on the page
 * `/_local/outbox`, where a developer clicks the confirmation link. Real delivery is hosted or
 * self-hosted Supabase's, through the project's SMTP settings and Send SMS hook.
 */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The action link of an email (confirm, recover), when it has one. */
  link?: string;
  /** The one-time code of an SMS or email OTP, when it has one. */
  code?: string;
  sentAt: string;
}

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly log: (line: string) => void = console.log) {}

  send(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    const stored = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.push(stored);
    if (this.messages.length > 500) this.messages.shift();
    this.log(
      `[outbox] ${message.channel} to ${message.to}: ${message.subject}${message.link ? ` — ${message.link}` : ''}${message.code ? ` — code ${message.code}` : ''}`,
    );
    return stored;
  }

  /** Newest first; optionally only those to one address or phone. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  latest(to: string): OutboxMessage | undefined {
    return this.list(to)[0];
  }
}

/** A message an edge function hands over (`{channel, to, subject, text}`), or undefined if it is not one. */
export function readOutboxMessage(body: Buffer): Omit<OutboxMessage, 'id' | 'sentAt'> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const { channel, to, subject, text } = (value ?? {}) as Record<string, unknown>;
  if (channel !== 'email' && channel !== 'sms') return undefined;
  if (typeof to !== 'string' || !to || to.length > 254) return undefined;
  if (typeof subject !== 'string' || subject.length > 200 || typeof text !== 'string' || text.length > 20_000)
    return undefined;
  return { channel, to, subject, text };
}
