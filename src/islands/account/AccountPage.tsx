/**
 * /account: the signed-in shopper's own page. A visitor who is not signed in is sent to /auth and
 * comes back here; a session that still owes its two-factor code is sent to finish it.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Session } from '../../lib/supabase/auth-types';
import { signInLink } from '../../lib/auth/return-path';
import { refreshSession } from '../../lib/supabase/auth';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import type { Landing } from '../forms/landing';
import { NewPasswordForm } from '../forms/NewPasswordForm';
import { AffiliateSection } from './AffiliateSection';
import { OrdersSection } from './OrdersSection';
import { ProfileSection } from './ProfileSection';
import { ReviewsSection } from './ReviewsSection';
import { Section } from './Section';
import { SignInMethodsSection } from './SignInMethodsSection';
import { SignOutSection } from './SignOutSection';
import { TwoFactorSection } from './TwoFactorSection';
import { WishlistSection } from './WishlistSection';

const SECTIONS = [
  ['profile', 'Profile'],
  ['orders', 'Orders'],
  ['reviews', 'Reviews'],
  ['wishlist', 'Wishlist'],
  ['security', 'Password'],
  ['two-step', 'Two-step verification'],
  ['sign-in-methods', 'Sign-in methods'],
  ['affiliate', 'Affiliate'],
  ['sign-out', 'Sign out'],
] as const;

/**
 * The sections the page shows, in order. "Sign-in methods" only with GoTrue's manual linking on:
 * without it GoTrue refuses every link and unlink (404 manual_linking_disabled).
 */
export function accountSections(manualLinking: boolean): (typeof SECTIONS)[number][] {
  return SECTIONS.filter(([id]) => manualLinking || id !== 'sign-in-methods');
}

/** Where a visitor who cannot see this page goes; null while they can. */
function elsewhere(status: string, landing: Landing): string | null {
  if (status === 'needs-code') return signInLink('/account');
  if (status !== 'signed-out') return null;
  // A confirmation link opened in another browser has confirmed the address but cannot sign in there.
  return landing.hadCode ? '/auth?mode=confirmed' : signInLink('/account');
}

export function AccountPage({ landing, manualLinking }: { landing: Landing; manualLinking: boolean }) {
  const state = useStore($session);
  const away = elsewhere(state.status, landing);

  useEffect(() => {
    if (away) location.replace(away);
  }, [away]);
  // An email link's code left in the URL was not needed to sign in (supabase-js keeps no verifier
  // for an email change): the change is done on the server, so fetch the user as it is now.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn || !new URL(location.href).searchParams.has('code')) return;
    const url = new URL(location.href);
    url.searchParams.delete('code');
    history.replaceState(history.state, '', url);
    const before = $session.get();
    refreshSession()
      .then(({ user }) => {
        const was = before.status === 'signed-in' ? before.session.user.email : undefined;
        if (user?.email && user.email !== was)
          showToast('Email changed', `You now sign in with ${user.email}.`);
      })
      .catch(() => undefined);
  }, [signedIn]);
  useEffect(() => {
    const { notice } = landing;
    if (notice?.kind === 'error') showToast("That link didn't work", notice.text, 'destructive');
    else if (notice) showToast('Almost done', notice.text);
  }, [landing]);

  if (state.status !== 'signed-in')
    return (
      <div className="card flex items-center gap-4 p-8" role="status">
        <span
          className="h-6 w-6 animate-spin rounded-full border-[3px] border-line border-t-clay motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p className="text-ink-soft">{away ? 'Taking you to sign in…' : 'Loading your account…'}</p>
      </div>
    );
  return <AccountSections session={state.session} manualLinking={manualLinking} />;
}

function AccountSections({ session, manualLinking }: { session: Session; manualLinking: boolean }) {
  const name = (session.user.user_metadata?.full_name as string | undefined)?.trim();
  return (
    <div className="space-y-6">
      <p className="text-lg text-ink-soft">
        {name ? `Karibu, ${name}.` : 'Karibu.'} Signed in as{' '}
        <strong className="break-all text-ink">{session.user.email}</strong>
      </p>
      <nav aria-label="Account sections" className="flex flex-wrap gap-2">
        {accountSections(manualLinking).map(([id, label]) => (
          <a key={id} href={`#${id}`} className="badge-muted min-h-9 px-4 text-sm hover:bg-line">
            {label}
          </a>
        ))}
      </nav>
      <ProfileSection user={session.user} />
      <OrdersSection />
      <ReviewsSection />
      <WishlistSection />
      <Section id="security" title="Password" intro="Choose a new password for signing in with your email.">
        <div className="max-w-md">
          <NewPasswordForm label="Change password" username={session.user.email} onSaved={() => undefined} />
        </div>
      </Section>
      <TwoFactorSection />
      {manualLinking && <SignInMethodsSection />}
      <AffiliateSection />
      <SignOutSection />
    </div>
  );
}
