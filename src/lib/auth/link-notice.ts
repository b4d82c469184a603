/**
 * What an email link's landing URL says: GoTrue redirects with `error_description` when a link is
 * used up or expired, and with `message` half-way through an email change. Both may come in the
 * query (PKCE) and in the fragment.
 */
export interface LinkNotice {
  kind: 'error' | 'message';
  text: string;
}

const NOTICE_PARAMS = ['error', 'error_code', 'error_description', 'message', 'sb'];

function paramsOf(url: URL): URLSearchParams[] {
  return [url.searchParams, new URLSearchParams(url.hash.replace(/^#/, ''))];
}

export function readLinkNotice(href: string): LinkNotice | null {
  const url = new URL(href);
  for (const params of paramsOf(url)) {
    const error = params.get('error_description') ?? params.get('error');
    if (error) return { kind: 'error', text: error.replace(/\+/g, ' ') };
  }
  for (const params of paramsOf(url)) {
    const message = params.get('message');
    if (message) return { kind: 'message', text: message.replace(/\+/g, ' ') };
  }
  return null;
}

/** The URL without the notice's parameters, for history.replaceState (a reload shows it no more). */
export function withoutLinkNotice(href: string): string {
  const url = new URL(href);
  for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (NOTICE_PARAMS.some((name) => hash.has(name))) url.hash = '';
  return url.toString();
}
