/**
 * The contact form's rules and the messages it hands to the shopper's email or WhatsApp app.
 *
 * @example validateContact({ name: '', email: 'a@b.co', topic: 'order', message: 'Hi' })
 *   // { name: 'Please tell us your name.', message: 'Please write at least 10 characters.' }
 */
import { STORE } from './config';
import { whatsAppLink } from './whatsapp';

export const CONTACT_TOPICS = {
  order: 'An order or delivery',
  sizing: 'Sizing and styling',
  watches: 'Watches',
  returns: 'Returns and refunds',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export interface ContactFields {
  name: string;
  email: string;
  topic: string;
  orderNumber?: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors in the shopper's words; an empty object means the message can go. */
export function validateContact(f: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!f.name.trim()) errors.name = 'Please tell us your name.';
  else if (f.name.trim().length > 100) errors.name = 'Please keep your name under 100 characters.';
  if (!EMAIL.test(f.email.trim())) errors.email = 'Please enter a valid email address.';
  if (!(f.topic in CONTACT_TOPICS)) errors.topic = 'Please choose what your message is about.';
  if (f.message.trim().length < 10) errors.message = 'Please write at least 10 characters.';
  else if (f.message.length > 2000) errors.message = 'Please keep your message under 2,000 characters.';
  return errors;
}

function subject(f: ContactFields): string {
  const topic = CONTACT_TOPICS[f.topic as ContactTopic] ?? 'Message';
  return f.orderNumber?.trim() ? `${topic} (order ${f.orderNumber.trim()})` : topic;
}

function body(f: ContactFields): string {
  return `${f.message.trim()}\n\n— ${f.name.trim()}, ${f.email.trim()}`;
}

/** A mailto: link with the message ready to send from the shopper's email app. */
export function contactMailto(f: ContactFields): string {
  return `mailto:${STORE.email}?subject=${encodeURIComponent(`${subject(f)} — ${STORE.name} website`)}&body=${encodeURIComponent(body(f))}`;
}

/** A WhatsApp click-to-chat link with the same message. */
export function contactWhatsApp(f: ContactFields): string {
  return whatsAppLink(`${subject(f)}\n\n${body(f)}`);
}
