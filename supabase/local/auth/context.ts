/** What every auth handler is given: the database, the settings, delivery, time and the limits. */
import type { LocalConfig } from '../config.ts';
import type { Database } from '../database.ts';
import type { Keyring } from '../keys.ts';
import type { Outbox } from '../outbox.ts';
import type { Limiters } from './rate-limit.ts';

export type AuthConfig = LocalConfig['auth'];

/** The part of the server's Database the auth service uses: owner queries and transactions. */
export type AuthDatabase = Pick<Database, 'query' | 'transaction'>;

export interface AuthContext {
  db: AuthDatabase;
  config: AuthConfig;
  outbox: Outbox;
  /** Milliseconds since the epoch; replaceable so tests can move time. */
  now: () => number;
  limiters: Limiters;
  /** The server's keys: session tokens are signed and verified with them. */
  keys: Keyring;
  log: (line: string) => void;
}

/** GoTrue's fixed lifetimes, in seconds. */
export const MFA_CHALLENGE_EXPIRY = 300;
export const MFA_FACTOR_EXPIRY = 300;
export const FLOW_STATE_EXPIRY = 300;
export const MAX_VERIFIED_FACTORS = 10;

export const nowDate = (ctx: AuthContext) => new Date(ctx.now());
export const nowSeconds = (ctx: AuthContext) => Math.floor(ctx.now() / 1000);
