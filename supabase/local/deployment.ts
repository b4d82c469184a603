/**
 * The two uses of the local server, kept apart:
 *
 * - **local**: a developer's machine. The documented secrets, the demo accounts and the outbox
 *   page, for clients on this machine only.
 * - **own**: a single machine of the shop's own (a small VPS). Secrets from the environment, no
 *   demo accounts, no outbox page.
 *
 * A server others can reach (bound to anything but loopback, or behind a proxy) with the
 * documented secrets would let anyone sign a token as a manager or sign in as the demo admin, so
 * it refuses to start and says how to go on.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { usesDocumentedSecrets, type ServerSecrets } from './keys.ts';
import { DeploymentError } from './server-secrets.ts';

export type ServerMode = 'local' | 'own';

/** True for a bind address or host name that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * The mode the server runs in; a DeploymentError for the documented secrets on a server others
 * can reach. `where` names how it is reachable, for the message.
 */
export function serverMode(secrets: ServerSecrets, exposed: false | { where: string }): ServerMode {
  const documented = usesDocumentedSecrets(secrets);
  if (!documented) return 'own';
  if (!exposed) return 'local';
  throw new DeploymentError(
    [
      `Refusing to start: the server would be reachable from other machines (${exposed.where}) with the local stack's documented secrets.`,
      'Its JWT secret, API keys and demo-account passwords are public, so anyone who reached it could sign in as a manager or read the outbox.',
      'To go on, either:',
      '  - keep it on this machine: HOST=127.0.0.1 (the default), or',
      '  - run it as a shop of your own: `npm run secrets` prints fresh secrets to put in the environment',
      '    (no demo accounts, no outbox; README, "A single machine of your own"), or',
      '  - build the site against hosted Supabase (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY).',
    ].join('\n'),
  );
}

/** Proxies whose X-Forwarded-For is believed: addresses and CIDR ranges. */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly count: number;

  /** `entries`: "10.0.0.1", "10.0.0.0/8", "::1", "loopback". Throws DeploymentError on a bad one. */
  constructor(entries: string[]) {
    const cleaned = entries.map((entry) => entry.trim()).filter(Boolean);
    for (const entry of cleaned) {
      if (entry === 'loopback') {
        this.list.addSubnet('127.0.0.0', 8, 'ipv4');
        this.list.addAddress('::1', 'ipv6');
        continue;
      }
      const [address = '', bits] = entry.split('/');
      const family = isIP(address);
      if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
        throw new DeploymentError(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(bits), type);
    }
    this.count = cleaned.length;
  }

  /** From the TRUSTED_PROXIES variable: comma-separated addresses or ranges. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): TrustedProxies {
    return new TrustedProxies((env.TRUSTED_PROXIES ?? '').split(','));
  }

  has(address: string): boolean {
    const bare = address.replace(/^::ffff:(?=\d+\.)/, '');
    const family = isIP(bare);
    return family !== 0 && this.list.check(bare, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/**
 * The client's address, for rate limits: the socket's peer, unless that peer is a trusted proxy;
 * then X-Forwarded-For is read from the right, skipping trusted proxies, and the first address a
 * trusted proxy vouches for is the client. A client's own X-Forwarded-For entries sit further left
 * and are never reached, so they cannot be spoofed; without trusted proxies the header is ignored.
 */
export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  if (trusted.count === 0 || !trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim().replace(/^::ffff:(?=\d+\.)/, ''))
    .filter(Boolean);
  let client = peer;
  while (hops.length && trusted.has(client)) client = hops.pop()!;
  return client;
}

/** True when the request came straight from this machine, not through any proxy. */
export function isDirectLoopbackClient(req: IncomingMessage): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => req.headers[name]);
  return !forwarded && isLoopbackHost(req.socket.remoteAddress ?? '');
}
