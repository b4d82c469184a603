/**
 * Social sign-in (spec section 7: GET /authorize?provider=…), for the providers the backend has
 * switched on only: with none on, the section is not drawn at all.
 */
import { useState } from 'react';
import { signInWithProvider } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { useSocialProviders } from './use-social-providers';

export function SocialButtons({ next }: { next: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const providers = useSocialProviders();

  async function start(provider: string) {
    setBusy(provider);
    try {
      await signInWithProvider(provider, `/auth?next=${encodeURIComponent(next)}`);
      // supabase-js now sends the browser to the provider.
    } catch (error) {
      showToast('Login failed', describeAuthError(error as Error), 'destructive');
      setBusy(null);
    }
  }

  if (!providers.length) return null;
  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        or continue with
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </p>
      <div className="flex gap-2">
        {providers.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            className="btn-outline flex-1 px-2"
            disabled={busy !== null}
            aria-label={`Continue with ${name}`}
            onClick={() => void start(id)}
          >
            {busy === id ? '…' : name}
          </button>
        ))}
      </div>
    </div>
  );
}
