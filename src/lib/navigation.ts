/** The site's navigation, exactly as the spec's header lists it; header, mobile menu and footer share it. */
export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

export const MAIN_NAV: NavItem[] = [
  { label: 'HOME', href: '/' },
  { label: 'WOMEN', href: '/women' },
  { label: 'MEN', href: '/men' },
  { label: 'KIDS', href: '/kids' },
  { label: 'BEAUTY', href: '/beauty' },
  {
    label: 'MORE',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Press', href: '/press' },
      { label: 'Careers', href: '/careers' },
      { label: 'Our Story', href: '/our-story' },
      { label: 'Affiliate Program', href: '/affiliate-program' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Shipping Info', href: '/shipping-info' },
      { label: 'Returns', href: '/returns' },
      { label: 'Size Guide', href: '/size-guide' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact', href: '/contact' },
      { label: 'About', href: '/about' },
    ],
  },
  {
    label: 'ACCESSORIES',
    links: [
      { label: 'Luxury Watches', href: '/luxury-watches' },
      { label: 'Smart Watches', href: '/smart-watches' },
      { label: 'Fashion Accessories', href: '/accessories' },
    ],
  },
  {
    label: 'COLLECTIONS',
    links: [
      { label: 'New Arrivals', href: '/new-arrivals' },
      { label: 'Trending Now', href: '/sale' },
      { label: 'Designer Brands', href: '/brands' },
    ],
  },
  { label: 'ABOUT', href: '/about' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Shop All', href: '/products' },
  { label: 'New Arrivals', href: '/new-arrivals' },
  { label: 'Sale', href: '/sale' },
  { label: 'Designer Brands', href: '/brands' },
  { label: 'Heritage', href: '/heritage' },
  { label: 'Blog', href: '/blog' },
  { label: 'Our Story', href: '/our-story' },
  { label: 'Careers', href: '/careers' },
  { label: 'Press', href: '/press' },
  { label: 'Affiliate Program', href: '/affiliate-program' },
];

export const FOOTER_CARE_LINKS: NavLink[] = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'Shipping Info', href: '/shipping-info' },
  { label: 'Returns', href: '/returns' },
  { label: 'Size Guide', href: '/size-guide' },
  { label: 'FAQ', href: '/faq' },
  { label: 'My Account', href: '/account' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

export const SHOP_LINKS: NavLink[] = [
  { label: 'Luxury Watches Store', href: '/luxury-watches-store' },
  { label: 'Smart Watches Store', href: '/smart-watches-store' },
  { label: 'Bags', href: '/bags-store' },
  { label: 'Jewelry', href: '/jewelry-store' },
  { label: 'Shoes', href: '/shoes-store' },
  { label: 'Size Guide', href: '/size-guide' },
];
