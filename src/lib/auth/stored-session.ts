/**
 * What the browser keeps of a session, read without supabase-js: the header chooses the account
 * button's target from the stored session's presence, and the admin button from the staff role
 * cached for that session, before any library loads (issue 12: a visitor who never signed in
 * downloads no supabase-js).
 */

/** Where supabase-js keeps the session (its `storageKey`); the PKCE verifier sits at `…-code-verifier`. */
export const AUTH_STORAGE_KEY = 'mtindo-auth';

/** The staff role checked for a session, so that pages after the first ask the database no more. */
export const STAFF_ROLE_KEY = 'mtindo-staff-role';

export type StaffRole = 'admin' | 'manager';

export interface StoredSession {
  userId: string;
  /** The `session_id` claim of the access token: a new sign-in is a new session. */
  sessionId: string | null;
}

export interface CachedRole {
  userId: string;
  sessionId: string | null;
  role: StaffRole | null;
}

type ReadableStorage = Pick<Storage, 'getItem'>;

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The claims of a JWT, or null when it is not one (no signature check: the server does that). */
export function tokenClaims(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored session's user and session ids, or null when none is stored (or it is unreadable). */
export function readStoredSession(storage: ReadableStorage | undefined): StoredSession | null {
  let value: unknown;
  try {
    value = parse(storage?.getItem(AUTH_STORAGE_KEY) ?? null);
  } catch {
    return null; // storage switched off
  }
  if (!value || typeof value !== 'object') return null;
  const { refresh_token: refreshToken, access_token: accessToken, user } = value as Record<string, unknown>;
  const userId = (user as { id?: unknown } | undefined)?.id;
  if (typeof refreshToken !== 'string' || !refreshToken || typeof userId !== 'string') return null;
  const sessionId = tokenClaims(accessToken)?.session_id;
  return { userId, sessionId: typeof sessionId === 'string' ? sessionId : null };
}

/** The session kept in this browser's localStorage, or null (none, or storage blocked). */
export function keptSession(): StoredSession | null {
  try {
    return readStoredSession(localStorage);
  } catch {
    return null;
  }
}

/** The staff role cached for this very session, or undefined when it must be asked again. */
export function readCachedRole(
  storage: ReadableStorage | undefined,
  session: StoredSession,
): StaffRole | null | undefined {
  let value: unknown;
  try {
    value = parse(storage?.getItem(STAFF_ROLE_KEY) ?? null);
  } catch {
    return undefined;
  }
  const cached = value as Partial<CachedRole> | null;
  if (!cached || cached.userId !== session.userId || cached.sessionId !== session.sessionId) return undefined;
  return cached.role === 'admin' || cached.role === 'manager'
    ? cached.role
    : cached.role === null
      ? null
      : undefined;
}
