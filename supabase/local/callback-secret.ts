/**
 * The local server's PAYMENT_CALLBACK_SECRET, the key the edge functions sign M-Pesa callback URLs
 * with (supabase/functions/_shared/payments/callback-secret.ts). Never the documented service role
 * key, which anyone can read: it is made at random the first time a database is used (a PGlite
 * data folder, a PostgreSQL database) and kept in it, in a schema no API role may use, so the
 * callbacks of prompts sent before a restart still verify after it.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/** A fresh callback secret: 48 random bytes, 64 characters of base64url. */
export function generatePaymentCallbackSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The database's callback secret, made on first use. Concurrent first starts agree: the first
 * insert wins and both read it back.
 *
 * @example const secret = await keptPaymentCallbackSecret(db);
 */
export async function keptPaymentCallbackSecret(db: Database): Promise<string> {
  await db.exec(`
    create schema if not exists local_server;
    revoke all on schema local_server from public;
    create table if not exists local_server.secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );
    comment on table local_server.secrets is
      'Secrets the local server makes for itself, once per database. Owner only: no API role may use the schema.';
  `);
  await db.query(
    `insert into local_server.secrets (name, value) values ('payment_callback_secret', $1) on conflict do nothing`,
    [generatePaymentCallbackSecret()],
  );
  const { rows } = await db.query<{ value: string }>(
    `select value from local_server.secrets where name = 'payment_callback_secret'`,
  );
  return rows[0]!.value;
}
