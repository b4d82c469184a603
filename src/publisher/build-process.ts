/**
 * One `astro build` of a publish, in a child process with an IPC channel: its build events move
 * the publish's stage (build-progress.ts), its output is kept only to say why it failed, and a
 * build that runs too long is stopped.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readBuildEvent } from '../integrations/build-events.ts';
import type { BuildProgress } from './build-progress.ts';

/** A build to run: the program, its arguments, folder and environment. */
export interface BuildSpec {
  command: string;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs the build to its end; resolves with why it failed, or undefined when it succeeded.
 * `onStage` is called each time the build moves to a new stage; the run ends once the returned
 * promises have settled.
 *
 * @example const failed = await runBuildProcess(spec, progress, (stage) => save(stage), 30 * 60_000);
 */
export async function runBuildProcess(
  spec: BuildSpec,
  progress: BuildProgress,
  onStage: (stage: BuildProgress['stage']) => Promise<unknown>,
  timeoutMs: number,
): Promise<string | undefined> {
  let stageWrite: Promise<unknown> = Promise.resolve();
  const exit = await new Promise<string | null>((done) => {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('message', (message) => {
      const event = readBuildEvent(message);
      if (!event || !progress.take(event)) return;
      const stage = progress.stage;
      stageWrite = stageWrite.then(() => onStage(stage)).catch(() => {});
    });
    // The output is read only to quote its last lines if the build fails.
    const keep = (line: string) => progress.keep(line);
    for (const output of [child.stdout, child.stderr])
      if (output) createInterface({ input: output }).on('line', keep);
    child.on('error', (error) => {
      clearTimeout(timer);
      done(`could not start (${error.message})`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done(code === 0 ? null : signal ? `was stopped (${signal})` : `failed (exit code ${code})`);
    });
  });
  await stageWrite;
  return exit ? progress.failureMessage(exit) : undefined;
}
