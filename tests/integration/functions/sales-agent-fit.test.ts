// The default sales agent on how a product fits: what buyers said in their reviews
// (product_review_summaries' fits), in the words the product page uses at its size picker, read
// through the project's API with the anon key as the function reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCatalogue, type Catalogue } from '../../../supabase/functions/chat-assistant/catalogue.ts';
import { NO_FIT_YET } from '../../../supabase/functions/chat-assistant/details.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { converse } from './converse.ts';

let server: TestServer;
let catalogue: Catalogue;

/** Files what buyers said of `slug`'s fit as its reviews' summary would hold it. */
async function buyersSaid(slug: string, fits: [number, number, number]) {
  const db = server.service();
  const { data: product, error } = await db.from('products').select('id').eq('slug', slug).single();
  if (error) throw error;
  const total = fits[0] + fits[1] + fits[2];
  const { error: saved } = await db.from('product_review_summaries').upsert({
    product_id: product.id,
    product_slug: slug,
    average: 4,
    total,
    stars: [0, 0, 0, total, 0],
    fits,
    highlights: [],
  });
  if (saved) throw saved;
}

beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
  catalogue = databaseCatalogue(server.anon());
  await buyersSaid('dress-001', [3, 1, 0]);
  await buyersSaid('gown-001', [0, 1, 2]);
  await buyersSaid('aviator-001', [3, 0, 0]);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const lastReply = async (turns: string[]) => (await converse(turns, catalogue)).reply;

describe('the sales agent on fit', () => {
  it('reads the fit counts the anon key may see', async () => {
    expect(await catalogue.fits('dress-001')).toEqual([3, 1, 0]);
    expect(await catalogue.fits('kaunda-suit-001')).toEqual([0, 0, 0]);
  });

  it('answers "does it run small?" of the product just shown with what most buyers said', async () => {
    const reply = await lastReply(['tell me about the kitenge wrap midi dress', 'does it run small?']);
    expect(reply.message).toMatch(/^Most buyers say it runs small: consider a size up\./);
    // A fit question names no size, though "small" reads as one.
    expect(reply.message).not.toMatch(/comes in size S\b/);
    expect(reply.message).toContain('[Kitenge Wrap Midi Dress](/product/dress-001)');
    expect(reply.action).toBeUndefined();
  });

  it('answers a fit question that names the product', async () => {
    expect((await lastReply(['is the silk evening gown true to size?'])).message).toMatch(
      /^Most buyers say it runs large: consider a size down\./,
    );
    expect((await lastReply(['what size should i take in the kitenge wrap midi dress?'])).message).toMatch(
      /^Most buyers say it runs small/,
    );
  });

  it('says no buyer has said yet, and where to look, before the first review', async () => {
    const reply = await lastReply(["does the men's kaunda suit run small?"]);
    expect(reply.message.startsWith(NO_FIT_YET)).toBe(true);
  });

  it('reads "jeans that run small" with nothing shown as a search, not a question about one product', async () => {
    const reply = await lastReply(['jeans that run small']);
    expect(reply.message.startsWith(NO_FIT_YET)).toBe(false);
    expect(reply.message).not.toMatch(/^Most buyers say/);
  });

  it('says no size up or down of a product made in one size', async () => {
    const reply = await lastReply(['how much is the ray-ban aviator classic?', 'does it run small?']);
    expect(reply.message).not.toContain('consider a size');
    expect(reply.message.startsWith(NO_FIT_YET)).toBe(false);
    expect(reply.message).toContain('It is one size.');
  });

  it('gives the fit with the sizes when asked what sizes there are', async () => {
    const reply = await lastReply(['what sizes does the kitenge wrap midi dress come in?']);
    expect(reply.message).toContain(
      'It comes in sizes S, M, L, XL and XXL. Most buyers say it runs small: consider a size up.',
    );
  });
});
