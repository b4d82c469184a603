// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { isPrivatePath } from './src/lib/private-paths.ts';
import { localSupabase } from './supabase/local/astro-integration.ts';
import { securityHeadersFile } from './src/server/security-headers-integration.ts';

// The public address the canonical URLs, Open Graph tags and sitemap are built for.
const site = process.env.SITE_URL ?? 'https://mtindo.co.ke';

// A build of another catalogue (CATALOGUE_DIR, see src/content.config.ts) keeps its own content
// cache: Astro reuses a cached collection whose config has not changed, whatever folder it reads.
const catalogue = process.env.CATALOGUE_DIR;
const cacheDir = catalogue
  ? `./node_modules/.astro/catalogue-${catalogue.replace(/[^\w.-]+/g, '_')}`
  : undefined;

export default defineConfig({
  site,
  ...(cacheDir ? { cacheDir } : {}),
  trailingSlash: 'never',
  build: {
    format: 'file',
    // One request less on a slow mobile network: page CSS is small, so inline it.
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    tailwind({ applyBaseStyles: false }),
    sitemap({ filter: (page) => !isPrivatePath(new URL(page).pathname) }),
    localSupabase(),
    // dist/_headers: the CSP and the other security headers, for static hosts and npm start.
    securityHeadersFile(),
  ],
});
