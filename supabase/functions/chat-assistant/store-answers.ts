/**
 * Answers to the store's questions (delivery, returns, payment, sizes, hours, contact,
 * authenticity), taken from the store's own FAQ and contact details (store-facts.ts), never made up.
 */
import { CONTACT, FAQ } from '../_shared/store-facts.ts';
import type { Topic } from './understand.ts';

/** Which FAQ questions answer each topic, by their wording. */
const QUESTIONS: Record<Exclude<Topic, 'hours' | 'contact'>, RegExp[]> = {
  orders: [/how can i track my order/i],
  delivery: [/how long does delivery take/i, /how much does delivery cost/i],
  returns: [/can i return something/i, /how will i get my refund/i],
  payment: [/how do i pay with m-pesa/i, /other payment methods/i, /pay on delivery/i],
  sizes: [/how do i find my size/i],
  authenticity: [/are your watches genuine/i],
};

/** The FAQ answers for a topic, joined; an empty list is a sign the FAQ's wording changed. */
export function faqAnswers(topic: keyof typeof QUESTIONS): string[] {
  return QUESTIONS[topic].flatMap((question) =>
    FAQ.filter((f) => question.test(f.question)).map((f) => f.answer),
  );
}

export function answerFor(topic: Topic): string {
  if (topic === 'hours')
    return `Our showroom at ${CONTACT.address} is open ${CONTACT.hours}. Online, you can shop any time.`;
  if (topic === 'contact')
    return `You can reach us on WhatsApp or by phone at ${CONTACT.phone}, by e-mail at ${CONTACT.email}, or visit our showroom at ${CONTACT.address} (${CONTACT.hours}).`;
  return faqAnswers(topic).join(' ');
}
