/**
 * What `npm start` says on screen: one line for the build (its full log goes to a file), then where
 * the store runs and how to try it. Pure text from what the caller hands in, so that the accounts,
 * the outbox and the test card printed are the ones the local server really has.
 */
import { isAbsolute, relative } from 'node:path';

/** A demo account as `supabase/local/setup.ts` creates it. */
export interface DemoAccount {
  email: string;
  password: string;
  role: string | null;
}

/** A path as short as it can be said from `cwd`: relative inside it, absolute outside. */
export function displayPath(path: string, cwd = process.cwd()): string {
  const inside = relative(cwd, path);
  return !inside || inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/** `38 s`, `3 min 20 s`: how long a step took, as a person reads it. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * The build's result in a line, read from Astro's log: the pages it built and its warnings.
 *
 * @example buildDone(log, 38_200) // 'done in 38 s (243 pages).'
 */
export function buildDone(log: string, ms: number): string {
  const pages = /(\d+) page\(s\) built in/.exec(log)?.[1];
  const warnings = log.split('\n').filter((line) => line.includes('[WARN]')).length;
  const details = [
    pages && `${pages} pages`,
    warnings && `${warnings} warning${warnings === 1 ? '' : 's'} in the log`,
  ].filter(Boolean);
  return `done in ${formatDuration(ms)}${details.length ? ` (${details.join(', ')})` : ''}.`;
}

/** A failed build: its last `lines` lines, and where the rest is. */
export function buildFailed(log: string, logPath: string, ms: number, lines = 30): string {
  const tail = log.trimEnd().split('\n').slice(-lines).join('\n');
  return `failed after ${formatDuration(ms)}. The end of its log (all of it is in ${logPath}):\n\n${tail}\n`;
}

/** `4084084084084081` → `4084 0840 8408 4081`. */
const inFours = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The lines after "running at" for a store with the local API: the demo accounts to sign in with,
 * the outbox where emails and texts land, the test payments, and how to stop.
 */
export function localWelcome(options: {
  origin: string;
  accounts: readonly DemoAccount[];
  paidCard: string;
}) {
  const { origin, accounts, paidCard } = options;
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    '',
    'Sign in with a demo account (local only):',
    ...accounts.map(
      (account) =>
        `  ${(account.role ?? 'shopper').padEnd(8)} ${account.email.padEnd(width)}  password ${account.password}`,
    ),
    `Emails and texts land in the outbox: ${origin}/_local/outbox`,
    `Test payments: M-Pesa from any Kenyan mobile number pays (the README lists those that fail), and so does the card ${inFours(paidCard)}.`,
    '',
    'Press Ctrl+C to stop.',
  ];
}
