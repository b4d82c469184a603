/**
 * On the page of an order placed as a guest: an account for the order's address, in which this
 * order and the next ones appear once the address is confirmed (the database gives a confirmed
 * account the guest orders of its address: migration 20261128150000_guest_orders_follow_account).
 */
export function AccountOffer({ email }: { email: string }) {
  const signUp = `/auth?${new URLSearchParams({ mode: 'sign-up', email })}`;
  return (
    <section className="card p-5 text-sm sm:p-6" aria-labelledby="order-account">
      <h2 id="order-account" className="font-display text-xl font-semibold">
        Keep your orders in one place
      </h2>
      <p className="mt-2 text-ink-soft">
        Create an account with <strong className="break-all text-ink">{email}</strong>: once you confirm the
        address, this order and your next ones are in your account.
      </p>
      <a className="btn-primary mt-4" href={signUp}>
        Create an account
      </a>
    </section>
  );
}
