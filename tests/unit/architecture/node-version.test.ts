// One Node version, said the same everywhere: package.json's engines, the README, and what every
// installed package asks for in its own engines (package-lock.json). A dependency that raises its
// floor above ours fails here, not on a newcomer's machine as an EBADENGINE warning or a crash.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range grammar, from the semver package npm and many dependencies use (any major will do).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
/** The lowest version of each of our ranges: `^20.19.5 || ^22.13.0 || >=24` → 20.19.5, 22.13.0, 24.0.0. */
const floors = engines.split('||').map((part) => semver.minVersion(part)!.version);

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe('the Node version', () => {
  it.each(floors)('%s runs every installed package that is not optional', (floor) => {
    const { packages } = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
    const refused = Object.entries(packages)
      .filter(
        ([path, entry]) => path && !entry.optional && !Array.isArray(entry.engines) && entry.engines?.node,
      )
      .filter(([, entry]) => !semver.satisfies(floor, (entry.engines as { node: string }).node))
      .map(
        ([path, entry]) =>
          `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${JSON.stringify(entry.engines)}`,
      );
    expect(refused).toEqual([]);
  });

  it('is the one the README names wherever it names one', () => {
    const named = [...read('README.md').matchAll(/Node (\d+\.\d+(?:\.\d+)?) or later/g)].map(
      (match) => match[1],
    );
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([floors[0]]));
  });
});
