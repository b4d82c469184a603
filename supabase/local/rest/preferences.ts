/**
 * The `Prefer` header (RFC 7240) as PostgREST reads it. supabase-js appends several preferences
 * (`return=representation`, `count=exact`, `missing=default`), so one request may carry them in
 * one comma-separated header or in several headers joined with commas.
 */
import { invalidPreferences } from './errors.ts';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  /** planned and estimated are answered with an exact count. */
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  params?: 'single-object';
  maxAffected?: number;
  /** The preferences that were understood, for the Preference-Applied header. */
  applied: string[];
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

export function parsePreferences(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    const eq = token.indexOf('=');
    const key = (eq === -1 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq === -1 ? '' : token.slice(eq + 1).trim();
    if (key === 'max-affected' && /^[0-9]+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
      continue;
    }
    if (key === 'timezone') continue;
    const accepted = ACCEPTED[key];
    if (!accepted?.includes(value)) {
      invalid.push(token);
      continue;
    }
    // The first occurrence of a preference wins.
    const record = prefs as unknown as Record<string, string | undefined>;
    if (record[key] === undefined) {
      record[key] = value;
      prefs.applied.push(`${key}=${value}`);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) throw invalidPreferences(invalid);
  return prefs;
}
