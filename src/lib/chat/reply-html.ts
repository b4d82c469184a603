/**
 * The assistant's reply text as HTML (spec section 5): links and bold and italic markers become a
 * few tags, and DOMPurify keeps only strong, em and a (with href and class), no data attributes.
 * The text is escaped before the markers are read, so markup in a reply is shown as text.
 */
import DOMPurify from 'dompurify';
import { escapeHtml } from '../html/markup';

const LINK_CLASS = 'chat-link';

// A path on this site: one slash, then neither a slash nor a backslash. Browsers read `//host` and
// `/\host` (and `\\host`) as another site.
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Whether `href` stays on this site, also once percent-decoded (`/%5chost`, `/%2f%2fhost`): a
 * server or script that decodes the path before redirecting must not be sent elsewhere either.
 */
function isSitePath(href: string): boolean {
  if (!SITE_PATH.test(href)) return false;
  try {
    return SITE_PATH.test(decodeURIComponent(href));
  } catch {
    return false;
  }
}

/** Only the store's own pages and web links: no script, data or other schemes, no other site's path. */
function safeHref(href: string): string | undefined {
  if (isSitePath(href)) return href;
  if (/^https?:\/\//i.test(href)) return href;
  if (/^mailto:|^tel:/i.test(href)) return href;
  return undefined;
}

export function markersToHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_link, label: string, href: string) => {
      const safe = safeHref(href.replace(/&amp;/g, '&'));
      return safe ? `<a href="${escapeHtml(safe)}" class="${LINK_CLASS}">${label}</a>` : label;
    })
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*([^*\n]+)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_([^_\n]+)_(?!\w)/g, '$1<em>$2</em>');
}

export function replyHtml(text: string): string {
  // The build pre-renders the panel without a DOM: its text is the greeting, escaped like any reply.
  if (!DOMPurify.isSupported) return markersToHtml(text);
  return DOMPurify.sanitize(markersToHtml(text), {
    ALLOWED_TAGS: ['strong', 'em', 'a'],
    ALLOWED_ATTR: ['href', 'class'],
    ALLOW_DATA_ATTR: false,
  });
}
