// The shoppers of bench:checkout, in a worker thread of their own, so the load they make does not
// run on the server's event loop (as real shoppers' browsers do not): `concurrency` supabase-js
// clients place `total` orders between them, through place_order() or the checkout function, and
// post back each order's latency in ms and the run's length in seconds. Every order is a shopper of
// its own — contact and address (X-Forwarded-For, through the server's trusted proxy) — so the run
// measures what the checkout's limits cost, never their refusals.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { clientFor } from '../integration/support/local-server.ts';
import { distinctAddress, distinctContact, orderRequest } from '../integration/checkout/checkout-client.ts';

export interface ShoppersTask {
  url: string;
  anonKey: string;
  path: 'rpc' | 'function';
  concurrency: number;
  total: number;
  /** Shopper i buys products[i % length]. */
  products: string[];
}

const task = workerData as ShoppersTask;

async function place(client: ReturnType<typeof clientFor>, product: string) {
  const lines = [{ product, quantity: 1 }];
  const contact = distinctContact();
  const address = distinctAddress();
  const { error } =
    task.path === 'rpc'
      ? await client
          .rpc('place_order', { request: orderRequest({ contact, lines }) })
          .setHeader('X-Forwarded-For', address)
      : await client.functions.invoke('checkout', {
          body: { order: orderRequest({ contact, payment_method: 'pay_on_delivery', lines }) },
          headers: { 'X-Forwarded-For': address },
        });
  if (error) throw new Error(error.message);
}

const clients = Array.from({ length: task.concurrency }, () => clientFor(task.url, task.anonKey));
const productOf = (i: number) => task.products[i % task.products.length]!;
for (const [i, client] of clients.entries()) await place(client, productOf(i)); // warm up
const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  clients.map(async (client, i) => {
    while (next++ < task.total) {
      const at = performance.now();
      await place(client, productOf(i));
      latencies.push(performance.now() - at);
    }
  }),
);
parentPort!.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
