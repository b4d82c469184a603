// Reviews from verified buyers, through the real supabase-js: only a shopper with a delivered line
// of a product reviews it, once (a second submit edits); the text is plain, with no links; the
// product's summary (average, count, stars, fit, shown reviews) follows and is a storefront change;
// a hidden review is unreadable to shoppers and leaves the summary; helpful marks and reports
// count once per shopper; only staff moderate and reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { distinctContact, orderRequest } from '../checkout/checkout-client.ts';

let server: TestServer;
let service: SupabaseClient;
const PASSWORD = 'reviews-pass-1';
const shoppers = {} as Record<'amina' | 'baraka' | 'chebet' | 'dan', SupabaseClient>;
let manager: SupabaseClient;
const PRODUCT = 'dress-001';

/** Places an order of PRODUCT as `client`; delivered unless told otherwise. */
async function buy(client: SupabaseClient, delivered = true): Promise<string> {
  const { data, error } = await client.rpc('place_order', {
    request: orderRequest({
      contact: distinctContact(),
      lines: [{ product: PRODUCT, quantity: 1, size: 'M' }],
      payment_method: 'mpesa',
    }),
  });
  expect(error).toBeNull();
  const id = (data as { id: string }).id;
  if (delivered)
    await service
      .from('orders')
      .update({ status: 'delivered', delivered_at: new Date().toISOString() })
      .eq('id', id);
  return id;
}

const review = (client: SupabaseClient, fields: Record<string, unknown> = {}) =>
  client.rpc('submit_review', {
    product_slug: PRODUCT,
    rating: 5,
    title: 'Lovely dress',
    body: 'The fabric is soft and the colours are as in the pictures.',
    ...fields,
  });

const summary = async () =>
  (
    await server
      .anon()
      .from('product_review_summaries')
      .select('average, total, stars, fits, highlights')
      .eq('product_slug', PRODUCT)
      .maybeSingle()
  ).data;

const PUBLIC_COLUMNS = 'id, reviewer_name, rating, title, body, fit, helpful_count, reply';

beforeAll(async () => {
  server = await startTestServer();
  await allowManyOrders(server);
  service = server.service();
  for (const [who, name] of [
    ['amina', 'Amina Wanjiku'],
    ['baraka', 'Baraka Otieno'],
    ['chebet', 'Chebet'],
    ['dan', 'Dan Mwangi'],
  ] as const) {
    await server.api.auth.ensureUser({ email: `${who}@reviews.test`, password: PASSWORD, fullName: name });
    shoppers[who] = await server.signIn(`${who}@reviews.test`, PASSWORD);
  }
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  await buy(shoppers.amina);
  await buy(shoppers.baraka);
  await buy(shoppers.chebet);
  await buy(shoppers.dan, false);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('who may review', () => {
  it('refuses a visitor, a shopper who never bought it and one whose order is not delivered', async () => {
    expect((await review(server.anon())).error?.code).toBe('42501');
    const notDelivered = await review(shoppers.dan);
    expect(notDelivered.error).toMatchObject({
      code: 'PT403',
      message: 'You can review a product once it has been delivered to you.',
      details: 'product',
    });
    const neverBought = await review(shoppers.amina, { product_slug: 'mens-tee-001' });
    expect(neverBought.error?.code).toBe('PT403');
  });

  it('takes one review per buyer and product: a second submit edits it', async () => {
    const first = await review(shoppers.amina, { rating: 4, fit: 'runs_small', size: 'M' });
    expect(first.error).toBeNull();
    const second = await review(shoppers.amina, { rating: 5, title: 'Even better after a wash' });
    expect(second.error).toBeNull();
    expect(second.data).toBe(first.data);
    const { data } = await server.anon().from('product_reviews').select(PUBLIC_COLUMNS).eq('id', first.data);
    expect(data).toEqual([
      expect.objectContaining({
        reviewer_name: 'Amina W.',
        rating: 5,
        title: 'Even better after a wash',
        fit: null,
      }),
    ]);
  });

  it('refuses links, bad ratings, sizes the product lacks and text out of bounds, by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { body: 'Buy it cheaper at www.example.com instead.' },
        'body',
        'Reviews cannot contain links or web addresses.',
      ],
      [{ title: 'See https://x.co' }, 'title', 'Reviews cannot contain links or web addresses.'],
      [{ body: 'Great! shop.ke has it' }, 'body', 'Reviews cannot contain links or web addresses.'],
      [{ rating: 6 }, 'rating', 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 0 }, 'rating', 'Choose a rating from 1 to 5 stars.'],
      [{ size: '44' }, 'size', 'Choose one of the sizes this product comes in.'],
      [{ fit: 'baggy' }, 'fit', 'Choose how it fits: runs small, true to size or runs large.'],
      [{ body: 'Too short' }, 'body', 'Write 10 to 2,000 characters about the product.'],
      [{ title: ' ' }, 'title', 'Give your review a title of 2 to 80 characters.'],
    ];
    for (const [fields, field, message] of cases) {
      const { error } = await review(shoppers.baraka, fields);
      expect(error, JSON.stringify(fields)).toMatchObject({ code: 'PT422', details: field, message });
    }
  });

  it('keeps the text as plain text, markup and all, without control characters', async () => {
    const { data: id, error } = await review(shoppers.baraka, {
      rating: 3,
      title: '<b>Nice</b>\u0007 colour',
      body: '<script>alert(1)</script> fits well\n\n\n\nbut long',
      fit: 'true_to_size',
    });
    expect(error).toBeNull();
    const { data } = await server.anon().from('product_reviews').select('title, body').eq('id', id).single();
    expect(data).toEqual({
      title: '<b>Nice</b>  colour',
      body: '<script>alert(1)</script> fits well\n\nbut long',
    });
  });
});

describe("the product's summary", () => {
  it('follows the reviews shown, and each change is a storefront change', async () => {
    await review(shoppers.chebet, {
      rating: 1,
      title: 'Too small',
      body: 'Order a size up, it runs small.',
      fit: 'runs_small',
    });
    expect(await summary()).toMatchObject({
      average: 3,
      total: 3,
      stars: [1, 0, 1, 0, 1],
      fits: [1, 1, 0],
    });
    const names = ((await summary())!.highlights as { name: string }[]).map((h) => h.name);
    expect(names).toEqual(['Chebet', 'Baraka O.', 'Amina W.']);
    const { data: pending } = await service
      .from('storefront_changes')
      .select('product_slug, action')
      .eq('product_slug', PRODUCT)
      .is('publish_id', null);
    expect(pending).toEqual([{ product_slug: PRODUCT, action: 'updated' }]);
  });

  it('counts a helpful mark once per shopper, never for one’s own review, and shows the most helpful', async () => {
    const { data: reviews } = await server
      .anon()
      .rpc('product_reviews_page', { product_slug: PRODUCT, sort: 'newest' });
    const amina = (reviews as { id: string; name: string }[]).find((r) => r.name === 'Amina W.')!;
    expect((await shoppers.baraka.rpc('mark_review_helpful', { review: amina.id })).data).toBe(1);
    expect((await shoppers.baraka.rpc('mark_review_helpful', { review: amina.id })).data).toBe(1);
    expect((await shoppers.chebet.rpc('mark_review_helpful', { review: amina.id })).data).toBe(2);
    const own = await shoppers.amina.rpc('mark_review_helpful', { review: amina.id });
    expect(own.error?.message).toBe('You cannot mark your own review helpful.');
    expect((await server.anon().rpc('mark_review_helpful', { review: amina.id })).error?.code).toBe('42501');
    const { data: helpful } = await server
      .anon()
      .rpc('product_reviews_page', { product_slug: PRODUCT, sort: 'helpful' });
    expect((helpful as { name: string; helpful: number }[])[0]).toMatchObject({
      name: 'Amina W.',
      helpful: 2,
    });
  });
});

describe('moderation', () => {
  let chebetReview: string;

  beforeAll(async () => {
    const { data } = await server
      .anon()
      .from('product_reviews')
      .select('id')
      .eq('reviewer_name', 'Chebet')
      .single();
    chebetReview = data!.id as string;
  });

  it('lets shoppers report a review once, and staff see the reports first', async () => {
    const reason = 'Rude about the courier';
    expect((await shoppers.amina.rpc('report_review', { review: chebetReview, reason })).error).toBeNull();
    expect((await shoppers.amina.rpc('report_review', { review: chebetReview, reason })).error).toBeNull();
    const short = await shoppers.baraka.rpc('report_review', { review: chebetReview, reason: 'x' });
    expect(short.error).toMatchObject({ code: 'PT422', details: 'reason' });
    const { data, error } = await manager.rpc('admin_reviews', { only_reported: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        id: chebetReview,
        report_count: 1,
        reports: [reason],
        reviewer_email: 'chebet@reviews.test',
      }),
    ]);
    expect((await shoppers.amina.rpc('admin_reviews', {})).error?.code).toBe('42501');
  });

  it('hides a review with a reason: shoppers never read its text, the summary leaves it out', async () => {
    expect(
      (await shoppers.amina.rpc('moderate_review', { review: chebetReview, shown: false, reason: 'Abuse' }))
        .error?.code,
    ).toBe('42501');
    const noReason = await manager.rpc('moderate_review', { review: chebetReview, shown: false });
    expect(noReason.error).toMatchObject({ code: 'PT422', details: 'reason' });
    expect(
      (
        await manager.rpc('moderate_review', {
          review: chebetReview,
          shown: false,
          reason: 'Abuse of a courier',
        })
      ).error,
    ).toBeNull();

    for (const client of [server.anon(), shoppers.amina, shoppers.chebet]) {
      const { data } = await client.from('product_reviews').select(PUBLIC_COLUMNS).eq('id', chebetReview);
      expect(data).toEqual([]);
      const { data: page } = await client.rpc('product_reviews_page', { product_slug: PRODUCT });
      expect((page as { id: string }[]).map((r) => r.id)).not.toContain(chebetReview);
    }
    // Nor the columns that say who wrote it, for any review.
    expect((await server.anon().from('product_reviews').select('user_id')).error).not.toBeNull();
    expect(JSON.stringify(await summary())).not.toContain('Order a size up');
    expect(await summary()).toMatchObject({ total: 2, average: 4, fits: [0, 1, 0] });

    // The author reads that it is hidden and why, not its words, and cannot change it.
    const { data: mine } = await shoppers.chebet.rpc('reviewable_products');
    expect(mine).toEqual([
      expect.objectContaining({
        product_slug: PRODUCT,
        hidden: true,
        hidden_reason: 'Abuse of a courier',
        title: null,
        body: null,
      }),
    ]);
    const edit = await review(shoppers.chebet, { title: 'Changed my mind' });
    expect(edit.error).toMatchObject({ code: 'PT409' });

    // Shown again, it counts again.
    expect((await manager.rpc('moderate_review', { review: chebetReview, shown: true })).error).toBeNull();
    expect(await summary()).toMatchObject({ total: 3 });
  });

  it("puts the shop's reply under a review for everyone to read", async () => {
    const reply = 'Asante Chebet! We have passed this on to our courier.';
    expect((await shoppers.chebet.rpc('reply_to_review', { review: chebetReview, reply })).error?.code).toBe(
      '42501',
    );
    expect(
      (await manager.rpc('reply_to_review', { review: chebetReview, reply: 'see www.mtindo.co.ke' })).error
        ?.details,
    ).toBe('reply');
    expect((await manager.rpc('reply_to_review', { review: chebetReview, reply })).error).toBeNull();
    const { data } = await server
      .anon()
      .from('product_reviews')
      .select('reply')
      .eq('id', chebetReview)
      .single();
    expect(data!.reply).toBe(reply);
    const shown = (await summary())!.highlights as { id: string; reply: string | null }[];
    expect(shown.find((h) => h.id === chebetReview)?.reply).toBe(reply);
  });
});
