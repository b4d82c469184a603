/**
 * The wishlist, kept with the account while signed in (the same on every device; the browser's
 * list merged in at sign-in) and in the browser after sign-out, with a way to the panel.
 */
import { useStore } from '@nanostores/react';
import { $wishlistOpen } from '../../stores/ui';
import { $wishlist, removeFromWishlist } from '../../stores/wishlist';
import { Money } from '../overlays/Money';
import { LineImage } from '../overlays/PanelParts';
import { PriceDropToggle } from './PriceDropToggle';
import { Section } from './Section';

export function WishlistSection() {
  const items = useStore($wishlist);
  return (
    <Section
      id="wishlist"
      title="Wishlist"
      intro="Saved to your account: the same on every phone and computer you sign in on."
    >
      {items.length === 0 ? (
        <p className="text-ink-soft">Your wishlist is empty. Tap the heart on any product to save it here.</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.productId} className="flex gap-4">
                <LineImage src={item.image} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <a
                    href={item.url ?? `/product/${item.productId}`}
                    className="font-medium leading-snug hover:underline"
                  >
                    {item.name}
                  </a>
                  <Money kes={item.price} className="text-sm font-semibold tabular-nums" />
                  <button
                    type="button"
                    className="link mt-auto self-start text-sm"
                    onClick={() => removeFromWishlist(item.productId)}
                    aria-label={`Remove ${item.name} from wishlist`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <button type="button" className="btn-outline mt-5" onClick={() => $wishlistOpen.set(true)}>
            Open Wishlist
          </button>
        </>
      )}
      <PriceDropToggle />
    </Section>
  );
}
