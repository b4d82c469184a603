/**
 * What a publish's build is doing: the build reports its stages and the catalogue's counts as
 * events (src/integrations/build-events.ts), so the publisher can say where it is and, at the end,
 * how many products it built and which it left out. Its output is kept only to say why it failed.
 */
import type { BuildEvent, BuildStage } from '../integrations/build-events.ts';

/** The stages "Publish storefront" reports, in order. */
export const PUBLISH_STAGES = {
  queued: 'Queued',
  catalogue: 'Reading the catalogue',
  rendering: 'Rendering pages',
  indexing: 'Indexing search',
  done: 'Done',
  /** A host's deploy hook builds the site (production). */
  deploy: 'Deploy requested',
} as const;

export type PublishStage = (typeof PUBLISH_STAGES)[keyof typeof PUBLISH_STAGES];

/** The stage "Publish storefront" shows for each stage the build reports. */
const SHOWN_STAGE: Record<BuildStage, PublishStage> = {
  catalogue: PUBLISH_STAGES.catalogue,
  rendering: PUBLISH_STAGES.rendering,
  indexing: PUBLISH_STAGES.indexing,
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** A line of build output without its colours and timestamp. */
export function plainLine(line: string): string {
  return line
    .replace(ANSI, '')
    .replace(/^\d{2}:\d{2}:\d{2}\s+/, '')
    .trimEnd();
}

/** What the build has reported so far, and the end of its output. */
export class BuildProgress {
  stage: PublishStage = PUBLISH_STAGES.catalogue;
  products: number | undefined;
  skipped: number | undefined;
  /** The rows the catalogue loader left out, with its reasons. */
  skippedRows: string[] = [];
  private readonly tail: string[] = [];

  /** Takes one event of the build; true when it moved the build to a new stage. */
  take(event: BuildEvent): boolean {
    if (event.type === 'catalogue') {
      this.products = event.products;
      this.skipped = event.skipped.length;
      this.skippedRows = event.skipped.map((row) => `${row.id} (${row.problem})`);
      return false;
    }
    const stage = SHOWN_STAGE[event.stage];
    // Stages only move forward.
    if (order(stage) <= order(this.stage)) return false;
    this.stage = stage;
    return true;
  }

  /** Keeps a line of the build's output, to say why the build failed if it does. */
  keep(raw: string): void {
    const line = plainLine(raw);
    if (!line) return;
    this.tail.push(line);
    if (this.tail.length > 40) this.tail.shift();
  }

  /** The result line of a build that succeeded. */
  successMessage(): string {
    const built = this.products === undefined ? 'Published' : `Published ${this.products} products`;
    if (!this.skippedRows.length) return `${built}.`;
    const shown = this.skippedRows.slice(0, 10).join('; ');
    const more = this.skippedRows.length > 10 ? `; and ${this.skippedRows.length - 10} more` : '';
    return `${built}; ${this.skippedRows.length} left out as invalid: ${shown}${more}.`;
  }

  /** Why a build failed, from the end of its output (its error and what led to it). */
  failureMessage(exit: string): string {
    const errors = this.tail.filter((line) => /error|failed|cannot|refusing/i.test(line));
    const detail = (errors.length ? errors : this.tail).slice(-6).join('\n');
    return `The build ${exit}.${detail ? `\n${detail}` : ''}`.slice(0, 2000);
  }
}

const STAGE_ORDER: PublishStage[] = [
  PUBLISH_STAGES.queued,
  PUBLISH_STAGES.catalogue,
  PUBLISH_STAGES.rendering,
  PUBLISH_STAGES.indexing,
  PUBLISH_STAGES.done,
];
const order = (stage: PublishStage) => STAGE_ORDER.indexOf(stage);
