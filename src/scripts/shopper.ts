/** The shopper's state on every page: counts, overlays, hearts, add to cart, referrals, forms. */
import './shopper/badges';
import './shopper/overlay-buttons';
import './shopper/wishlist-hearts';
import './shopper/add-to-cart';
import './shopper/affiliate';
import './shopper/demo-items';
import './shopper/newsletter-form';
