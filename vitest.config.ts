/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run with Astro's Vite config, so `astro:content` and the aliases resolve as in a build.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
  },
});
