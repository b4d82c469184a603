/** The store's data layer: one lazily loaded client and verb-noun functions returning app types. */
export { getSupabase } from './client';
export { supabaseSettings, LOCAL_ANON_KEY } from './config';
export {
  searchProducts,
  searchProductsByNameWords,
  getProductBySlug,
  containsPattern,
  SEARCH_LIMIT,
} from './products';
export { getStaffRole, type StaffRole } from './roles';
export { subscribeToNewsletter, type Subscription, type SubscriptionSource } from './newsletter';
