// The site's security headers in a real browser: every template sends exactly what dist/_headers
// says (what a static host would send), the overlays run with no Content-Security-Policy violation
// (each template's own page is checked so, and for the policy stopping an injected script, in
// templates.spec.ts), no page can be framed, and the trailing-slash clean-up never redirects to
// another origin.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readHeadersFile } from '../../src/host/security-headers';
import { expect, test } from './fixtures';
import { TEMPLATES } from './routes';
import { watchViolations } from './csp';

const fileHeaders = () => readHeadersFile(readFileSync('dist/_headers', 'utf8'));

test('dist/_headers holds the policy', () => {
  const headers = fileHeaders();
  const csp = Object.fromEntries(
    headers['Content-Security-Policy']!.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  // This origin, WebAssembly for the site search (no eval of scripts), and the inline scripts' hashes.
  const [self, wasm, ...hashes] = csp['script-src']!;
  expect([self, wasm]).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(hashes.every((s: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp['connect-src']).toContain("'self'");
  expect(headers).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8}/),
    'Permissions-Policy': expect.stringContaining('camera=()'),
  });
});

test.describe('headers', () => {
  for (const path of [...TEMPLATES, '/favicon.svg']) {
    test(`${path} sends the headers of dist/_headers, HSTS only over HTTPS`, async ({ request }) => {
      // A client's own X-Forwarded-Proto proves nothing: no trusted proxy is configured here.
      const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
      const sent = response.headers();
      const { 'Strict-Transport-Security': hsts, ...expected } = fileHeaders();
      expect(hsts).toBeTruthy();
      for (const [name, value] of Object.entries(expected))
        expect(sent[name.toLowerCase()], name).toBe(value);
      expect(sent['strict-transport-security']).toBeUndefined();
    });
  }
});

test.describe('Content-Security-Policy', () => {
  test('the cart drawer, its toast, the wishlist and the newsletter run without a violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/product/dress-001');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('input[name=size][value="M"]').check({ force: true });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Wishlist/ }).click();
    await expect(page.getByRole('dialog', { name: /Wishlist/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // The newsletter goes through supabase-js to the API: connect-src.
    await page.goto('/');
    const form = page.locator('[data-newsletter-form]');
    await form.getByRole('textbox', { name: 'Email address' }).fill(`csp-${Date.now()}@example.co.ke`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully Subscribed!')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('no page can be framed by another site', async ({ page, baseURL }) => {
  // Another origin on this machine (localhost is not 127.0.0.1 to the browser) frames two pages.
  const framer = createServer((_req, res) =>
    res.end(`<iframe src="${baseURL}/admin"></iframe><iframe src="${baseURL}/account"></iframe>`),
  );
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(framer.address() as AddressInfo).port}/`);
    // Chromium shows its error page in a frame that frame-ancestors refused.
    await expect
      .poll(() =>
        page
          .frames()
          .slice(1)
          .map((frame) => frame.url()),
      )
      .toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
  } finally {
    framer.close();
  }
});

/** The status and Location of a GET with the path sent exactly as written (no URL clean-up). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

test('the trailing-slash redirect stays on this origin', async ({ baseURL }) => {
  for (const path of ['/.//evil.com/', '//evil.com/', '/\\evil.com/', '///evil.com//', '/./\\/evil.com/']) {
    const { status, location } = await rawGet(baseURL!, path);
    expect(status, path).toBe(301);
    expect(location, path).toMatch(/^\/(?![/\\])/);
    expect(new URL(location!, baseURL).origin, path).toBe(new URL(baseURL!).origin);
  }
  expect(await rawGet(baseURL!, '/women/?sort=new')).toEqual({ status: 301, location: '/women?sort=new' });
  // A path that URL parsing cannot take as a host name once threw and stopped the whole server.
  expect(await rawGet(baseURL!, '//a%20b:99999/')).toEqual({ status: 301, location: '/a%20b:99999' });
  expect((await rawGet(baseURL!, '/')).status).toBe(200);
});
