/**
 * The store's identity, contact details and business constants: the one place a fork
 * changes to rename the store.
 */
export const STORE = {
  name: 'Mtindo',
  tagline: 'Kenyan Fashion Redefined',
  description:
    'Mtindo is a Nairobi fashion and watch store: Kenyan-made clothing, bags, jewellery and shoes, beauty, and authentic luxury and smart watches, delivered across Kenya and worldwide.',
  email: 'hello@mtindo.co.ke',
  phone: '+254 712 345 678',
  /** The messaging-app chat link (WhatsApp click-to-chat) in international form without +. */
  whatsapp: 'https://wa.me/254712345678',
  address: {
    street: '2nd Floor, The Mall, Westlands, Waiyaki Way',
    locality: 'Nairobi',
    postalCode: '00800',
    poBox: 'P.O. Box 14250-00800',
    country: 'KE',
    countryName: 'Kenya',
  },
  hours: [
    { days: 'Mon-Sat', time: '9AM-8PM', schema: 'Mo-Sa 09:00-20:00' },
    { days: 'Sunday', time: '10AM-6PM', schema: 'Su 10:00-18:00' },
  ],
  social: {
    instagram: 'https://www.instagram.com/mtindo.ke',
    facebook: 'https://www.facebook.com/mtindo.ke',
  },
  /** Search-engine metadata claims this range (spec section 3). */
  priceRange: 'KES 2000 - 50000',
} as const;

/** Business constants of spec section 9 and the standing decisions. */
export const BUSINESS = {
  ksPerUsd: 140,
  freeDeliveryKenyaKes: 5_000,
  freeInternationalShippingKes: 7_500,
  bannerDiscountPercent: 40,
  saleBannerText: '60-80% OFF',
  returnDays: 30,
  affiliateDays: 30,
  subscribersClaim: '10,000+',
} as const;
