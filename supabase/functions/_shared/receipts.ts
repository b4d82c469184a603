/** The receipt email and the SMS a shopper gets when an order is paid or confirmed. */
import { CONTACT } from './store-facts.ts';
import type { Message } from './notify.ts';
import type { OrderView } from './contracts/orders.ts';
import { lineOptions } from './contracts/line-options.ts';

/** "KSH 6,300", as the store shows prices (standing decision 1). */
export const ksh = (amount: number) => `KSH ${Math.round(amount).toLocaleString('en-US')}`;

export const orderLink = (siteUrl: string, accessKey: string) =>
  `${siteUrl.replace(/\/+$/, '')}/order?key=${accessKey}`;

const METHOD: Record<OrderView['payment_method'], string> = {
  mpesa: 'M-Pesa',
  card: 'card',
  pay_on_delivery: 'pay on delivery',
};

function lineText(line: OrderView['lines'][number]): string {
  const options = lineOptions(line.colour, line.size);
  return `${line.quantity} × ${line.product_name}${options ? ` (${options})` : ''}  ${ksh(line.line_total_kes)}`;
}

function deliveryText(order: OrderView): string {
  if (order.delivery_zone.startsWith('pickup'))
    return `${order.delivery_zone_name}. We will tell you when it is ready.`;
  const place = [
    order.address,
    order.town,
    order.country === 'Kenya' ? order.delivery_zone_name : order.country,
  ]
    .filter(Boolean)
    .join(', ');
  return `${place} (${order.delivery_days})`;
}

/**
 * The receipt email and the SMS for an order that is paid, or placed to pay on delivery (the shop
 * then calls to confirm it: the messages say so).
 */
export function orderMessages(order: OrderView, link: string): Message[] {
  const toConfirm = order.status === 'awaiting_confirmation';
  const paid = order.status !== 'confirmed' && !toConfirm;
  const state = paid ? 'paid' : toConfirm ? 'received' : 'confirmed';
  const receipt = order.payment?.receipt;
  const payment = paid
    ? `Paid by ${METHOD[order.payment_method]}: ${ksh(order.total_kes)}${receipt ? ` (receipt ${receipt})` : ''}.`
    : `To pay on delivery: ${ksh(order.total_kes)}, by M-Pesa or cash when the rider hands you your parcel.`;
  const firstName = order.customer_name.split(/\s+/)[0] ?? order.customer_name;
  const text = [
    `Hello ${firstName},`,
    '',
    `Thank you for shopping with ${CONTACT.name}. Your order ${order.number} is ${state}.`,
    ...(toConfirm ? [`We will call you on ${order.phone} to confirm it before we send it.`] : []),
    '',
    ...order.lines.map(lineText),
    `Delivery  ${order.delivery_fee_kes === 0 ? 'Free' : ksh(order.delivery_fee_kes)}`,
    `Total  ${ksh(order.total_kes)}`,
    '',
    payment,
    `Delivery to: ${deliveryText(order)}`,
    '',
    `Follow your order: ${link}`,
    '',
    `Questions? Reply to this email or WhatsApp us on ${CONTACT.phone}.`,
  ].join('\n');
  const sms = paid
    ? `${CONTACT.name}: payment of ${ksh(order.total_kes)} received for order ${order.number}${receipt ? ` (${receipt})` : ''}. We will deliver ${order.delivery_days.toLowerCase()}. Track: ${link}`
    : `${CONTACT.name}: order ${order.number} ${state}.${toConfirm ? ' We will call you to confirm it.' : ''} Pay ${ksh(order.total_kes)} on delivery. Track: ${link}`;
  return [
    { channel: 'email', to: order.email, subject: `Your ${CONTACT.name} order ${order.number}`, text },
    { channel: 'sms', to: order.phone, subject: `Order ${order.number}`, text: sms },
  ];
}
