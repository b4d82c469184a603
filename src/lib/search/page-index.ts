/**
 * The spec's site-search page index (section 2): the 30 pages the header search can offer, each
 * with the name its result row shows and the words a shopper might type for it. The build adds
 * them to the Pagefind index as page records (integrations/pagefind.ts).
 */
export interface SearchPage {
  path: string;
  name: string;
  keywords: readonly string[];
}

export const SEARCH_PAGES: readonly SearchPage[] = [
  { path: '/', name: 'Home', keywords: ['home', 'mtindo', 'shop', 'store', 'kenyan fashion'] },
  { path: '/products', name: 'All Products', keywords: ['all products', 'catalogue', 'shop all', 'browse'] },
  {
    path: '/women',
    name: "Women's Fashion",
    keywords: ['women', 'ladies', 'dresses', 'gowns', 'skirts', 'blouses'],
  },
  {
    path: '/men',
    name: "Men's Fashion",
    keywords: ['men', 'gents', 'suits', 'shirts', 'trousers', 'blazers'],
  },
  {
    path: '/luxury-watches',
    name: 'Luxury Watches',
    keywords: ['luxury watches', 'watch brands', 'swiss watches', 'timepieces'],
  },
  {
    path: '/smart-watches',
    name: 'Smart Watches',
    keywords: ['smart watches', 'smartwatch', 'fitness trackers', 'wearables'],
  },
  {
    path: '/luxury-watches-store',
    name: 'Luxury Watch Store',
    keywords: ['luxury watch store', 'buy luxury watches', 'watches'],
  },
  {
    path: '/smart-watches-store',
    name: 'Smart Watch Store',
    keywords: ['smart watch store', 'buy smart watches', 'watches'],
  },
  {
    path: '/accessories',
    name: 'Accessories',
    keywords: ['accessories', 'belts', 'scarves', 'sunglasses', 'hats'],
  },
  {
    path: '/bags-store',
    name: 'Bags',
    keywords: ['bags', 'handbags', 'backpacks', 'totes', 'clutches', 'purses'],
  },
  {
    path: '/jewelry-store',
    name: 'Jewelry',
    keywords: ['jewelry', 'jewellery', 'necklaces', 'earrings', 'bracelets', 'rings', 'beadwork'],
  },
  {
    path: '/shoes-store',
    name: 'Shoes',
    keywords: ['shoes', 'sneakers', 'heels', 'sandals', 'boots', 'footwear'],
  },
  { path: '/new-arrivals', name: 'New Arrivals', keywords: ['new arrivals', 'new in', 'latest', 'just in'] },
  { path: '/sale', name: 'Sale', keywords: ['sale', 'discounts', 'offers', 'deals', 'trending now'] },
  {
    path: '/brands',
    name: 'Designer Brands',
    keywords: ['brands', 'designer brands', 'designers', 'labels'],
  },
  { path: '/about', name: 'About Us', keywords: ['about', 'about us', 'who we are', 'mtindo'] },
  {
    path: '/heritage',
    name: 'Our Heritage',
    keywords: ['heritage', 'kenyan heritage', 'culture', 'kitenge', 'maasai', 'kikoi'],
  },
  { path: '/our-story', name: 'Our Story', keywords: ['our story', 'history', 'founders'] },
  {
    path: '/contact',
    name: 'Contact Us',
    keywords: ['contact', 'phone', 'email', 'whatsapp', 'showroom', 'location', 'help'],
  },
  { path: '/faq', name: 'FAQ', keywords: ['faq', 'questions', 'help', 'support'] },
  {
    path: '/size-guide',
    name: 'Size Guide',
    keywords: ['size guide', 'sizes', 'sizing', 'measurements', 'fit'],
  },
  { path: '/blog', name: 'Blog', keywords: ['blog', 'journal', 'articles', 'style tips', 'news'] },
  { path: '/press', name: 'Press', keywords: ['press', 'media', 'news coverage'] },
  { path: '/careers', name: 'Careers', keywords: ['careers', 'jobs', 'work with us', 'vacancies'] },
  {
    path: '/privacy-policy',
    name: 'Privacy Policy',
    keywords: ['privacy', 'privacy policy', 'data protection', 'cookies'],
  },
  {
    path: '/terms-of-service',
    name: 'Terms of Service',
    keywords: ['terms', 'terms of service', 'conditions'],
  },
  {
    path: '/shipping-info',
    name: 'Shipping Info',
    keywords: ['shipping', 'delivery', 'shipping info', 'courier', 'delivery fees'],
  },
  { path: '/returns', name: 'Returns', keywords: ['returns', 'refunds', 'exchange', 'return policy'] },
  {
    path: '/account',
    name: 'My Account',
    keywords: ['account', 'my account', 'sign in', 'login', 'orders', 'profile'],
  },
  { path: '/checkout', name: 'Checkout', keywords: ['checkout', 'pay', 'payment', 'm-pesa', 'mpesa'] },
];
