/**
 * WhatsApp, where shoppers in Kenya already talk: click-to-chat links to the store's number
 * (STORE.whatsapp) with a message ready to send — an order of the items chosen, a question about
 * an order, or the contact form's message.
 *
 * @example whatsAppLink(orderMessage([{ name: 'Kikoi Shirt', quantity: 2, unitKes: 3200, size: 'M' }]))
 */
import { STORE } from './config';
import { formatKsh } from './money';
import { lineOptions } from '../../supabase/functions/_shared/contracts/line-options';

/** The classes of an "Order on WhatsApp" link: outlined in WhatsApp's green. */
export const WHATSAPP_BUTTON =
  'btn w-full border border-[#1f7a4d] text-[#1f7a4d] hover:bg-[#1f7a4d] hover:text-white';

/** A WhatsApp chat with the store, `text` ready to send. */
export function whatsAppLink(text: string): string {
  return `${STORE.whatsapp}?text=${encodeURIComponent(text)}`;
}

export interface WhatsAppLine {
  name: string;
  quantity: number;
  /** Whole KES for one, after any discount. */
  unitKes: number;
  size?: string | null;
  colour?: string | null;
}

/**
 * An order by WhatsApp: each item with its colour, size, quantity and price, and the total in KSH
 * (delivery is agreed in the chat).
 *
 * @example orderMessage([{ name: 'Kikoi Shirt', quantity: 2, unitKes: 3200, size: 'M' }])
 * // 'Hello Mtindo, I would like to order:\n• 2 × Kikoi Shirt (Size M): KSH 6,400\nTotal: KSH 6,400, before delivery'
 */
export function orderMessage(lines: WhatsAppLine[]): string {
  const items = lines.map((line) => {
    const options = lineOptions(line.colour, line.size);
    return `• ${line.quantity} × ${line.name}${options ? ` (${options})` : ''}: ${formatKsh(line.unitKes * line.quantity)}`;
  });
  const total = lines.reduce((sum, line) => sum + line.unitKes * line.quantity, 0);
  return [
    `Hello ${STORE.name}, I would like to order:`,
    ...items,
    `Total: ${formatKsh(total)}, before delivery`,
  ].join('\n');
}

/** A question about order `number`, for the shopper to finish. */
export function orderQuestion(number: string): string {
  return `Hello ${STORE.name}, I have a question about my order ${number}: `;
}
