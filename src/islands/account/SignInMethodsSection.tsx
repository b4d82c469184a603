/**
 * The ways into the account: the email and password, and social identities (Google, Apple,
 * Facebook) linked to it. Linking leaves for the provider and comes back here; unlinking is
 * refused for the last way in, here and by the server.
 */
import { useCallback, useEffect, useState } from 'react';
import type { UserIdentity } from '../../lib/supabase/auth-types';
import { linkProvider, listIdentities, unlinkProvider } from '../../lib/supabase/auth';
import { describeAuthError, providerName } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { useSocialProviders } from '../auth/use-social-providers';
import { Section } from './Section';

function identityLabel(identity: UserIdentity): string {
  if (identity.provider === 'email') return 'Email and password';
  return providerName(identity.provider);
}

export function SignInMethodsSection() {
  const [identities, setIdentities] = useState<UserIdentity[] | null>(null);
  const [busy, setBusy] = useState(false);
  const providers = useSocialProviders();

  const reload = useCallback(() => {
    listIdentities()
      .then(setIdentities)
      .catch((error) =>
        showToast('Could not load sign-in methods', describeAuthError(error as Error), 'destructive'),
      );
  }, []);
  useEffect(reload, [reload]);

  async function link(provider: string) {
    setBusy(true);
    try {
      await linkProvider(provider); // the browser leaves for the provider
    } catch (error) {
      showToast('Could not link', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  async function unlink(identity: UserIdentity) {
    setBusy(true);
    try {
      await unlinkProvider(identity);
      showToast('Sign-in method removed', `${identityLabel(identity)} no longer signs you in.`);
      reload();
    } catch (error) {
      showToast('Could not remove', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  const linked = new Set(identities?.map((i) => i.provider));
  const onlyOne = (identities?.length ?? 0) <= 1;
  return (
    <Section id="sign-in-methods" title="Sign-in methods" intro="The ways you can sign in to this account.">
      {identities === null ? (
        <p role="status" className="text-ink-muted">
          Loading…
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Linked sign-in methods">
          {identities.map((identity) => (
            <li key={identity.identity_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{identityLabel(identity)}</p>
                {typeof identity.identity_data?.email === 'string' && (
                  <p className="break-all text-sm text-ink-muted">{identity.identity_data.email}</p>
                )}
              </div>
              <button
                type="button"
                className="btn-outline min-h-9 px-4"
                disabled={busy || onlyOne}
                title={onlyOne ? 'Your only way to sign in cannot be removed.' : undefined}
                aria-label={`Remove ${identityLabel(identity)}`}
                onClick={() => void unlink(identity)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {onlyOne && identities && (
        <p className="mt-2 text-sm text-ink-muted">Your only way to sign in cannot be removed.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {providers
          .filter(({ id }) => !linked.has(id))
          .map(({ id, name }) => (
            <button
              key={id}
              type="button"
              className="btn-outline"
              disabled={busy}
              onClick={() => void link(id)}
            >
              Link {name}
            </button>
          ))}
      </div>
    </Section>
  );
}
