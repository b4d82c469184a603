/**
 * `npm run dev`: mounts the local Supabase-compatible API in Astro's dev server, so the dev site
 * and its data share one origin as they do under `npm start`. Skipped when the build points at a
 * hosted project (PUBLIC_SUPABASE_URL).
 */
import type { AstroIntegration } from 'astro';

export function localSupabase(): AstroIntegration {
  return {
    name: 'mtindo:local-supabase',
    hooks: {
      'astro:server:setup': async ({ server, logger }) => {
        // Vitest builds its Vite server from the Astro config too; tests start their own server.
        if (process.env.PUBLIC_SUPABASE_URL || process.env.VITEST) return;
        // Loaded through Vite so the TypeScript server needs no separate build step.
        const [{ createLocalSupabase }, { dataDirFromEnv }, { listenOptions }] = await Promise.all([
          server.ssrLoadModule('/supabase/local/server.ts') as Promise<typeof import('./server.ts')>,
          server.ssrLoadModule('/supabase/local/paths.ts') as Promise<typeof import('./paths.ts')>,
          server.ssrLoadModule('/supabase/local/server-options.ts') as Promise<
            typeof import('./server-options.ts')
          >,
        ]);
        // `astro dev --host` listens on every interface: refused, as `npm start --host 0.0.0.0` is.
        const host = server.config.server.host;
        const port = server.config.server.port ?? 4321;
        const options = listenOptions({
          command: 'astro dev',
          host: host === true ? '0.0.0.0' : host || 'localhost',
          port,
        });
        const api = await createLocalSupabase({
          ...options,
          // The dev server may move to another port when 4321 is taken; links follow it.
          publicUrl: () => {
            const address = server.httpServer?.address();
            return typeof address === 'object' && address && !options.config.api.externalUrl
              ? `http://localhost:${address.port}`
              : options.publicUrl;
          },
          databaseUrl: process.env.DATABASE_URL,
          dataDir: process.env.DATABASE_URL ? undefined : dataDirFromEnv(),
          log: (line) => logger.info(line),
        });
        server.middlewares.use((req, res, next) => api.handle(req, res, next));
        server.httpServer?.once('close', () => void api.close());
        logger.info(
          'Local Supabase API mounted at /rest/v1, /auth/v1, /functions/v1; outbox at /_local/outbox',
        );
      },
    },
  };
}
