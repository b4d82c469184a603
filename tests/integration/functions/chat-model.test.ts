// The optional language-model path of the chat-assistant function against a fake OpenAI-compatible
// server started here: its tool calls run over the real catalogue (prices from the database whatever
// the model says), and any failure — an error status, a hang, an unusable answer — falls back to the
// default agent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { respond } from '../../../supabase/functions/chat-assistant/agent.ts';
import { databaseCatalogue, type Catalogue } from '../../../supabase/functions/chat-assistant/catalogue.ts';
import {
  modelReply,
  modelSettings,
  type ModelSettings,
} from '../../../supabase/functions/chat-assistant/model.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';

interface ModelRequest {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: unknown[];
}

type Answer = { status?: number; body?: unknown; hang?: boolean };

let server: TestServer;
let catalogue: Catalogue;
let fake: Server;
let fakeUrl = '';
let answers: ((request: ModelRequest) => Answer)[] = [];
const received: { request: ModelRequest; authorization?: string }[] = [];

function readJson(req: IncomingMessage): Promise<ModelRequest> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(JSON.parse(text)));
  });
}

const toolCall = (id: string, name: string, args: unknown) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
    },
  ],
});
const text = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
  catalogue = databaseCatalogue(server.anon());
  fake = createServer(async (req, res) => {
    const request = await readJson(req);
    received.push({ request, authorization: req.headers.authorization });
    const unscripted = (): Answer => ({ status: 500, body: { error: 'no answer scripted' } });
    const answer = (answers.shift() ?? unscripted)(request);
    if (answer.hang) return; // never answers
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
}, 120_000);
afterEach(() => {
  answers = [];
  received.length = 0;
  vi.unstubAllEnvs();
});
afterAll(async () => {
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
  await server?.stop();
});

const settings = (): ModelSettings => ({
  url: fakeUrl,
  key: 'test-key',
  model: 'test-model',
  // A limit that only stops a hang: a busy machine takes seconds for three rounds and a search.
  // The time limit itself is tested with a model that never answers, at 300 ms.
  timeoutMs: 20_000,
});

describe('the language-model agent', () => {
  it('is configured only with both a URL and a key', () => {
    expect(modelSettings(() => undefined)).toBeUndefined();
    expect(modelSettings((name) => (name === 'CHAT_MODEL_API_URL' ? fakeUrl : undefined))).toBeUndefined();
    const env: Record<string, string> = { CHAT_MODEL_API_URL: `${fakeUrl}/`, CHAT_MODEL_API_KEY: 'k' };
    expect(modelSettings((name) => env[name])).toEqual({
      url: fakeUrl,
      key: 'k',
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
  });

  it('searches and adds through its tools, with the price and sizes from the database', async () => {
    answers = [
      () => ({ body: toolCall('call-1', 'search_products', { query: 'silk evening gown' }) }),
      () => ({
        // The model asks for a price of its own: the tool never reads one.
        body: toolCall('call-2', 'add_to_cart', { productId: 'gown-001', size: 'M', quantity: 1, price: 1 }),
      }),
      () => ({ body: text('Added the [Silk Evening Gown](/product/gown-001) in M to your cart.') }),
    ];
    const reply = await modelReply(
      [{ role: 'user', content: 'Add a silk evening gown in M to my cart' }],
      catalogue,
      settings(),
    );
    expect(reply).toEqual({
      message: 'Added the [Silk Evening Gown](/product/gown-001) in M to your cart.',
      action: {
        type: 'add_to_cart',
        product: { productId: 'gown-001', name: 'Silk Evening Gown', price: 28_500, quantity: 1, size: 'M' },
      },
    });
    expect(received).toHaveLength(3);
    expect(received[0]!.authorization).toBe('Bearer test-key');
    expect(received[0]!.request.model).toBe('test-model');
    expect(received[0]!.request.messages[0]!.role).toBe('system');
    expect(received[0]!.request.tools).toHaveLength(5);
    const searchResult = received[1]!.request.messages.find((m) => m.tool_call_id === 'call-1');
    expect(JSON.parse(searchResult!.content!).products[0]).toMatchObject({
      productId: 'gown-001',
      priceKes: 28_500,
    });
  });

  it('adds nothing for a product the catalogue does not have, and says so to the model', async () => {
    answers = [
      () => ({ body: toolCall('call-1', 'add_to_cart', { productId: 'gold-iphone-99' }) }),
      () => ({ body: text("Sorry, I couldn't find that product.") }),
    ];
    const reply = await modelReply([{ role: 'user', content: 'add the gold iphone' }], catalogue, settings());
    expect(reply.action).toBeUndefined();
    const toolAnswer = received[1]!.request.messages.find((m) => m.tool_call_id === 'call-1');
    expect(JSON.parse(toolAnswer!.content!).error).toMatch(/No product gold-iphone-99/);
  });

  it('opens the cart and goes to checkout through its tools', async () => {
    answers = [
      () => ({ body: toolCall('call-1', 'checkout', {}) }),
      () => ({ body: text('Taking you to checkout.') }),
    ];
    const reply = await modelReply([{ role: 'user', content: 'checkout please' }], catalogue, settings());
    expect(reply.action).toEqual({ type: 'navigate_to_checkout' });
  });

  it.each([
    ['an error status', (): Answer => ({ status: 500, body: { error: 'overloaded' } })],
    ['an empty answer', (): Answer => ({ body: { choices: [] } })],
    ['an empty message', (): Answer => ({ body: text('   ') })],
  ])('throws on %s', async (_name, answer) => {
    answers = [answer];
    await expect(modelReply([{ role: 'user', content: 'hi' }], catalogue, settings())).rejects.toThrow();
  });

  it('throws when the model takes longer than its time limit', async () => {
    // The model never answers: only the time limit ends the reply (the test's own would fail it).
    answers = [() => ({ hang: true })];
    await expect(
      modelReply([{ role: 'user', content: 'hi' }], catalogue, { ...settings(), timeoutMs: 300 }),
    ).rejects.toThrow(/timeout|aborted/i);
  });
});

describe('the chat-assistant function with a model configured', () => {
  const ask = (content: string) =>
    server.anon().functions.invoke('chat-assistant', { body: { messages: [{ role: 'user', content }] } });

  it("answers with the model's reply when the model answers", async () => {
    vi.stubEnv('CHAT_MODEL_API_URL', fakeUrl);
    vi.stubEnv('CHAT_MODEL_API_KEY', 'test-key');
    answers = [() => ({ body: text('Karibu! What are you shopping for?') })];
    const { data, error } = await ask('habari');
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Karibu! What are you shopping for?' });
  });

  it.each([
    ['fails', (): Answer => ({ status: 503, body: { error: 'unavailable' } })],
    ['does not answer in time', (): Answer => ({ hang: true })],
  ])('falls back to the default agent when the model %s', async (_name, answer) => {
    vi.stubEnv('CHAT_MODEL_API_URL', fakeUrl);
    vi.stubEnv('CHAT_MODEL_API_KEY', 'test-key');
    vi.stubEnv('CHAT_MODEL_TIMEOUT_MS', '400');
    answers = [answer];
    const { data, error } = await ask('Add a silk evening gown to cart');
    expect(error).toBeNull();
    expect(received).toHaveLength(1);
    expect(data).toEqual(
      await respond([{ role: 'user', content: 'Add a silk evening gown to cart' }], catalogue),
    );
    expect(data.action.product).toMatchObject({ productId: 'gown-001', price: 28_500 });
  });
});
