/**
 * The wishlist panel: each saved item with image, name and price; "Move to Cart" for items that
 * need no choice, "Choose Size" (to the product page) for those that come in several sizes; Remove.
 * The spec shows no wishlist screen: its empty state follows the cart's wording.
 */
import { useStore } from '@nanostores/react';
import { Trash2 } from 'lucide-react';
import { addToCart } from '../../stores/cart';
import { showToast } from '../../stores/toasts';
import { $cartOpen, $wishlistOpen } from '../../stores/ui';
import { $wishlist, $wishlistCount, removeFromWishlist } from '../../stores/wishlist';
import type { WishlistItem } from '../../lib/shopper/wishlist';
import { wishlistTitle } from '../../lib/shopper/panel-titles';
import { Drawer } from './Drawer';
import { Money } from './Money';
import { EmptyState, LineImage } from './PanelParts';

function moveToCart(item: WishlistItem) {
  addToCart({
    productId: item.productId,
    name: item.name,
    price: item.price,
    image: item.image,
    url: item.url,
    size: item.sizes?.[0],
  });
  removeFromWishlist(item.productId);
  showToast('Added to Cart', item.name);
}

export function WishlistDrawer() {
  const open = useStore($wishlistOpen);
  const items = useStore($wishlist);
  const count = useStore($wishlistCount);
  const close = () => $wishlistOpen.set(false);

  return (
    <Drawer open={open} onClose={close} title={wishlistTitle(count)} labelId="wishlist-drawer-title">
      {items.length === 0 ? (
        <EmptyState
          title="Your wishlist is empty"
          text="Tap the heart on any product to save it here"
          onContinue={close}
        />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.productId} className="flex gap-4 py-4">
              <LineImage src={item.image} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-medium leading-snug">
                  <a href={item.url ?? `/product/${item.productId}`} className="hover:underline">
                    {item.name}
                  </a>
                </p>
                <Money kes={item.price} className="text-sm font-semibold tabular-nums" />
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  {(item.sizes?.length ?? 1) > 1 ? (
                    <a href={item.url ?? `/product/${item.productId}`} className="btn-outline min-h-9 px-4">
                      Choose Size
                    </a>
                  ) : (
                    <button
                      type="button"
                      className="btn-primary min-h-9 px-4"
                      onClick={() => {
                        moveToCart(item);
                        $wishlistOpen.set(false);
                        $cartOpen.set(true);
                      }}
                    >
                      Move to Cart
                    </button>
                  )}
                  <button
                    type="button"
                    className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm text-ink-muted hover:text-clay"
                    aria-label={`Remove ${item.name} from wishlist`}
                    onClick={() => removeFromWishlist(item.productId)}
                  >
                    <Trash2 size={16} aria-hidden="true" /> Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
