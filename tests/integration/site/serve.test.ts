// The site server (src/host/serve.ts) as a static host: over plain HTTP it compresses on the
// fly; with a certificate it speaks HTTP/2 over TLS (HSTS included) and sends a file's
// precompressed brotli copy as it is. A built site in miniature; no local backend (a hosted
// project is configured), so it starts in a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../../support/test-certificate.ts';

const PAGE = `<!doctype html><title>Mtindo</title>${'<p>Kenyan Fashion Redefined.</p>'.repeat(200)}`;
const PRECOMPRESSED = brotliCompressSync(PAGE);
const HEADERS = `/*\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n`;

let dir: string;
let plain: { child: ChildProcess; origin: string };
let secure: { child: ChildProcess; origin: string };

function start(port: number, extra: string[]): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/serve.ts', '--dist', join(dir, 'dist'), '--port', String(port), ...extra],
    {
      env: { ...process.env, PUBLIC_SUPABASE_URL: 'https://example.supabase.co' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      const origin = /running at (\S+)/.exec(output)?.[1];
      if (origin) resolve({ child, origin });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => reject(new Error(`serve.ts exited (${code}): ${output}`)));
  });
}

function http2Get(origin: string, path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': 'br, gzip' });
    const chunks: Buffer[] = [];
    let headers: Record<string, unknown> = {};
    request.on('response', (h) => (headers = h));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mtindo-serve-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), PAGE);
  writeFileSync(join(dir, 'dist', '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'dist', 'about.html'), PAGE);
  writeFileSync(join(dir, 'dist', 'about.html.br'), PRECOMPRESSED);
  writeFileSync(join(dir, 'dist', '_headers'), HEADERS);
  const tls = makeTestCertificate();
  [plain, secure] = await Promise.all([
    start(4391, []),
    start(4392, ['--tls-cert', tls.cert, '--tls-key', tls.key]),
  ]);
}, 60_000);

afterAll(() => {
  plain?.child.kill();
  secure?.child.kill();
});

describe('the site server', () => {
  it('compresses pages on the fly over plain HTTP, without HSTS', async () => {
    const response = await fetch(`${plain.origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.origin).toMatch(/^http:/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(await response.text()).toBe(PAGE);
  });

  it('speaks HTTP/2 over TLS, with HSTS and the site headers', async () => {
    expect(secure.origin).toMatch(/^https:/);
    const { headers, body } = await http2Get(secure.origin, '/');
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(200);
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const text =
      headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
    expect(text).toBe(PAGE);
  });

  it("sends a page's precompressed brotli copy as it is, at its clean address", async () => {
    const { headers, body } = await http2Get(secure.origin, '/about');
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toContain('text/html');
    expect(Buffer.compare(body, PRECOMPRESSED)).toBe(0);
  });

  it('still answers a missing page with the designed 404 over HTTP/2', async () => {
    const { headers, body } = await http2Get(secure.origin, '/nope');
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(404);
    const text =
      headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : body.toString();
    expect(text).toContain('Not found');
  });
});
