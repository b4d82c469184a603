/**
 * The build's progress as structured events, for the process that started it: "Publish
 * storefront" runs `astro build` as a child process with an IPC channel (src/publisher/) and
 * follows these messages instead of reading Astro's log text. A build started without a channel
 * (`npm run build`, a CI build) reports to no one.
 *
 * @example child.on('message', (message) => { const event = readBuildEvent(message); … });
 */
import type { AstroIntegration } from 'astro';

/** The build's stages, in the order it goes through them. */
export const BUILD_STAGES = ['catalogue', 'rendering', 'indexing'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

/** A product row the catalogue loader left out, and why. */
export interface SkippedRow {
  id: string;
  problem: string;
}

export type BuildEvent =
  /** The build has started a stage: reading the catalogue, rendering pages, or the steps after them. */
  | { type: 'stage'; stage: BuildStage }
  /** The catalogue loader has read the products table. */
  | { type: 'catalogue'; products: number; skipped: SkippedRow[] };

/**
 * The variable a publisher sets on the build it starts with an IPC channel. Other processes may
 * have a channel of their own (a test runner's worker) that is not listening for these.
 */
export const BUILD_EVENTS_VARIABLE = 'MTINDO_BUILD_EVENTS';
const reporting = process.env[BUILD_EVENTS_VARIABLE] === 'ipc' && !!process.send;

// The channel must not keep a finished build alive: the build ends when its work does.
if (reporting) process.channel?.unref();

/** Sends an event to the publisher that started the build, when one listens. */
export function reportBuildEvent(event: BuildEvent): void {
  if (reporting) process.send?.(event);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A message from the build as an event, or undefined when it is none.
 *
 * @example readBuildEvent({ type: 'stage', stage: 'rendering' }) // the same event
 */
export function readBuildEvent(message: unknown): BuildEvent | undefined {
  if (!isRecord(message)) return undefined;
  const stage = BUILD_STAGES.find((name) => name === message.stage);
  if (message.type === 'stage' && stage) return { type: 'stage', stage };
  if (message.type === 'catalogue' && typeof message.products === 'number' && Array.isArray(message.skipped))
    return {
      type: 'catalogue',
      products: message.products,
      skipped: message.skipped.filter(
        (row): row is SkippedRow =>
          isRecord(row) && typeof row.id === 'string' && typeof row.problem === 'string',
      ),
    };
  return undefined;
}

/**
 * The Astro integration that reports the build's stages: the catalogue once the config is read
 * (the content sync comes next), rendering when the build starts, and indexing when the pages are
 * written (the sitemap, modulepreload links, headers file and search index follow). It must come
 * first among the integrations, whose `astro:build:done` hooks run in order.
 */
export function buildEvents(): AstroIntegration {
  const stage = (name: BuildStage) => () => reportBuildEvent({ type: 'stage', stage: name });
  return {
    name: 'mtindo:build-events',
    hooks: {
      'astro:config:done': stage('catalogue'),
      'astro:build:start': stage('rendering'),
      'astro:build:done': stage('indexing'),
    },
  };
}
