/**
 * Vitest's file order for a run with no results cache (a fresh clone, CI): the files known to take
 * longest start first, so the run does not end waiting on one of them alone; then Vitest's own
 * order (its cache's durations when it has them).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (a minute or more of astro builds, timeouts waited out, restarts). */
const LONG_FILES = [
  'tests/integration/site/publish-partial.test.ts',
  'tests/integration/api/deployment.test.ts',
  'tests/integration/api/slow-query.test.ts',
  'tests/integration/database/statement-timeouts.test.ts',
  'tests/integration/database/pglite-host.test.ts',
  'tests/integration/database/default-privileges.test.ts',
  'tests/integration/storage/limits.test.ts',
  'tests/integration/checkout/payments.test.ts',
  'tests/integration/api/restart.test.ts',
];

function rank(file: TestSpecification): number {
  const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? LONG_FILES.length : index;
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
