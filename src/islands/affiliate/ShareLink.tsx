/** An affiliate's code and shareable link, with a button that copies the link and says so. */
import { useId, useRef } from 'react';
import { Copy } from 'lucide-react';
import { showToast } from '../../stores/toasts';
import { referralLink } from './form';

/** Shows `code` and the link that carries it, with Copy; `note` goes under the link. */
export function ShareLink({ code, note }: { code: string; note?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const link = referralLink(location.origin, code);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Link copied', 'Paste it wherever you share: WhatsApp, Instagram, TikTok or your blog.');
    } catch {
      // No clipboard (an old browser, or permission refused): select it for the shopper to copy.
      input.current?.select();
      showToast('Copy failed', 'The link is selected: copy it from the box.', 'destructive');
    }
  }

  return (
    <div className="space-y-3">
      <p>
        Your code: <strong className="font-mono text-lg tracking-wide">{code}</strong>
      </p>
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          Your link
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={id}
            className="field min-w-0 flex-1 font-mono text-sm"
            value={link}
            readOnly
            aria-describedby={note ? `${id}-note` : undefined}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn-outline shrink-0" onClick={() => void copy()}>
            <Copy size={16} aria-hidden="true" /> Copy link
          </button>
        </div>
        {note && (
          <p id={`${id}-note`} className="mt-1 text-sm text-ink-muted">
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
