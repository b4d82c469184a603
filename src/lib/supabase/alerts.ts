/**
 * Alerts a shopper asks for: to be told when a sold-out product is back (anyone, by email or
 * phone, confirmed once by a link), to be told of a lower price on a wishlisted product (signed
 * in, opt-in), and the links in those messages that confirm or stop them without signing in.
 */
import { keptSession } from '../auth/stored-session';
import { getCatalogueClient } from './catalogue-reads';
import { getSupabase, resolveClient, type ClientSource } from './client';
import { unwrap } from './errors';

/** Told at once ('confirmed': the contact was confirmed before), or after the link ('confirm_sent'). */
export type StockAlertAnswer = 'confirmed' | 'confirm_sent';

/**
 * Asks to be told when a product (in a size) is back in stock. Signed in, the shopper's own
 * confirmed address needs no link; a visitor's call carries the publishable key only.
 */
export async function requestStockAlert(
  productId: string,
  contact: string,
  size: string | null,
): Promise<StockAlertAnswer> {
  const args = { product_slug: productId, contact, size: size ?? undefined };
  const answer = keptSession()
    ? await (await getSupabase()).rpc('request_stock_alert', args)
    : await (await getCatalogueClient()).rpc('request_stock_alert', args);
  return unwrap(answer, 'alerts') === 'confirmed' ? 'confirmed' : 'confirm_sent';
}

/** Confirms an alert by its link's token; the product's name. */
export async function confirmStockAlert(token: string): Promise<string> {
  const rest = await getCatalogueClient();
  return unwrap(await rest.rpc('confirm_stock_alert', { token }), 'alerts');
}

/** Stops the messages a link's token stands for; what was stopped, in words. */
export async function stopShopperMessages(token: string, what: string): Promise<string> {
  const rest = await getCatalogueClient();
  return unwrap(await rest.rpc('stop_shopper_messages', { token, what }), 'alerts');
}

/** Whether the signed-in shopper is told of lower prices on their wishlist. */
export async function readPriceDropAlerts(source?: ClientSource): Promise<boolean> {
  const supabase = await resolveClient(source);
  const rows = unwrap(await supabase.from('profiles').select('price_drop_alerts'), 'shop');
  return rows[0]?.price_drop_alerts ?? false;
}

/** Turns the signed-in shopper's price drop alerts on or off. */
export async function setPriceDropAlerts(on: boolean, userId: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  unwrap(await supabase.from('profiles').update({ price_drop_alerts: on }).eq('id', userId), 'shop');
}
