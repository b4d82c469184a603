/**
 * Answers to the store's questions (delivery, returns, payment, sizes, hours, contact,
 * authenticity), taken from the store's own FAQ and contact details (store-facts.ts), never made up.
 */
import { CONTACT, FAQ } from '../_shared/store-facts.ts';
import type { Place } from './places.ts';
import type { Topic } from './understand.ts';

/** Which FAQ questions answer each topic, by their wording. */
const QUESTIONS: Record<Exclude<Topic, 'hours' | 'contact'>, RegExp[]> = {
  orders: [/how can i track my order/i],
  delivery: [/how long does delivery take/i, /how much does delivery cost/i],
  returns: [/can i return something/i, /how will i get my refund/i],
  payment: [/how do i pay with m-pesa/i, /other payment methods/i, /pay on delivery/i],
  pay_on_delivery: [/pay on delivery/i],
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
    return `You can reach us on WhatsApp or by phone at ${CONTACT.phone}, by email at ${CONTACT.email}, or visit our showroom at ${CONTACT.address} (${CONTACT.hours}), our only shop.`;
  return faqAnswers(topic).join(' ');
}

/**
 * The yes or no a yes/no store question gets before its answer ("Can I pay with PayPal?" → No),
 * from the same facts; undefined when the facts do not settle it.
 */
export function yesOrNo(topic: Topic, text: string, place?: Place): 'Yes' | 'No' | undefined {
  switch (topic) {
    case 'payment':
      if (
        /\b(paypal|bitcoin|crypto|bank transfer|cheque|airtel|t-?kash|equitel|instal+ments?|lipa mdogo|layaway|dollars?|usd|euros?|pounds?)\b/.test(
          text,
        )
      )
        return 'No';
      if (/\b(m-?pesa|cards?|visa|mastercard|debit|credit|shillings|kes|ksh)\b/.test(text)) return 'Yes';
      return undefined;
    case 'hours':
      return /\b(sundays?|saturdays?|weekends?|today|tomorrow|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|evenings?)\b/.test(
        text,
      )
        ? 'Yes'
        : undefined;
    case 'authenticity':
      if (/\b(fake|replicas?|copy|copies|counterfeit|knock-?offs?|imitations?|mtumba)\b/.test(text))
        return 'No';
      return /\b(genuine|original|authentic|real|legit)\b/.test(text) ? 'Yes' : undefined;
    case 'returns':
      // Opened beauty products and earrings cannot be returned, nor anything after the return window.
      if (
        /\b(earrings?|lipsticks?|make-?up|perfumes?|fragrances?|creams?|lotions?|serums?|oils?|gloss|beauty|opened|used|worn|washed)\b/.test(
          text,
        )
      )
        return 'No';
      if (/\b(\d+|two|three|four|six)\s*months?\b|\b([5-9]|\d{2}|five|six|seven|eight)\s*weeks?\b/.test(text))
        return 'No';
      return 'Yes';
    case 'sizes':
    case 'orders':
      return 'Yes';
    case 'contact':
      if (/\b(branch|branches|shop|store|showroom|outlet)\b/.test(text) && place)
        return 'kind' in place && place.kind === 'nairobi' ? 'Yes' : 'No';
      return /\b(physical|visit|walk in|come to|showroom|shop)\b/.test(text) ? 'Yes' : undefined;
    default:
      return undefined;
  }
}
