/**
 * The admin area: only a signed-in admin or manager gets in. A visitor is sent to sign in and
 * brought back; a shopper is told the area is for staff. The database refuses anyone else's
 * reads and writes whatever this page does (Row Level Security); this gate only spares them a
 * page of errors. Managers run products and transactions; payouts and staff roles are admins'.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { signInLink } from '../../lib/auth/return-path';
import { getStaffRole, type StaffRole } from '../../lib/supabase/roles';
import { $session } from '../../stores/session';
import { ErrorNote, Loading, messageOf } from './parts';
import { AffiliatesPage } from './affiliates/AffiliatesPage';
import { OverviewPage } from './overview/OverviewPage';
import { PayoutsPage } from './payouts/PayoutsPage';
import { ProductsPage } from './products/ProductsPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { StaffPage } from './staff/StaffPage';
import { TransactionsPage } from './transactions/TransactionsPage';

export type AdminSection =
  'overview' | 'products' | 'transactions' | 'reviews' | 'affiliates' | 'payouts' | 'staff';

/** Sections only an admin may open. */
export const ADMIN_ONLY: AdminSection[] = ['payouts', 'staff'];

function SectionPage({ section, role }: { section: AdminSection; role: StaffRole }) {
  switch (section) {
    case 'products':
      return <ProductsPage />;
    case 'transactions':
      return <TransactionsPage />;
    case 'reviews':
      return <ReviewsPage />;
    case 'affiliates':
      return <AffiliatesPage role={role} />;
    case 'payouts':
      return <PayoutsPage />;
    case 'staff':
      return <StaffPage />;
    default:
      return <OverviewPage role={role} />;
  }
}

function NoAccess({ text }: { text: string }) {
  return (
    <div className="card p-6 sm:p-8">
      <h2 className="font-display text-2xl font-semibold">No access</h2>
      <p className="mt-2 text-ink-soft">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href="/account" className="btn-primary">
          My Account
        </a>
        <a href="/" className="btn-outline">
          Back to the shop
        </a>
      </div>
    </div>
  );
}

export function AdminApp({ section }: { section: AdminSection }) {
  const state = useStore($session);
  const userId = state.status === 'signed-in' ? state.session.user.id : null;
  const [role, setRole] = useState<{ of: string; role: StaffRole | null } | { error: string }>();
  const away = state.status === 'signed-out' || state.status === 'needs-code';

  useEffect(() => {
    if (away) location.replace(signInLink(location.pathname + location.search));
  }, [away]);
  useEffect(() => {
    if (!userId) return;
    getStaffRole(userId).then(
      (found) => setRole({ of: userId, role: found }),
      (error: unknown) => setRole({ error: messageOf(error) }),
    );
  }, [userId]);
  const known = role && 'of' in role && role.of === userId ? role.role : undefined;
  // The nav's admin-only links mean nothing to a manager.
  useEffect(() => {
    if (known === undefined) return;
    for (const link of document.querySelectorAll<HTMLElement>('[data-admin-only]'))
      link.hidden = known !== 'admin';
  }, [known]);

  if (away) return <Loading text="Taking you to sign in…" />;
  if (role && 'error' in role) return <ErrorNote error={role.error} onRetry={() => location.reload()} />;
  if (known === undefined) return <Loading text="Checking your access…" />;
  if (known === null)
    return (
      <NoAccess text="The admin area is for Mtindo's staff. Your account does not have an admin or manager role." />
    );
  if (ADMIN_ONLY.includes(section) && known !== 'admin')
    return <NoAccess text="Only an admin can open this page. Managers run products and transactions." />;
  return <SectionPage section={section} role={known} />;
}
