/**
 * The account's affiliate status. Affiliate earnings come with the affiliate programme; until
 * then the section says what it will hold.
 */
import { Section } from './Section';

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
