// Every content entry validates against its schema, and the content rules of the store hold.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blogSchema, brandSchema, landingSchema, pageSchema } from '../../../src/lib/schemas';
import { wordCount } from '../../../src/lib/reading-time';

const dir = (name: string) => new URL(`../../../content/${name}/`, import.meta.url);
const files = (name: string, ext: string) => readdirSync(dir(name)).filter((f) => f.endsWith(ext));
const json = (name: string) =>
  files(name, '.json').map((file) => ({
    file,
    data: JSON.parse(readFileSync(new URL(file, dir(name)), 'utf8')),
  }));
const markdown = (name: string) =>
  files(name, '.md').map((file) => {
    const text = readFileSync(new URL(file, dir(name)), 'utf8');
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    return { file, slug: file.replace(/\.md$/, ''), data: parse(front) as unknown, body };
  });

const productIds = new Set(files('products', '.json').map((f) => f.replace(/\.json$/, '')));

describe('brands', () => {
  const brands = json('brands');
  it.each(brands)('$file matches the brand schema', ({ data }) => {
    const result = brandSchema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });
  it('has the six luxury and six smart-watch brands of the spec', () => {
    const names = (kind: string) =>
      brands
        .filter((b) => b.data.kind === kind)
        .map((b) => b.data.name)
        .sort();
    expect(names('luxury')).toEqual(
      ['Audemars Piguet', 'Cartier', 'Omega', 'Patek Philippe', 'Rolex', 'Vacheron Constantin'].sort(),
    );
    expect(names('smart')).toEqual(
      ['Amazfit', 'Apple Watch', 'Fitbit', 'Garmin', 'Samsung Galaxy Watch', 'TAG Heuer Connected'].sort(),
    );
  });
});

describe('blog', () => {
  const posts = markdown('blog');
  it('has the six articles of the spec', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([
      'african-print',
      'design-process',
      'luxury-watch-collecting',
      'spring-trends',
      'style-guide',
      'sustainable-fashion',
    ]);
  });
  it.each(posts)('$file matches the blog schema and has at least 600 words', ({ data, body }) => {
    const result = blogSchema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(wordCount(body)).toBeGreaterThanOrEqual(600);
  });
  it.each(posts)('$file links only to products that exist', ({ data, body }) => {
    const linked = [...body.matchAll(/\]\(\/product\/([a-z0-9-]+)\)/g)].map((m) => m[1]);
    for (const id of [...blogSchema.parse(data).products, ...linked]) expect(productIds, id).toContain(id);
  });
});

describe('info pages and landings', () => {
  const pages = markdown('pages');
  const landings = json('categories');
  it.each(pages)('$file matches the page schema', ({ data }) => {
    const result = pageSchema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });
  it.each(landings)('$file matches the landing schema', ({ data }) => {
    const result = landingSchema.safeParse(data);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });
  it('gives every page and landing its own title and description', () => {
    const all = [...pages.map((p) => p.data), ...landings.map((l) => l.data)] as {
      title: string;
      description: string;
    }[];
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
  });
  it('shows the spec opening hours on the contact page', () => {
    const contact = pages.find((p) => p.slug === 'contact')!;
    expect(contact.body).toContain('Mon-Sat 9AM-8PM');
    expect(contact.body).toContain('Sunday 10AM-6PM');
  });
});
