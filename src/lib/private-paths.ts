/** Pages that are the shopper's or the staff's own: kept out of the sitemap and away from crawlers. */
export const PRIVATE_PATHS = [
  '/auth',
  '/account',
  '/checkout',
  '/order',
  '/admin',
  '/admin-dashboard',
  '/staff-invite',
] as const;

/** True for a private path or anything below it (e.g. /admin/products), with or without a trailing slash. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
