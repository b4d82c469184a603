import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { blogSchema, brandSchema, landingSchema, pageSchema, productSchema } from './lib/schemas';

// CATALOGUE_DIR builds the store from another catalogue folder (a generated one, npm run catalogue:make).
const products = defineCollection({
  loader: glob({ pattern: '*.json', base: process.env.CATALOGUE_DIR || './content/products' }),
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
