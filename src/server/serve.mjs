// Serves the built site (dist/) the way a static host does: compressed responses, long cache
// for hashed assets, clean URLs (/women → women.html) and the designed 404 page.
// Usage: node src/server/serve.mjs [--port N] (PORT is read too; default 4321).
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../dist', import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 4321);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

if (!existsSync(`${root}/index.html`)) {
  console.error('No built site in dist/. Run `npm run build` first.');
  process.exit(1);
}

const notFound = readFileSync(`${root}/404.html`);
const compress = compression();
const assets = sirv(root, {
  extensions: ['html'],
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (pathname.startsWith('/_astro/'))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  },
});

const server = createServer((req, res) => {
  compress(req, res, () => {
    // Trailing slashes are not canonical here: /women/ → /women.
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
      return res.end();
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  });
});

server.listen(port, host, () => {
  console.log(`Mtindo is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
