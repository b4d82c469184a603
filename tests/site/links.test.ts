// Link checker over the built site: every internal link and asset of every page resolves, and
// every page is reached by following links from the home page.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { DIST } from './support/built-site.ts';

const SITE = 'https://mtindo.co.ke';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Whether a site path is served: as a file, as name.html (clean URL) or as a folder index. */
function served(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
  if (clean === '/' || clean === '') return existsSync(join(DIST, 'index.html'));
  const file = join(DIST, clean);
  return (
    (existsSync(file) && statSync(file).isFile()) ||
    existsSync(`${file.replace(/\/$/, '')}.html`) ||
    existsSync(join(file, 'index.html'))
  );
}

function internalTargets(html: string): string[] {
  const urls = [...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  return urls
    .map((u) => (u.startsWith(SITE) ? u.slice(SITE.length) || '/' : u))
    .filter((u) => u.startsWith('/') && !u.startsWith('//'));
}

it('no page links to a missing page or asset', () => {
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThan(200);
  const broken: string[] = [];
  for (const page of pages) {
    for (const target of new Set(internalTargets(readFileSync(page, 'utf8')))) {
      if (!served(target)) broken.push(`${relative(DIST, page)} → ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

/**
 * Pages no link leads to: the not-found page, an order's page, opened from its own link (checkout,
 * email, SMS), a staff invitation's, opened from its email, the alerts page, opened from the
 * links in shoppers' messages, and the offline page, which the service worker answers with when a
 * page is neither online nor stored.
 */
const REACHED_OTHERWISE = ['/404', '/order', '/staff-invite', '/alerts', '/offline'];

it('every page of the site is reachable by following links from the home page', () => {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift()!;
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    if (!existsSync(join(DIST, file))) continue;
    for (const target of internalTargets(readFileSync(join(DIST, file), 'utf8'))) {
      const clean = target.split(/[?#]/)[0]!;
      if (!seen.has(clean) && existsSync(join(DIST, `${clean.slice(1)}.html`))) {
        seen.add(clean);
        queue.push(clean);
      }
    }
  }
  const unreachable = htmlFiles(DIST)
    .map((f) => `/${relative(DIST, f).replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
    .filter((p) => !REACHED_OTHERWISE.includes(p) && !seen.has(p));
  expect(unreachable).toEqual([]);
});
