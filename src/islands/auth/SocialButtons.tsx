/**
 * Social sign-in (spec section 7: GET /authorize?provider=…). The store asks the backend which
 * providers are switched on first, so a provider that is not says so in plain words instead of
 * sending the shopper to an error page.
 */
import { useState } from 'react';
import { enabledProviders, signInWithProvider } from '../../lib/supabase/auth';
import { describeAuthError, providerUnavailable, SOCIAL_PROVIDERS } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';

export function SocialButtons({ next }: { next: string }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function start(provider: string) {
    setBusy(provider);
    try {
      const enabled = await enabledProviders();
      if (!enabled[provider]) {
        showToast('Sign-in unavailable', providerUnavailable(provider), 'destructive');
        setBusy(null);
        return;
      }
      await signInWithProvider(provider, `/auth?next=${encodeURIComponent(next)}`);
      // supabase-js now sends the browser to the provider.
    } catch (error) {
      showToast('Login failed', describeAuthError(error as Error), 'destructive');
      setBusy(null);
    }
  }

  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        or continue with
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </p>
      <div className="grid grid-cols-3 gap-2">
        {SOCIAL_PROVIDERS.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            className="btn-outline px-2"
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
