// The build's stage events: a build started by a publisher (an IPC channel and the variable)
// sends them in the order of Astro's hooks; a build started by anything else sends nothing, even
// on a channel of its own, such as a test runner's worker.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILD_EVENTS_VARIABLE } from '../../../src/integrations/build-events';

const MODULE = fileURLToPath(new URL('../../../src/integrations/build-events.ts', import.meta.url));

// Runs the integration's hooks in Astro's order in a child with an IPC channel, and the catalogue
// loader's report; resolves with what the child sent.
const BUILD = `
  const { buildEvents, reportBuildEvent } = await import(${JSON.stringify(MODULE)});
  const { hooks } = buildEvents();
  hooks['astro:config:done']();
  reportBuildEvent({ type: 'catalogue', products: 2, skipped: [] });
  hooks['astro:build:start']();
  hooks['astro:build:done']();
`;

function runBuild(env: Record<string, string>): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const messages: unknown[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', BUILD], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message) => messages.push(message));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(messages) : reject(new Error(`exit ${code}`))));
  });
}

describe('buildEvents', () => {
  it('reports the stages and the catalogue to the publisher that started the build, and lets it end', async () => {
    expect(await runBuild({ [BUILD_EVENTS_VARIABLE]: 'ipc' })).toEqual([
      { type: 'stage', stage: 'catalogue' },
      { type: 'catalogue', products: 2, skipped: [] },
      { type: 'stage', stage: 'rendering' },
      { type: 'stage', stage: 'indexing' },
    ]);
  }, 30_000);

  it('sends nothing on a channel that is not a publisher’s', async () => {
    expect(await runBuild({ [BUILD_EVENTS_VARIABLE]: '' })).toEqual([]);
  }, 30_000);
});
