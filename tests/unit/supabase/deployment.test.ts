// Where the local server may listen (loopback only), and whose X-Forwarded-For is believed.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  assertLoopbackBind,
  clientAddress,
  DeploymentError,
  isLoopbackHost,
  TrustedProxies,
} from '../../../supabase/local/deployment.ts';
import { listenOptions } from '../../../supabase/local/server-options.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('isLoopbackHost', () => {
  it('knows the addresses only this machine reaches', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'mtindo.co.ke', '128.0.0.1', ''])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('assertLoopbackBind', () => {
  it('lets a loopback bind through', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      expect(() => assertLoopbackBind(host, 'npm start'), host).not.toThrow();
  });

  it('refuses any other bind and says where to go instead', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'mtindo.co.ke'])
      expect(() => assertLoopbackBind(host, 'npm start'), host).toThrow(DeploymentError);
    let message = '';
    try {
      assertLoopbackBind('0.0.0.0', 'npm run supabase');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Refusing to listen on 0.0.0.0: npm run supabase');
    expect(message).toContain('hosted Supabase');
    expect(message).toContain('https://supabase.com/docs/guides/self-hosting/docker');
    expect(message).toContain('PUBLIC_SUPABASE_URL=<the API URL> PUBLIC_SUPABASE_PUBLISHABLE_KEY=');
    expect(message).toContain('publishable key');
  });
});

describe('listenOptions', () => {
  it('refuses a public bind before reading anything, and links to localhost on loopback', () => {
    expect(() => listenOptions({ command: 'npm start', host: '0.0.0.0', port: 4321 })).toThrow(
      DeploymentError,
    );
    expect(listenOptions({ command: 'npm start', host: '127.0.0.1', port: 4399 }).publicUrl).toBe(
      'http://localhost:4399',
    );
    expect(listenOptions({ command: 'npm start', host: '::1', port: 4399, https: true }).publicUrl).toBe(
      'https://localhost:4399',
    );
  });
});

describe('clientAddress', () => {
  const none = new TrustedProxies([]);
  const loopback = new TrustedProxies(['loopback']);
  const lan = new TrustedProxies(['10.0.0.0/8', '127.0.0.1']);

  it('ignores X-Forwarded-For without trusted proxies, so it cannot be spoofed', () => {
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), none)).toBe('203.0.113.5');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), none)).toBe('127.0.0.1');
  });

  it('believes only what a trusted proxy appended', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1');
    // The client wrote the first entry itself; the proxy appended its real address.
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.1'), loopback)).toBe('198.51.100.1');
    // Through two trusted hops.
    expect(clientAddress(request('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3'), lan)).toBe(
      '198.51.100.1',
    );
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), loopback)).toBe('203.0.113.5');
    // A trusted proxy that sent no header is the only address there is.
    expect(clientAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
  });

  it('refuses an entry that is not an address or range', () => {
    expect(() => new TrustedProxies(['10.0.0.0/x'])).toThrow(/not an IP address or CIDR range/);
    expect(() => new TrustedProxies(['proxy.local'])).toThrow(/not an IP address/);
  });
});
