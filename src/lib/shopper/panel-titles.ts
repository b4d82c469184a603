/** The side panels' titles (spec section 2), shared by the panels and their stand-in. */
export const cartTitle = (items: number) => `Shopping Cart (${items})`;
export const wishlistTitle = (items: number) => `Wishlist (${items})`;
