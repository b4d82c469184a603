/**
 * The behaviour every page shares, as one module the layout loads from the head: the splash, the
 * header, the currency, the shopper's state and the e-mail offer. One request the browser finds as
 * soon as the head arrives, instead of a module per component and a second round trip for the
 * modules they share.
 */
import './shopper/splash';
import './header';
import './currency';
import './shopper';
import './shopper/email-popup';
