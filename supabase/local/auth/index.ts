/**
 * The local GoTrue-compatible auth service (`/auth/v1`): what `@supabase/supabase-js` calls for
 * email and password accounts, sessions, password recovery and MFA, with GoTrue's responses,
 * error codes and limits. `handle` takes a request below `/auth/v1` and never throws.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { LocalConfig } from '../config.ts';
import type { ApiRequest, ApiResponse } from '../http.ts';
import { localKeyring, type Keyring } from '../keys.ts';
import type { Outbox } from '../outbox.ts';
import type { AuthContext, AuthDatabase } from './context.ts';
import { errorResponse, notFound } from './errors.ts';
import { authorize, callback, linkIdentity, unlinkIdentity } from './identities.ts';
import { logout } from './logout.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { createLimiters } from './rate-limit.ts';
import { otp } from './otp.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { health, jwks, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { findUserByEmail, insertEmailUser, insertIdentity } from './users.ts';
import { validateEmail } from './validation.ts';
import { verifyGet, verifyPost } from './verify.ts';

export interface AuthOptions {
  /** The server's Database (only `query` and `transaction` are used, as the owner). */
  db: AuthDatabase;
  config: LocalConfig['auth'];
  outbox: Outbox;
  /** The server's keys, for session tokens; the documented local ones by default. */
  keys?: Keyring;
  /** Milliseconds since the epoch; for tests that move time. */
  now?: () => number;
  /** Where unexpected (500) errors are logged; console.error by default. */
  log?: (line: string) => void;
}

export interface AuthService {
  /** Answers a request whose `path` is below /auth/v1. Never throws; 500 only for server faults. */
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** For the server's demo accounts: creates a confirmed email user if absent; returns its id. */
  ensureUser(input: { email: string; password: string; fullName?: string }): Promise<string>;
}

/** The auth schema (schema.sql); the server runs it after bootstrap.sql, before the migrations. */
export const AUTH_SCHEMA_SQL: string = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

type Handler = (ctx: AuthContext, request: ApiRequest, param: string) => Promise<ApiResponse> | ApiResponse;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/health$/, handler: () => health() },
  { method: 'GET', pattern: /^\/settings$/, handler: (ctx) => settings(ctx) },
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/, handler: (ctx) => jwks(ctx) },
  { method: 'POST', pattern: /^\/signup$/, handler: signup },
  { method: 'POST', pattern: /^\/token$/, handler: token },
  { method: 'GET', pattern: /^\/verify$/, handler: verifyGet },
  { method: 'POST', pattern: /^\/verify$/, handler: verifyPost },
  { method: 'POST', pattern: /^\/recover$/, handler: recover },
  { method: 'POST', pattern: /^\/otp$/, handler: otp },
  { method: 'POST', pattern: /^\/resend$/, handler: resend },
  { method: 'POST', pattern: /^\/logout$/, handler: logout },
  { method: 'GET', pattern: /^\/user$/, handler: getUser },
  { method: 'PUT', pattern: /^\/user$/, handler: updateUser },
  { method: 'GET', pattern: /^\/authorize$/, handler: authorize },
  { method: 'GET', pattern: /^\/callback$/, handler: callback },
  { method: 'POST', pattern: /^\/callback$/, handler: callback },
  { method: 'GET', pattern: /^\/user\/identities\/authorize$/, handler: linkIdentity },
  { method: 'DELETE', pattern: /^\/user\/identities\/([^/]+)$/, handler: unlinkIdentity },
  { method: 'POST', pattern: /^\/factors$/, handler: enrollFactor },
  { method: 'POST', pattern: /^\/factors\/([^/]+)\/challenge$/, handler: challengeFactor },
  { method: 'POST', pattern: /^\/factors\/([^/]+)\/verify$/, handler: verifyFactor },
  { method: 'DELETE', pattern: /^\/factors\/([^/]+)$/, handler: unenrollFactor },
];

/** GoTrue endpoints the local server does not offer (answered 404 feature_disabled, not "no route"). */
const UNSUPPORTED = /^\/(magiclink|reauthenticate|invite|sso|admin|passkeys|oauth|user\/oauth)(\/|$)/;

function route(method: string, path: string): { handler: Handler; param: string } | 'method' | undefined {
  let methodMismatch = false;
  for (const candidate of ROUTES) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    if (candidate.method === method)
      return { handler: candidate.handler, param: decodeSegment(match[1] ?? '') };
    methodMismatch = true;
  }
  return methodMismatch ? 'method' : undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function createAuthService(options: AuthOptions): Promise<AuthService> {
  const now = options.now ?? Date.now;
  const ctx: AuthContext = {
    db: options.db,
    config: options.config,
    outbox: options.outbox,
    now,
    limiters: createLimiters(options.config.rateLimits, now),
    keys: options.keys ?? localKeyring,
    log: options.log ?? ((line) => console.error(line)),
  };

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
    const method = request.method.toUpperCase();
    try {
      const found = route(method === 'HEAD' ? 'GET' : method, path);
      if (found === 'method') return { status: 405, headers: {}, body: '' };
      if (!found) {
        if (UNSUPPORTED.test(path))
          throw notFound('feature_disabled', `${path} is not available on the local auth server`);
        return {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          body: '404 page not found\n',
        };
      }
      return await found.handler(ctx, request, found.param);
    } catch (error) {
      return errorResponse(request, error, ctx.log);
    }
  }

  async function ensureUser(input: { email: string; password: string; fullName?: string }): Promise<string> {
    const email = validateEmail(input.email);
    const existing = await findUserByEmail(ctx.db, email);
    if (existing) return existing.id;
    checkPasswordStrength(input.password, ctx.config.minimumPasswordLength);
    const passwordHash = await hashPassword(input.password);
    return ctx.db.transaction(async (tx) => {
      const at = new Date(now());
      const id = randomUUID();
      const identityData = { sub: id, email, email_verified: true, phone_verified: false };
      const metadata = input.fullName ? { ...identityData, full_name: input.fullName } : identityData;
      await insertEmailUser(tx, {
        id,
        email,
        passwordHash,
        userMetadata: metadata,
        emailConfirmedAt: at,
        now: at,
      });
      await insertIdentity(tx, id, 'email', identityData, at);
      return id;
    });
  }

  return { handle, ensureUser };
}
