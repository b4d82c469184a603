/**
 * The /affiliate-program page's application panel: a link to sign in for a visitor; the form for
 * a shopper who has not applied; "being reviewed" (and the form again to change it) for a
 * pending application; the code and link for an affiliate; a word for a suspended one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../lib/supabase/auth-types';
import { signInLink } from '../../lib/auth/return-path';
import { STORE } from '../../lib/config';
import { getMyAffiliate, type Affiliate } from '../../lib/supabase/affiliates';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { ApplyForm } from './ApplyForm';
import { displayPhone, formFrom, localPhone, suggestCode } from './form';
import { ShareLink } from './ShareLink';
import { SuspendedNotice } from './SuspendedNotice';

/** Where /auth brings the shopper back to: this page's application. */
const RETURN_PATH = '/affiliate-program#apply';

type RecordState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; affiliate: Affiliate | null };

const LOADING: RecordState = { kind: 'loading' };

export interface ApplyPanelProps {
  /** A session is kept in this browser; without one the visitor is signed out (no supabase-js). */
  kept: boolean;
  /** True when the visitor pressed Apply: focus goes to the panel once it shows. */
  wantsFocus: () => boolean;
}

export function ApplyPanel({ kept, wantsFocus }: ApplyPanelProps) {
  const session = useStore($session);
  const status = session.status === 'loading' && !kept ? 'signed-out' : session.status;
  const user = session.status === 'signed-in' ? session.session.user : null;
  const userId = user?.id;
  // A record is the answer for one user: until the signed-in user's own arrives, it is loading.
  const [read, setRead] = useState<{ userId: string; record: RecordState } | null>(null);
  const record: RecordState = userId && read?.userId === userId ? read.record : LOADING;
  const [editing, setEditing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  const fetchRecord = useCallback((id: string) => {
    getMyAffiliate().then(
      (affiliate) => setRead({ userId: id, record: { kind: 'ready', affiliate } }),
      (error: Error) => setRead({ userId: id, record: { kind: 'failed', message: error.message } }),
    );
  }, []);
  useEffect(() => {
    if (userId) fetchRecord(userId);
  }, [userId, fetchRecord]);
  const reload = () => {
    if (!userId) return;
    setRead({ userId, record: LOADING });
    fetchRecord(userId);
  };

  const settled = status === 'signed-out' || status === 'needs-code' || record.kind !== 'loading';
  useEffect(() => {
    if (settled && wantsFocus()) panel.current?.querySelector<HTMLElement>('input, a, button')?.focus();
  }, [settled, wantsFocus]);

  function stale(message: string) {
    showToast('Application not sent', message, 'destructive');
    setEditing(false);
    reload();
  }

  function saved(affiliate: Affiliate) {
    const changed = editing;
    setEditing(false);
    if (userId) setRead({ userId, record: { kind: 'ready', affiliate } });
    showToast(changed ? 'Application updated' : 'Application sent', 'We will review it and let you know.');
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('h3')?.focus());
  }

  return (
    <div ref={panel}>
      {status === 'signed-out' || status === 'needs-code' ? (
        <SignInPrompt />
      ) : !user || record.kind === 'loading' ? (
        <p className="text-ink-soft" role="status">
          Checking your account…
        </p>
      ) : record.kind === 'failed' ? (
        <div role="alert">
          <p className="text-clay-dark">{record.message}</p>
          <button type="button" className="btn-outline mt-3" onClick={reload}>
            Try Again
          </button>
        </div>
      ) : !record.affiliate ? (
        <ApplyForm
          initial={{
            code: suggestCode(fullName(user), user.email),
            payoutPhone: localPhone(user.phone),
            audience: '',
          }}
          editing={false}
          onSaved={saved}
          onStale={stale}
        />
      ) : record.affiliate.status === 'pending' && editing ? (
        <ApplyForm
          initial={formFrom(record.affiliate)}
          editing
          onSaved={saved}
          onStale={stale}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Standing affiliate={record.affiliate} onEdit={() => setEditing(true)} />
      )}
    </div>
  );
}

const fullName = (user: User) => (user.user_metadata?.full_name as string | undefined) ?? '';

function SignInPrompt() {
  return (
    <div>
      <p className="text-ink-soft">
        Sign in, or create an account, and you can apply here in a minute: choose your code, give the M-Pesa
        number for your payouts and tell us where you will share.
      </p>
      <a href={signInLink(RETURN_PATH)} className="btn-primary mt-4">
        Sign in to apply
      </a>
    </div>
  );
}

function Standing({ affiliate, onEdit }: { affiliate: Affiliate; onEdit: () => void }) {
  if (affiliate.status === 'suspended')
    return (
      <div>
        <h3 tabIndex={-1} className="text-lg font-semibold">
          Your affiliate account is suspended
        </h3>
        <div className="mt-2">
          <SuspendedNotice code={affiliate.code} />
        </div>
      </div>
    );
  if (affiliate.status === 'pending')
    return (
      <div>
        <h3 tabIndex={-1} className="text-lg font-semibold">
          Your application is being reviewed
        </h3>
        <p className="mt-1 text-ink-soft">
          Once it is approved, your code is live and your account page shows your link, visits and commission.
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Code</dt>
          <dd className="font-mono">{affiliate.code}</dd>
          <dt className="font-semibold">M-Pesa number</dt>
          <dd>{affiliate.payoutPhone ? displayPhone(affiliate.payoutPhone) : 'None given'}</dd>
          <dt className="font-semibold">Where you will share</dt>
          <dd className="break-words">{affiliate.audience || 'Not given'}</dd>
        </dl>
        <button type="button" className="btn-outline mt-5" onClick={onEdit}>
          Edit Application
        </button>
      </div>
    );
  return (
    <div className="space-y-4">
      <h3 tabIndex={-1} className="text-lg font-semibold">
        You are a {STORE.name} affiliate
      </h3>
      <ShareLink code={affiliate.code} note={`Add ?ref= and your code to any ${STORE.name} link, too.`} />
      <a href="/account#affiliate" className="link inline-block">
        See your visits, orders and commission in your account
      </a>
    </div>
  );
}
