/**
 * The account's affiliate section: for a member of the programme, their code and link, where
 * their application stands, and their figures (src/islands/affiliate/AffiliateFigures.tsx); for
 * anyone else, an invitation to the programme's page.
 */
import { useCallback, useEffect, useState } from 'react';
import { getMyAffiliate, type AffiliateAccount } from '../../lib/supabase/affiliates';
import { AffiliateFigures } from '../affiliate/AffiliateFigures';
import { ShareLink } from '../affiliate/ShareLink';
import { SuspendedNotice } from '../affiliate/SuspendedNotice';
import { Section } from './Section';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; account: AffiliateAccount | null };

const STATUS_LABELS = { pending: 'Under review', active: 'Active', suspended: 'Suspended' } as const;

export function AffiliateSection() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  // The effect only asks; the section starts as loading, and a retry says so before asking again.
  const fetchAccount = useCallback(() => {
    getMyAffiliate().then(
      (account) => setState({ kind: 'ready', account }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  }, []);
  useEffect(fetchAccount, [fetchAccount]);
  const retry = () => {
    setState({ kind: 'loading' });
    fetchAccount();
  };

  return (
    <Section id="affiliate" title="Affiliate">
      {state.kind === 'loading' && <p className="text-ink-soft">Loading your affiliate account…</p>}
      {state.kind === 'failed' && (
        <div role="alert">
          <p className="text-clay-dark">{state.message}</p>
          <button type="button" className="btn-outline mt-3" onClick={retry}>
            Try Again
          </button>
        </div>
      )}
      {state.kind === 'ready' && !state.account && <Invitation />}
      {state.kind === 'ready' && state.account && <Member account={state.account} />}
    </Section>
  );
}

function Invitation() {
  return (
    <>
      <p className="text-ink-soft">
        Share Mtindo with your friends and earn commission on every order they place through your link.
      </p>
      <a href="/affiliate-program#apply" className="link mt-3 inline-block">
        Join the affiliate programme
      </a>
    </>
  );
}

function Member({ account }: { account: AffiliateAccount }) {
  return (
    <div className="space-y-6">
      <p>
        Status:{' '}
        <span className={account.status === 'active' ? 'badge bg-teal-light text-teal-dark' : 'badge-muted'}>
          {STATUS_LABELS[account.status]}
        </span>
      </p>
      {account.status === 'pending' && (
        <p className="rounded-xl bg-cream-deep p-4 text-ink">
          Your application is being reviewed. Until it is approved, your link counts no visits or orders.{' '}
          <a href="/affiliate-program#apply" className="link">
            Change your application
          </a>
        </p>
      )}
      {account.status === 'suspended' ? (
        <SuspendedNotice code={account.code} />
      ) : (
        <ShareLink code={account.code} />
      )}
      <AffiliateFigures account={account} />
    </div>
  );
}
