/**
 * The site's response headers, defined once. The build writes them to `dist/_headers` (the
 * Netlify / Cloudflare Pages format, so a CDN deployment sends them), and `npm start` reads that
 * same file back and sends what it says: the two cannot drift.
 *
 * The Content-Security-Policy allows scripts from this origin and the inline scripts the build
 * produced, by their SHA-256 hash (a static site cannot use nonces). Styles allow 'unsafe-inline':
 * the page CSS is one stylesheet from this origin, but the display font's @font-face is inline, the
 * artwork, ratings and swatches use style attributes, and the toasts inject their stylesheet at run
 * time; a hash in style-src would switch 'unsafe-inline' off for all of those. Script is what an
 * injection needs to do harm, and script-src has no 'unsafe-inline'.
 *
 * The build's assets under /_astro/ (the stylesheet, the scripts, the font) and the search index's
 * chunks have the hash of their content in their names, so they are cached for a year and never
 * revalidated; everything else (pages, artwork, the favicon, the search's entry files) is
 * revalidated on every visit.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SEARCH_BUNDLES } from '../lib/search/records.ts';

/** Strict-Transport-Security for responses that travelled over HTTPS: a year, subdomains too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where the build puts its content-hashed assets, as a `_headers` path pattern. */
export const HASHED_ASSETS = '/_astro/*';
/**
 * The site search's content-hashed files (its index chunks, result fragments and filters), one
 * pattern per bundle and folder: a splat only at the end, as every static host reads it.
 */
export const HASHED_SEARCH_FILES = Object.values(SEARCH_BUNDLES).flatMap((bundle) =>
  ['index', 'fragment', 'filter'].map((folder) => `/${bundle}/${folder}/*`),
);
/** Cache-Control of a content-hashed asset: a new version has a new name, so a year and no revalidation. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (pages, artwork, the favicon): revalidated on every visit. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** The rules of a `_headers` file: a path pattern (`*` matches anything) and the headers it adds. */
export type HeaderRules = Record<string, Record<string, string>>;

export interface PolicyInputs {
  /** `'sha256-…'` sources, one for each distinct inline script of the built pages. */
  scriptHashes: readonly string[];
  /** The hosted Supabase project the browser talks to; undefined for the local API on this origin. */
  supabaseUrl?: string | undefined;
}

/**
 * The Content-Security-Policy value.
 * @example contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], supabaseUrl: 'https://x.supabase.co' })
 */
export function contentSecurityPolicy({ scriptHashes, supabaseUrl }: PolicyInputs): string {
  // Supabase answers REST, auth and functions over https: and realtime over wss:; the local API
  // shares this origin, which 'self' covers (ws: and wss: included).
  const supabase = supabaseUrl ? new URL(supabaseUrl) : undefined;
  const api = supabase ? [supabase.origin, `wss://${supabase.host}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets the site search (Pagefind) compile its WebAssembly; it allows no
    // JavaScript eval and no inline script.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...[...scriptHashes].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Product images the admin uploads live in the project's Storage.
    ['img-src', "'self'", 'data:', 'blob:', ...(supabase ? [supabase.origin] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // No page, the admin and account pages least of all, may be framed (clickjacking).
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header the site sends with each page and asset, HSTS included (see `isHttpsRequest`). */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': HSTS,
  };
}

/**
 * The `'sha256-…'` source of each inline script in an HTML page that a browser would run, and of its
 * speculation rules (CSP checks those as inline script); data blocks such as JSON-LD are not
 * scripts to CSP and are skipped, as are scripts with a `src`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Speculation rules are checked against script-src as inline script is (src/lib/speculation-rules.ts).
    if (type && !['module', 'text/javascript', 'application/javascript', 'speculationrules'].includes(type))
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The rules the build writes to `_headers`: the site headers for every path, and a year's cache for
 * the hashed assets and search files (static hosts revalidate everything unless told otherwise).
 */
export function headerRules(siteHeaders: Record<string, string>): HeaderRules {
  const immutable = { 'Cache-Control': HASHED_ASSET_CACHE };
  return {
    '/*': siteHeaders,
    [HASHED_ASSETS]: immutable,
    ...Object.fromEntries(HASHED_SEARCH_FILES.map((pattern) => [pattern, immutable])),
  };
}

/** The `_headers` file of the given rules. */
export function formatHeadersFile(rules: HeaderRules): string {
  const blocks = Object.entries(rules).map(
    ([pattern, headers]) =>
      `${pattern}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}\n`,
  );
  return `# Written by the build (src/host/security-headers.ts); npm start sends the same.\n${blocks.join('')}`;
}

/** Every rule of a `_headers` file. */
export function readHeaderRules(text: string): HeaderRules {
  const rules: HeaderRules = {};
  let rule: Record<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rule = rules[line.trim()] ??= {};
      continue;
    }
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers of the `/*` rule of a `_headers` file: the ones every response carries. */
export function readHeadersFile(text: string): Record<string, string> {
  return readHeaderRules(text)['/*'] ?? {};
}

/** The headers the rules give a path: those of every rule whose pattern matches, later rules winning. */
export function headersForPath(rules: HeaderRules, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [pattern, ruleHeaders] of Object.entries(rules))
    if (patternRegExp(pattern).test(pathname)) Object.assign(headers, ruleHeaders);
  return headers;
}

/** A `_headers` path pattern as a regular expression: `*` matches anything, the rest itself. */
function patternRegExp(pattern: string): RegExp {
  const literals = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join('.*')}$`);
}

/**
 * True when the browser reached us over HTTPS: a TLS socket (`serve.ts --tls-cert`). X-Forwarded-Proto
 * counts for nothing, as any client can write it; a proxy that terminates HTTPS in front of the
 * static server sends HSTS itself, as a static host does from `_headers`.
 */
export function isHttpsRequest(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true;
}
