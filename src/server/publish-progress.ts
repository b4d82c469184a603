/**
 * What a publish's build is doing, read from its output: `astro build` and the store's
 * integrations log each step ([content] sync, the catalogue loader's count, the bundling and
 * rendering, then the sitemap, headers and search index), so the publisher can say where it is
 * and, at the end, how many products it built and which it left out.
 */

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

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** A line of build output without its colours and timestamp. */
export function plainLine(line: string): string {
  return line
    .replace(ANSI, '')
    .replace(/^\d{2}:\d{2}:\d{2}\s+/, '')
    .trimEnd();
}

/**
 * The stage a line of build output starts, if it starts one.
 *
 * @example stageOfLine('[build] Building static entrypoints...') // 'Rendering pages'
 */
export function stageOfLine(line: string): PublishStage | undefined {
  if (/^\[content\] Syncing content|^\[mtindo:catalogue\]/.test(line)) return PUBLISH_STAGES.catalogue;
  if (/^\[build\] Building static entrypoints/.test(line)) return PUBLISH_STAGES.rendering;
  // The integrations that run once every page is written: the sitemap, the modulepreload links,
  // the headers file and the search index.
  if (/^\[(@astrojs\/sitemap|mtindo:module-preloads|mtindo:security-headers|mtindo:pagefind)\]/.test(line))
    return PUBLISH_STAGES.indexing;
  return undefined;
}

/** What the build's output has said so far. */
export class BuildProgress {
  stage: PublishStage = PUBLISH_STAGES.catalogue;
  products: number | undefined;
  skipped: number | undefined;
  /** The rows the catalogue loader left out, with its reasons. */
  readonly skippedRows: string[] = [];
  private readonly tail: string[] = [];

  /** Takes one line of output; true when it moved the build to a new stage. */
  read(raw: string): boolean {
    const line = plainLine(raw);
    if (!line) return false;
    this.tail.push(line);
    if (this.tail.length > 40) this.tail.shift();
    const count = /read (\d+) products from the products table \((\d+) skipped\)/.exec(line);
    if (count) {
      this.products = Number(count[1]);
      this.skipped = Number(count[2]);
    }
    const skipped = /skipped product "([^"]*)": (.*)$/.exec(line);
    if (skipped) this.skippedRows.push(`${skipped[1]} (${skipped[2]})`);
    const stage = stageOfLine(line);
    // Stages only move forward: a late line of an earlier step does not move it back.
    if (!stage || order(stage) <= order(this.stage)) return false;
    this.stage = stage;
    return true;
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
