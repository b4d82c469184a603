/**
 * Sample reviews for the local store, so that a person trying it meets reviews from verified
 * buyers on its product pages: a few demo buyers, each with a delivered order of the products
 * they review, and the demo shopper with a delivered order still to review (/account invites it).
 * Local only, like the demo accounts: a real shop's reviews come from its buyers, never a seed.
 * Made once per database; a server whose data is thrown away (--memory, the tests) starts
 * without them.
 */
import type { Database } from './database-types.ts';

export const DEMO_BUYER_PASSWORD = 'mtindo-buyer';

const BUYERS = [
  { email: 'amina@buyers.mtindo.test', fullName: 'Amina Wanjiku' },
  { email: 'brian@buyers.mtindo.test', fullName: 'Brian Otieno' },
  { email: 'chebet@buyers.mtindo.test', fullName: 'Chebet Kiprono' },
  { email: 'david@buyers.mtindo.test', fullName: 'David Mwangi' },
  { email: 'esther@buyers.mtindo.test', fullName: 'Esther Njeri' },
] as const;

interface DemoReview {
  buyer: number;
  product: string;
  rating: number;
  title: string;
  body: string;
  size?: string;
  fit?: 'runs_small' | 'true_to_size' | 'runs_large';
  daysAgo: number;
  helpfulFrom?: number[];
  reply?: string;
}

const REVIEWS: DemoReview[] = [
  {
    buyer: 0,
    product: 'dress-001',
    rating: 5,
    title: 'Wore it to a wedding in Nakuru',
    body: 'The kitenge print is even brighter than in the pictures and the wrap holds well all day. I got so many compliments.',
    size: 'M',
    fit: 'true_to_size',
    daysAgo: 6,
    helpfulFrom: [1, 2],
  },
  {
    buyer: 2,
    product: 'dress-001',
    rating: 4,
    title: 'Beautiful, a little snug at the waist',
    body: 'Lovely fabric and the colours have not faded after two washes. I usually take an S but the M fits better.',
    size: 'M',
    fit: 'runs_small',
    daysAgo: 15,
    helpfulFrom: [0],
    reply: 'Asante Chebet! We have added a note about the waist to the size guide.',
  },
  {
    buyer: 4,
    product: 'dress-001',
    rating: 5,
    title: 'My favourite dress this year',
    body: 'Delivered to Westlands in two days. The cotton is soft and the cut flatters.',
    size: 'L',
    fit: 'true_to_size',
    daysAgo: 24,
  },
  {
    buyer: 1,
    product: 'bags-001',
    rating: 5,
    title: 'Carries my laptop and everything else',
    body: 'Solid leather, strong stitching and the straps sit well on the shoulder. Worth every shilling.',
    daysAgo: 9,
    helpfulFrom: [0, 3, 4],
  },
  {
    buyer: 3,
    product: 'bags-001',
    rating: 4,
    title: 'Good tote, smells of real leather',
    body: 'Roomy and well made. I would like an inner zip pocket, otherwise perfect for the office.',
    daysAgo: 20,
  },
  {
    buyer: 0,
    product: 'kitenge-canvas-sneakers',
    rating: 4,
    title: 'Comfortable from day one',
    body: 'Light and easy to walk in around town. They run a little small, so order half a size up.',
    size: 'EU 39',
    fit: 'runs_small',
    daysAgo: 11,
  },
  {
    buyer: 3,
    product: 'kitenge-canvas-sneakers',
    rating: 3,
    title: 'Nice print, thin sole',
    body: 'The canvas and print are lovely, but the sole is thinner than I expected for long walks.',
    size: 'EU 43',
    fit: 'runs_small',
    daysAgo: 30,
  },
  {
    buyer: 2,
    product: 'brass-cuff-bracelet',
    rating: 5,
    title: 'Simple and elegant',
    body: 'Polished brass that goes with everything. It has kept its shine for a month now.',
    daysAgo: 4,
  },
  {
    buyer: 1,
    product: 'amazfit-balance',
    rating: 4,
    title: 'Battery lasts over a week',
    body: 'Accurate steps and sleep tracking, and the battery lasts about ten days for me. The app takes a while to learn.',
    daysAgo: 18,
    helpfulFrom: [3],
  },
  {
    buyer: 4,
    product: 'mens-tee-001',
    rating: 5,
    title: 'Bought it for my husband',
    body: 'The kikoi stripe is smart enough for a Friday at the office. Soft cotton, no shrinking.',
    size: 'L',
    fit: 'true_to_size',
    daysAgo: 13,
  },
];

/** What the demo shopper has received and not yet reviewed, so /account invites a review. */
const SHOPPER_TO_REVIEW = ['mens-tee-001', 'brass-cuff-bracelet'];

/** Inserts a delivered order of `products` for `userId`, placed `daysAgo` days ago. */
async function deliveredOrder(
  db: Database,
  userId: string,
  contact: { name: string; email: string },
  products: string[],
  daysAgo: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('set local role postgres');
    await tx.query(
      `with items as (
         select p.id, p.slug, p.name, public.discounted_price(p.price, p.discount) as price,
                p.sizes[1] as size, row_number() over (order by p.slug) as line_no
         from public.products p where p.slug = any($3::text[])
       ), zone as (select id, name, days from public.delivery_zones where id = 'nairobi'),
       placed as (
         insert into public.orders (
           number, idempotency_key, user_id, status, payment_method, customer_name, email, phone,
           delivery_zone, delivery_zone_name, delivery_days, address, town, subtotal_kes,
           delivery_fee_kes, total_kes, paid_at, delivered_at, created_at, updated_at)
         select 'MT-DEMO-' || lpad(nextval('public.order_number_seq')::text, 6, '0'), gen_random_uuid(), $1,
           'delivered', 'mpesa', $2, $4, '+254712000000', zone.id, zone.name, zone.days,
           'Demo delivery address', 'Nairobi', (select sum(price) from items), 0,
           (select sum(price) from items),
           now() - make_interval(days => $5 + 3), now() - make_interval(days => $5),
           now() - make_interval(days => $5 + 3), now() - make_interval(days => $5)
         from zone
         returning id
       )
       insert into public.order_lines (order_id, line_no, product_id, product_slug, product_name, size,
         quantity, unit_price_kes, line_total_kes)
       select placed.id, items.line_no, items.id, items.slug, items.name, items.size, 1, items.price, items.price
       from placed, items`,
      [userId, contact.name, products, contact.email, daysAgo],
    );
  });
}

/** Makes the demo buyers, their delivered orders and reviews, once per database. */
export async function ensureDemoReviews(
  db: Database,
  ensureUser: (input: { email: string; password: string; fullName?: string }) => Promise<string>,
  shopper: { email: string; fullName: string },
): Promise<void> {
  const { rows } = await db.query<{ made: boolean }>(
    `select exists (select 1 from auth.users where email = $1) as made`,
    [BUYERS[0].email],
  );
  if (rows[0]?.made) return;
  const ids: string[] = [];
  for (const buyer of BUYERS) ids.push(await ensureUser({ ...buyer, password: DEMO_BUYER_PASSWORD }));
  for (const review of REVIEWS) {
    const buyer = BUYERS[review.buyer]!;
    await deliveredOrder(
      db,
      ids[review.buyer]!,
      { name: buyer.fullName, email: buyer.email },
      [review.product],
      review.daysAgo,
    );
    await db.transaction(async (tx) => {
      await tx.exec('set local role postgres');
      await tx.query(
        `insert into public.product_reviews
           (product_id, user_id, reviewer_name, rating, title, body, size, fit, helpful_count, reply,
            replied_at, created_at, updated_at)
         select p.id, $1, public.reviewer_name($2), $3, $4, $5, $6, $7, $8, $9,
           case when $9::text is null then null else now() - make_interval(days => $10 - 1) end,
           now() - make_interval(days => $10), now() - make_interval(days => $10)
         from public.products p where p.slug = $11`,
        [
          ids[review.buyer],
          buyer.fullName,
          review.rating,
          review.title,
          review.body,
          review.size ?? null,
          review.fit ?? null,
          review.helpfulFrom?.length ?? 0,
          review.reply ?? null,
          review.daysAgo - 1,
          review.product,
        ],
      );
      for (const voter of review.helpfulFrom ?? [])
        await tx.query(
          `insert into public.review_votes (review_id, user_id)
           select r.id, $1 from public.product_reviews r join public.products p on p.id = r.product_id
           where p.slug = $2 and r.user_id = $3`,
          [ids[voter], review.product, ids[review.buyer]],
        );
    });
  }
  const { rows: shopperRows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    shopper.email,
  ]);
  if (shopperRows[0])
    await deliveredOrder(
      db,
      shopperRows[0].id,
      { name: shopper.fullName, email: shopper.email },
      SHOPPER_TO_REVIEW,
      2,
    );
}
