import { describe, expect, it } from 'vitest';
import { contactMailto, contactWhatsApp, validateContact } from '../../../src/lib/contact';

const good = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  topic: 'order',
  orderNumber: 'MT-1042',
  message: 'My parcel has not arrived in Kisumu yet.',
};

describe('contact form', () => {
  it('accepts a complete message', () => expect(validateContact(good)).toEqual({}));

  it('says what is wrong with each field', () => {
    expect(validateContact({ name: ' ', email: 'not-an-email', topic: 'spam', message: 'hi' })).toEqual({
      name: 'Please tell us your name.',
      email: 'Please enter a valid email address.',
      topic: 'Please choose what your message is about.',
      message: 'Please write at least 10 characters.',
    });
    expect(validateContact({ ...good, message: 'x'.repeat(2001) }).message).toMatch(/2,000/);
  });

  it('prepares an email with the topic, order number and the sender', () => {
    const url = new URL(contactMailto(good));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@mtindo.co.ke');
    expect(url.searchParams.get('subject')).toBe('An order or delivery (order MT-1042) — Mtindo website');
    expect(url.searchParams.get('body')).toContain('— Wanjiku Kamau, wanjiku@example.co.ke');
  });

  it('prepares the same message for WhatsApp, safely encoded', () => {
    const url = new URL(contactWhatsApp({ ...good, message: 'Size 10 & 12? <b>' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/254712345678');
    expect(url.searchParams.get('text')).toContain('Size 10 & 12? <b>');
  });
});
