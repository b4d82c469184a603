/**
 * Where the local server may run, and who its clients are.
 *
 * The local server is for a developer's machine, the tests and the zero-install `npm start`: the
 * documented public keys, demo accounts whose passwords are in the README, an outbox page. It is
 * never an auth server to put on the internet, so the commands that start it refuse any bind but
 * loopback (`assertLoopbackBind`), whatever the environment holds. A shop in production runs on
 * hosted Supabase or on Supabase's own self-hosted stack.
 */
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** A configuration the server refuses to start with; the message says where to go instead. */
export class DeploymentError extends Error {}

/** True for a bind address or host name that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * Throws a DeploymentError unless `host` is a loopback address: the local API answers this machine
 * only. `command` names what was started, for the message.
 *
 * @example assertLoopbackBind(host, 'npm start'); // before the database opens
 */
export function assertLoopbackBind(host: string, command: string): void {
  if (isLoopbackHost(host)) return;
  throw new DeploymentError(
    [
      `Refusing to listen on ${host}: ${command} runs the local Supabase-compatible API, which answers this machine only (127.0.0.1, ::1, localhost).`,
      'It is for development and tests, on public keys with demo accounts whose passwords are in the README: never an auth server to put on the internet.',
      'For a shop others can reach:',
      "  - run the data on hosted Supabase (https://supabase.com/dashboard), or on Supabase's own self-hosted",
      '    stack on a machine of your own (https://supabase.com/docs/guides/self-hosting/docker);',
      "  - build the site against it: PUBLIC_SUPABASE_URL=<the API URL> PUBLIC_SUPABASE_PUBLISHABLE_KEY=<the project's",
      '    publishable key> npm run build, and serve dist/ from any static host (the README says how).',
      'Built that way, `npm run serve -- --host 0.0.0.0` serves the static site alone and may listen anywhere.',
    ].join('\n'),
  );
}

/**
 * Proxies whose X-Forwarded-For is believed: addresses and CIDR ranges. Tests and benchmarks trust
 * loopback to play many shoppers behind one gateway, as hosted Supabase's gateway appends each
 * client's address.
 */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly count: number;

  /** `entries`: "10.0.0.1", "10.0.0.0/8", "::1", "loopback". Throws on an entry that is none. */
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
        throw new Error(`Trusted proxy "${entry}" is not an IP address or CIDR range.`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(bits), type);
    }
    this.count = cleaned.length;
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
