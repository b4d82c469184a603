/**
 * Vitest global setup of the integration tests: migrates the run's database templates once (on
 * PostgreSQL when the project's DATABASE_URL is set, see vitest.config.ts, else PGlite) and hands
 * their location to every test file, which starts from a copy (database-template.ts). The templates
 * go when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from './database-template.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createDatabaseTemplates(project.config.env.DATABASE_URL);
  project.provide('databaseTemplates', templates.locations);
  return () => templates.drop();
}
