/**
 * Keeps PGlite running in a worker thread (pglite-worker.mjs) and hands it one request at a time.
 *
 * PGlite runs a statement synchronously and cannot be interrupted from its own thread, so a
 * request may carry a timeout: when it passes, the host ends the worker — the statement stops
 * there — and starts a new one on the same data folder. PostgreSQL's crash recovery brings back
 * everything committed; what the ended worker had not committed is gone, as when PostgreSQL
 * cancels a statement and its transaction rolls back. The same happens when the engine crashes.
 *
 * Without a data folder ("in memory") the database lives in a temporary folder, removed on close
 * and at exit, so that it too survives a restart of the worker; on a RAM disk (/dev/shm) when
 * there is room, so it stays in memory. It starts as a copy of an empty cluster PGlite made once
 * on this machine: making one (initdb in WebAssembly) is most of a start, copying one is not.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  databaseError,
  engineError,
  statementTimeout,
  transactionLost,
  type ErrorFields,
} from './pglite-errors.ts';

export type WorkerRequest =
  | { op: 'query'; sql: string; params?: unknown[] }
  | { op: 'exec'; sql: string }
  /** BEGIN, then the role setup when given. */
  | { op: 'begin'; setupParams?: unknown[] | null }
  /** One API statement as its own transaction, after the role setup; `name` prepares it once. */
  | { op: 'queryAs'; setupParams: unknown[]; sql: string; params: unknown[]; name?: string }
  | { op: 'close' };

export interface WorkerResult {
  rows: unknown[];
  rowCount: number;
  /** The command tag: COMMIT answers ROLLBACK when the transaction had failed. */
  command?: string;
}

type WorkerMessage =
  | { ready: true }
  | { startError: ErrorFields }
  | { id: number; result: WorkerResult }
  | { id: number; error: ErrorFields }
  | { id: number; crash: ErrorFields };

interface Pending {
  message: WorkerRequest & { id: number };
  timeoutMs: number;
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
/** Deep regular expressions recurse deeply in the engine; 64 MB lets PostgreSQL's own limits answer. */
const STACK_MB = 64;
/** How long close waits for the running request and for PGlite to shut down cleanly. */
const CLOSE_WAIT_MS = 10_000;

const temporaryDirs = new Set<string>();
let removeAtExit = false;
function temporaryDataDir(): string {
  if (!removeAtExit) {
    removeAtExit = true;
    // PGlite's thread may still be writing its log as the process ends: retry, and never let a
    // folder that will not go turn a clean exit into a crash.
    process.once('exit', () =>
      temporaryDirs.forEach((dir) => {
        try {
          rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
        } catch (error) {
          console.error(`Could not remove the temporary database folder ${dir}: ${String(error)}`);
        }
      }),
    );
  }
  const base = temporaryBase();
  sweepAbandonedDirs(base);
  const dir = mkdtempSync(join(base, `${TEMPORARY_PREFIX}${process.pid}-`));
  temporaryDirs.add(dir);
  return dir;
}

/** Where temporary databases go: the RAM disk when it has room, else the system's temporary folder. */
function temporaryBase(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 1024 ** 3) return '/dev/shm';
  } catch {
    // No RAM disk here.
  }
  return tmpdir();
}

/** Temporary database folders are named after the process that made them. */
const TEMPORARY_PREFIX = 'mtindo-pglite-';
/** The empty cluster temporary databases copy, named after the PGlite that made it (its files are that version's). */
const CLUSTER_PREFIX = 'mtindo-cluster-';
const PGLITE_VERSION = installedVersion('@electric-sql/pglite');

/** The version of the package `name` as installed (its package.json is not among its exports). */
function installedVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The folder of an empty cluster as PGlite's first start leaves it, made once per machine and
 * PGlite version beside the temporary databases (an older version's is removed). Two processes
 * making it at once each make their own and the first to finish keeps its copy.
 */
async function emptyCluster(base: string): Promise<string> {
  const dir = join(base, `${CLUSTER_PREFIX}${PGLITE_VERSION}`);
  if (existsSync(dir)) return dir;
  for (const name of readdirSync(base))
    if (name.startsWith(CLUSTER_PREFIX) && name !== basename(dir))
      rmSync(join(base, name), { recursive: true, force: true });
  const making = mkdtempSync(join(base, `${TEMPORARY_PREFIX}${process.pid}-cluster-`));
  try {
    await (await PGliteHost.open({ dataDir: making, roleSetupSql: '' })).close();
    renameSync(making, dir);
  } catch (error) {
    if (!existsSync(dir)) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/** A new temporary database folder holding a copy of the empty cluster. */
async function temporaryDatabase(): Promise<string> {
  const dir = temporaryDataDir();
  cpSync(await emptyCluster(dirname(dir)), dir, { recursive: true });
  return dir;
}

/** Whether a process of this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary folders of processes that are gone: a server killed outright never runs
 * its exit hook, and in a RAM disk every folder left behind holds memory until the next boot.
 */
export function sweepAbandonedDirs(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = Number(/^mtindo-pglite-(\d+)-/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      rmSync(join(base, name), { recursive: true, force: true, maxRetries: 2 });
  }
}

const sqlOf = (message: WorkerRequest) => ('sql' in message ? message.sql : '');
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class PGliteHost {
  /** Counts the workers started: a transaction begun in one cannot go on in the next. */
  generation = 0;
  #worker: Worker | undefined;
  #ready: Promise<void> = Promise.resolve();
  #isReady = false;
  #queue: Pending[] = [];
  #current: Pending | undefined;
  #timer: NodeJS.Timeout | undefined;
  #nextId = 1;
  #closed = false;
  /** The last start failed: the next request starts the worker again. */
  #failed = false;
  #idle: (() => void)[] = [];
  #closing: Promise<void> | undefined;

  private constructor(
    readonly dataDir: string,
    private readonly temporary: boolean,
    private readonly roleSetupSql: string,
  ) {}

  /** Starts PGlite on `dataDir` (a temporary folder when absent) and waits until it is open. */
  static async open(options: { dataDir?: string; roleSetupSql: string }): Promise<PGliteHost> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const dataDir = options.dataDir ?? (await temporaryDatabase());
    const host = new PGliteHost(dataDir, !options.dataDir, options.roleSetupSql);
    host.#start(Promise.resolve());
    try {
      await host.#ready;
    } catch (error) {
      await host.close();
      throw error;
    }
    return host;
  }

  /** Runs a request after those before it; past `timeoutMs` (0: never) it fails with 57014. */
  run(request: WorkerRequest, timeoutMs = 0): Promise<WorkerResult> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ message: { ...request, id: this.#nextId++ }, timeoutMs, resolve, reject });
      if (this.#failed) this.#start(Promise.resolve());
      this.#pump();
    });
  }

  #start(after: Promise<unknown>) {
    this.generation += 1;
    this.#isReady = false;
    this.#failed = false;
    this.#worker = undefined;
    // Whatever became of the old worker, the new one starts.
    this.#ready = after
      .catch(() => undefined)
      .then(
        () =>
          new Promise<void>((resolve, reject) => {
            if (this.#closed) return reject(new Error('The database is closed'));
            const worker = new Worker(WORKER_URL, {
              workerData: { dataDir: this.dataDir, roleSetupSql: this.roleSetupSql },
              resourceLimits: { stackSizeMb: STACK_MB },
              execArgv: [],
            });
            this.#worker = worker;
            worker.on('message', (message: WorkerMessage) => {
              if ('ready' in message) {
                this.#isReady = true;
                resolve();
                this.#pump();
              } else if ('startError' in message) {
                this.#worker = undefined;
                this.#startFailed(databaseError(message.startError), reject);
                void worker.terminate();
              } else this.#answer(worker, message);
            });
            worker.on('error', (error) => this.#lost(worker, error, reject));
            worker.on('exit', (code) => this.#lost(worker, new Error(`exited with code ${code}`), reject));
          }),
      );
    this.#ready.catch(() => {});
  }

  /** A failed start fails the requests waiting for it; the next request tries again. */
  #startFailed(error: Error, failStart: (error: Error) => void) {
    this.#failed = true;
    failStart(error);
    for (const pending of this.#queue.splice(0)) pending.reject(error);
  }

  #pump() {
    if (this.#current || this.#closed || !this.#isReady) return;
    const next = this.#queue.shift();
    const worker = this.#worker!;
    if (!next) {
      worker.unref();
      this.#idle.splice(0).forEach((resolve) => resolve());
      return;
    }
    this.#current = next;
    worker.ref();
    if (next.timeoutMs > 0) this.#timer = setTimeout(() => this.#timedOut(next), next.timeoutMs);
    worker.postMessage(next.message);
  }

  #answer(worker: Worker, message: Exclude<WorkerMessage, { ready: true } | { startError: ErrorFields }>) {
    const current = this.#current;
    if (worker !== this.#worker || !current || current.message.id !== message.id) return;
    clearTimeout(this.#timer);
    this.#current = undefined;
    if ('result' in message) current.resolve(message.result);
    else if ('error' in message) current.reject(engineError(sqlOf(current.message), message.error, false));
    else {
      current.reject(engineError(sqlOf(current.message), message.crash, true));
      this.#replace();
    }
    this.#pump();
  }

  #timedOut(pending: Pending) {
    if (this.#current !== pending) return;
    this.#current = undefined;
    pending.reject(statementTimeout());
    this.#replace();
  }

  /** The worker died on its own (out of memory, an uncaught error): fail its request, start anew. */
  #lost(worker: Worker, error: Error, failStart: (error: Error) => void) {
    if (worker !== this.#worker) return;
    this.#worker = undefined;
    const stopped = databaseError({
      code: 'XX000',
      message: `the database engine stopped: ${error.message}`,
    });
    if (!this.#isReady) return this.#startFailed(stopped, failStart);
    const current = this.#current;
    this.#current = undefined;
    clearTimeout(this.#timer);
    current?.reject(engineError(sqlOf(current.message), { name: error.name, message: error.message }, true));
    if (!this.#closed) this.#replace(worker);
  }

  /** Ends the worker, then opens the data folder in a new one; queued requests were its transaction's. */
  #replace(old = this.#worker) {
    for (const pending of this.#queue.splice(0)) pending.reject(transactionLost());
    // The old worker must be gone before another opens the folder.
    this.#start(old ? old.terminate() : Promise.resolve());
  }

  /** Waits for the running request (up to 10 s), shuts PGlite down and removes a temporary folder. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    const drained =
      this.#current || this.#queue.length > 0 ? new Promise<void>((r) => this.#idle.push(r)) : null;
    if (drained) await Promise.race([drained, delay(CLOSE_WAIT_MS)]);
    this.#closed = true;
    clearTimeout(this.#timer);
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker && this.#isReady && !this.#current) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // An idle worker does not hold the process open: a clean shutdown must.
      worker.ref();
      worker.postMessage({ op: 'close', id: 0 });
      await Promise.race([exited, delay(CLOSE_WAIT_MS)]);
    }
    await worker?.terminate();
    if (this.temporary) {
      rmSync(this.dataDir, { recursive: true, force: true });
      temporaryDirs.delete(this.dataDir);
    }
  }
}
