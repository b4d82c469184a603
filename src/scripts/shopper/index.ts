/** The shopper's state on every page: counts, overlays, hearts, add to cart, referrals, forms. */
import './badges';
import './overlay-buttons';
import './wishlist-hearts';
import './add-to-cart';
import './affiliate';
import './demo-items';
import './newsletter-form';
