/**
 * The account's orders and affiliate status. Orders come with checkout, and affiliate earnings
 * with the affiliate programme; until then each section says what it will hold.
 */
import { Section } from './Section';

export function OrdersSection() {
  return (
    <Section id="orders" title="Orders">
      <p className="text-ink-soft">
        You have no orders yet. When you check out, your orders and their delivery will show here.
      </p>
      <a href="/products" className="btn-primary mt-4">
        Start Shopping
      </a>
    </Section>
  );
}

export function AffiliateSection() {
  return (
    <Section id="affiliate" title="Affiliate">
      <p className="text-ink-soft">
        Share Mtindo with your friends and earn on every order they place with your code.
      </p>
      <a href="/affiliate-program" className="link mt-3 inline-block">
        About the affiliate programme
      </a>
    </Section>
  );
}
