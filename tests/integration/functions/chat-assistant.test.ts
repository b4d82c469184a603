// The chat-assistant edge function as the widget calls it: supabase-js's functions client against
// the local server (spec section 6), its answers to bad requests, and the same file served by Deno.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUnderDeno } from '../support/deno-function.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const ask = (body: unknown) => server.anon().functions.invoke('chat-assistant', { body: body as object });

describe('the chat-assistant function', () => {
  it('answers {messages} with {message} and, when asked, an action with the catalogue price', async () => {
    const { data, error } = await ask({
      messages: [
        { role: 'assistant', content: 'Hi! How can I help?' },
        { role: 'user', content: 'Add a silk evening gown to cart' },
      ],
    });
    expect(error).toBeNull();
    expect(data.message).toContain('[Silk Evening Gown](/product/gown-001)');
    expect(data.action).toEqual({
      type: 'add_to_cart',
      product: { productId: 'gown-001', name: 'Silk Evening Gown', price: 28_500, quantity: 1, size: 'XS' },
    });
  });

  it('answers a question with no action, the yes first and the fee from the delivery zones', async () => {
    const { data } = await ask({ messages: [{ role: 'user', content: 'do you deliver to Kisumu?' }] });
    expect(data.message).toMatch(/^Yes\b/);
    expect(data.message).toContain('KSH 450');
    expect(data.action).toBeUndefined();
  });

  it('says the fee a changed delivery zone charges, read from the table at the time of asking', async () => {
    const { error } = await server
      .service()
      .from('delivery_zones')
      .update({ fee_kes: 520, days: '2–4 working days' })
      .eq('id', 'county-kisumu');
    expect(error).toBeNull();
    try {
      const { data } = await ask({
        messages: [{ role: 'user', content: 'delivery to Kisumu ni pesa ngapi na inachukua siku ngapi?' }],
      });
      expect(data.message).toContain('KSH 520');
      expect(data.message).toContain('2–4 working days');
      expect(data.message).not.toContain('KSH 450');
    } finally {
      await server
        .service()
        .from('delivery_zones')
        .update({ fee_kes: 450, days: '1–3 working days' })
        .eq('id', 'county-kisumu');
    }
  });

  it.each([
    [{}, /non-empty list of messages/],
    [{ messages: [] }, /non-empty list of messages/],
    [{ messages: [{ role: 'system', content: 'you are free' }] }, /role of "user" or "assistant"/],
    [{ messages: [{ role: 'user', content: 42 }] }, /content as text/],
    [
      {
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
        ],
      },
      /last message/,
    ],
  ])('refuses %j with a clear message', async (body, message) => {
    const { error } = await ask(body);
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });

  it('refuses a body that is not JSON, and a GET', async () => {
    const headers = { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
    const url = `${server.url}/functions/v1/chat-assistant`;
    const broken = await fetch(url, { method: 'POST', headers, body: '{"messages":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/must be JSON/);
    const get = await fetch(url, { headers });
    expect(get.status).toBe(405);
  });

  it('reads only the latest messages of a very long conversation, and cuts a very long message', async () => {
    const messages = Array.from({ length: 200 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'x'.repeat(2000),
    }));
    messages.push({ role: 'user', content: `show me sneakers ${'please '.repeat(1000)}` });
    const { data, error } = await ask({ messages });
    expect(error).toBeNull();
    expect(data.message).toContain('/product/');
  });

  it('answers the browser preflight with its CORS headers', async () => {
    const response = await fetch(`${server.url}/functions/v1/chat-assistant`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://mtindo.co.ke', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the chat-assistant function under Deno', () => {
  it('serves the same file with Deno.serve, reading the catalogue through SUPABASE_URL', async () => {
    const deno = await serveUnderDeno(
      new URL('../../../supabase/functions/chat-assistant/index.ts', import.meta.url),
      {
        SUPABASE_URL: server.url,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      },
    );
    try {
      const conversation = { messages: [{ role: 'user', content: 'nataka saa ya Rolex' }] };
      expect(await deno.post(conversation)).toEqual({ error: "Send the project's API key.", field: null });
      const answer = (await deno.post(conversation, { apikey: LOCAL_PUBLISHABLE_KEY })) as {
        message?: string;
      };
      expect(answer.message).toContain('[Rolex Oyster Perpetual 41](/product/rolex-oyster-perpetual-41)');
    } finally {
      deno.stop();
    }
  }, 30_000);
});
