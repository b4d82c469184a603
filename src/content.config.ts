import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { loadEnv } from 'vite';
import { catalogueLoader, catalogueSource } from './lib/catalogue-loader';
import { blogSchema, brandSchema, landingSchema, pageSchema, productSchema } from './lib/schemas';

// The products table when a database is configured, else content/products or CATALOGUE_DIR (a
// generated catalogue, npm run catalogue:make): see src/lib/catalogue-loader.ts. The variables
// come from the environment or the .env files, as the browser bundle's do.
const env = loadEnv(import.meta.env.MODE, process.cwd(), ['CATALOGUE_', 'PUBLIC_SUPABASE_']);
const products = defineCollection({
  loader: catalogueLoader(catalogueSource({ ...env, ...process.env })),
  schema: productSchema,
});
const brands = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/brands' }),
  schema: brandSchema,
});
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/blog' }),
  schema: blogSchema,
});
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: pageSchema,
});
const categories = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/categories' }),
  schema: landingSchema,
});

export const collections = { products, brands, blog, pages, categories };
