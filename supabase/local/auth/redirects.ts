/**
 * Where GoTrue may send a browser after an email link or an error: GoTrue's rules
 * (utilities.IsRedirectURLValid), and nothing more.
 *
 * GoTrue allows the site URL's scheme, host and port (any port on a loopback host; any path),
 * loopback IP addresses, and the additional redirect URLs, each matched as a whole against the URL
 * without its fragment (its query included): exactly, or as a glob where `*` stops at `.` and `/`
 * and `**` does not. A plain entry is never a prefix: `https://mtindo.co.ke` admits that URL only,
 * `https://mtindo.co.ke/**` every page of the site. A URL that fails falls back to the Referer,
 * then to the site URL, without an error.
 */
import { header, type ApiRequest } from '../http.ts';

export interface RedirectConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0', '[::]', '::']);
const isLocalhost = (host: string) => LOCALHOSTS.has(host) || host.endsWith('.localhost');

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function isLoopbackIp(host: string): boolean {
  if (host === '[::1]') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Compiles a gobwas-style glob with separators `.` and `/` to a RegExp. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        source += '.*';
        i++;
      } else source += '[^./]*';
    } else if (char === '?') source += '[^./]';
    else if (char === '\\' && i + 1 < glob.length) {
      source += escapeRegExp(glob[i + 1]!);
      i++;
    } else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end === -1) source += '\\{';
      else {
        const options = glob
          .slice(i + 1, end)
          .split(',')
          .map(escapeRegExp);
        source += `(?:${options.join('|')})`;
        i = end;
      }
    } else if (char === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        const inner = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        source += `[${inner.startsWith('!') ? `^${inner.slice(1)}` : inner}]`;
        i = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

/** GoTrue's IsRedirectURLValid. */
export function isRedirectAllowed(redirectUrl: string, config: RedirectConfig): boolean {
  if (!redirectUrl) return false;
  const candidate = parse(redirectUrl);
  const site = parse(config.siteUrl);
  if (!candidate || !site) return false;
  const scheme = candidate.protocol.replace(/:$/, '').toLowerCase();

  if (
    site.hostname === candidate.hostname &&
    site.protocol === candidate.protocol &&
    (site.port === candidate.port || isLocalhost(candidate.hostname))
  )
    return true;

  if (isIpAddress(candidate.hostname)) return isLoopbackIp(candidate.hostname);
  if (/^\d+$/.test(candidate.hostname)) return false;
  // Hostnames with unusual characters are refused for web URLs, as GoTrue does.
  if (
    (scheme === 'http' || scheme === 'https') &&
    !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(candidate.hostname)
  )
    return false;

  const withoutFragment = redirectUrl.split('#')[0]!;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);
const isLoopbackName = (host: string) => LOOPBACK_NAMES.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The server address an email link opens: the public URL, under the redirect's host name when the
 * redirect is this same server under another loopback name (localhost, 127.0.0.1, [::1]; same
 * scheme and port). A browser keeps its session per origin, so a shopper who opened the store at
 * 127.0.0.1 follows the link there rather than to localhost, and the other way round. Hosted
 * GoTrue always names its API_EXTERNAL_URL: there the API is never the store's own origin.
 *
 * @example linkOrigin('http://localhost:4321', 'http://127.0.0.1:4321/account') // 'http://127.0.0.1:4321'
 */
export function linkOrigin(publicUrl: string, redirectTo: string): string {
  const server = parse(publicUrl);
  const wanted = parse(redirectTo);
  if (
    server &&
    wanted &&
    isLoopbackName(server.hostname) &&
    isLoopbackName(wanted.hostname) &&
    server.protocol === wanted.protocol &&
    server.port === wanted.port
  )
    server.hostname = wanted.hostname;
  return (server?.href ?? publicUrl).replace(/\/+$/, '');
}

/**
 * GoTrue's GetReferrer: `redirect_to` (header or query) if allowed, else the Referer header if
 * allowed, else the site URL.
 */
export function resolveRedirect(request: ApiRequest, config: RedirectConfig): string {
  const wanted = header(request, 'redirect_to') || request.url.searchParams.get('redirect_to') || '';
  if (isRedirectAllowed(wanted, config)) return wanted;
  const referer = header(request, 'referer') ?? '';
  if (isRedirectAllowed(referer, config)) return referer;
  return config.siteUrl;
}

/** Go's url.Values.Encode: keys sorted, spaces as `+`. */
export function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${encodeQueryComponent(key)}=${encodeQueryComponent(values[key]!)}`)
    .join('&');
}

function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `url` with `values` as its fragment (replacing any fragment it had). */
export function withFragment(url: string, values: Record<string, string>): string {
  return `${url.split('#')[0]}#${encodeSorted(values)}`;
}

/** `url` with `values` set in its query string, keeping the other parameters. */
export function withQuery(url: string, values: Record<string, string>): string {
  const parsed = parse(url);
  if (!parsed) return url;
  for (const [key, value] of Object.entries(values)) parsed.searchParams.set(key, value);
  return parsed.href;
}
