/** Sign out of this browser, or of every device at once (GoTrue's global logout). */
import { useState } from 'react';
import { signOut } from '../../stores/sign-out';
import { Section } from './Section';

export function SignOutSection() {
  const [busy, setBusy] = useState(false);

  async function run(scope: 'local' | 'global') {
    setBusy(true);
    if (await signOut(scope)) location.assign('/');
    else setBusy(false);
  }

  return (
    <Section
      id="sign-out"
      title="Sign out"
      intro="Your cart and wishlist stay in this browser after you sign out."
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void run('local')}>
          Sign Out
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={() => void run('global')}>
          Sign Out Everywhere
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        “Sign Out Everywhere” ends your sessions on every phone and computer, for example if you lost one.
      </p>
    </Section>
  );
}
