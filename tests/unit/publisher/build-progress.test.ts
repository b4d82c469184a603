// Following a publish's build: its stage and catalogue events, what a result says, and why a
// build failed from the end of its output.
import { describe, expect, it } from 'vitest';
import { BuildProgress, plainLine } from '../../../src/publisher/build-progress';
import { readBuildEvent, type BuildEvent } from '../../../src/integrations/build-events';

// The events a build of the seeded catalogue sends, in order.
const BUILD: BuildEvent[] = [
  { type: 'stage', stage: 'catalogue' },
  {
    type: 'catalogue',
    products: 127,
    skipped: [{ id: 'garden-gnome', problem: 'category: Invalid enum value' }],
  },
  { type: 'stage', stage: 'rendering' },
  { type: 'stage', stage: 'indexing' },
];

describe('BuildProgress', () => {
  it('follows a build through its stages and counts', () => {
    const progress = new BuildProgress();
    const moves: string[] = [];
    for (const event of BUILD) if (progress.take(event)) moves.push(progress.stage);
    expect(moves).toEqual(['Rendering pages', 'Indexing search']);
    expect(progress).toMatchObject({ products: 127, skipped: 1 });
    expect(progress.successMessage()).toBe(
      'Published 127 products; 1 left out as invalid: garden-gnome (category: Invalid enum value).',
    );
  });

  it('never moves back to an earlier stage', () => {
    const progress = new BuildProgress();
    progress.take({ type: 'stage', stage: 'indexing' });
    expect(progress.take({ type: 'stage', stage: 'catalogue' })).toBe(false);
    expect(progress.stage).toBe('Indexing search');
  });

  it('names ten left-out rows and counts the rest', () => {
    const progress = new BuildProgress();
    const skipped = Array.from({ length: 12 }, (_, n) => ({ id: `p-${n}`, problem: 'price: too small' }));
    progress.take({ type: 'catalogue', products: 5, skipped });
    expect(progress.successMessage()).toMatch(
      /^Published 5 products; 12 left out as invalid: p-0 \(price: too small\);.*p-9 \(price: too small\); and 2 more\.$/,
    );
  });

  it('says only "Published" when the build read no products table (a catalogue folder)', () => {
    const progress = new BuildProgress();
    for (const event of BUILD.filter((event) => event.type === 'stage')) progress.take(event);
    expect(progress.successMessage()).toBe('Published.');
  });

  it('says why a build failed from the end of its output', () => {
    const progress = new BuildProgress();
    progress.keep('18:15:53 [content] Syncing content');
    progress.keep(
      '[ERROR] [mtindo:catalogue] The products table at http://x holds no product the storefront can show',
    );
    progress.keep('  Stack trace:');
    expect(progress.failureMessage('failed (exit code 1)')).toBe(
      'The build failed (exit code 1).\n[ERROR] [mtindo:catalogue] The products table at http://x holds no product the storefront can show',
    );
  });

  it('reads lines without colours or timestamps', () => {
    expect(plainLine('\u001b[2m18:15:53\u001b[22m \u001b[34m[build]\u001b[39m Complete!')).toBe(
      '[build] Complete!',
    );
  });
});

describe('readBuildEvent', () => {
  it('takes the events a build sends', () => {
    for (const event of BUILD) expect(readBuildEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('ignores any other message', () => {
    for (const message of [
      null,
      'rendering',
      { type: 'stage', stage: 'deploying' },
      { type: 'catalogue', products: '127', skipped: [] },
      { type: 'log', line: '[build] Complete!' },
    ])
      expect(readBuildEvent(message)).toBeUndefined();
  });

  it('drops a malformed left-out row but keeps the count', () => {
    expect(
      readBuildEvent({ type: 'catalogue', products: 3, skipped: [{ id: 'a', problem: 'b' }, { id: 4 }] }),
    ).toEqual({ type: 'catalogue', products: 3, skipped: [{ id: 'a', problem: 'b' }] });
  });
});
