/** What happens when the phone that holds the codes is lost: said before and during sign-in. */
import { STORE } from '../../lib/config';

export function LostPhoneAdvice() {
  return (
    <details className="rounded-xl bg-cream-deep p-4 text-sm text-ink-soft">
      <summary className="cursor-pointer font-semibold text-ink">Lost your phone?</summary>
      <p className="mt-2">
        If you set up more than one method, use the other one. If not, contact us at{' '}
        <a className="link" href={`mailto:${STORE.email}`}>
          {STORE.email}
        </a>{' '}
        or on {STORE.phone}. We will confirm it is you from your orders and email, then switch two-step
        verification off so you can sign in with your password and set it up again on your new phone.
      </p>
    </details>
  );
}
