// The store installs as an app on a phone: what Lighthouse's PWA audits checked before Lighthouse
// 12 removed them (installable manifest, service worker, splash screen, themed address bar,
// maskable and Apple touch icons, viewport), checked on the site as the server sends it.
import { Window } from 'happy-dom';
import { afterAll, expect, inject, it } from 'vitest';
import { TEMPLATES } from '../e2e/routes';

const window = new Window();
afterAll(() => window.happyDOM.close());

const get = (path: string) => fetch(new URL(path, inject('siteOrigin')));

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

it('has a web app manifest a phone can install from, with icons of the sizes it names', async () => {
  const response = await get('/manifest.webmanifest');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest.name).toMatch(/Mtindo/);
  // A launcher shows about 12 characters under an icon.
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  expect(new URL(manifest.start_url, 'https://x.test').pathname.startsWith(manifest.scope)).toBe(true);
  expect((await get(manifest.start_url)).status).toBe(200);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons) {
    const file = await get(icon.src);
    expect(file.status, icon.src).toBe(200);
    expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
    expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toBe(icon.sizes);
  }
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable').length).toBeGreaterThan(0);
});

it('every template links the manifest, a touch icon, the address bar colour and a phone viewport', async () => {
  const manifest = (await (await get('/manifest.webmanifest')).json()) as WebAppManifest;
  for (const path of TEMPLATES) {
    const document = new window.DOMParser().parseFromString(await (await get(path)).text(), 'text/html');
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name);
    expect(attribute('link[rel=manifest]', 'href'), path).toBe('/manifest.webmanifest');
    expect(attribute('meta[name=theme-color]', 'content'), path).toBe(manifest.theme_color);
    expect(attribute('meta[name=viewport]', 'content'), path).toMatch(/width=device-width/);
    expect(attribute('meta[name=viewport]', 'content'), path).not.toMatch(
      /user-scalable=no|maximum-scale=1\b/,
    );
    const touchIcon = attribute('link[rel=apple-touch-icon]', 'href');
    expect(touchIcon, path).toBeTruthy();
    expect((await get(touchIcon!)).status, path).toBe(200);
  }
});

it('serves a service worker over the whole store that stores the start page for offline', async () => {
  const response = await get('/sw.js');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/javascript/);
  // A worker at the root controls every page; the browser refuses a cached or redirected one.
  expect(response.redirected).toBe(false);
  expect(response.headers.get('cache-control') ?? '').toMatch(/no-cache|max-age=0/);
  const source = await response.text();
  expect(source).toContain('"url":"/"');
  expect(source).toContain('"url":"/offline"');
});
