/**
 * The shapes of Supabase Auth that stores and islands read: a session, its user, their
 * second factors and sign-in identities, and the events that change them. Named here so that only
 * src/lib/supabase/ names supabase-js (the lint rule in eslint.config.js), and a shape that
 * changes upstream is met in this one folder.
 *
 * @example import type { Session } from '../lib/supabase/auth-types';
 */
export type { AuthChangeEvent, Factor, Session, User, UserIdentity } from '@supabase/supabase-js';
