/**
 * The publish-storefront edge function: "Publish storefront" in the admin area rebuilds the static
 * site from the products table. Staff only (admin or manager, at the MFA level their factors
 * demand); anyone else gets 403.
 * - GET → `{publishes, target, pending}`: the latest publishes, newest first, where a publish
 *   goes, and the product changes waiting for one (the site server publishes them by itself a few
 *   seconds after the saves stop: src/publisher/auto-publish.ts).
 * - POST → `{publish, started}`: starts a publish, or returns the one running (`started: false`):
 *   - with STOREFRONT_DEPLOY_HOOK_URL (production), it calls the host's deploy hook, whose build
 *     reads the hosted products table, and records the publish as running, "Deploy requested";
 *   - else with STOREFRONT_PUBLISH_URL (the site server of `npm start` sets it), it asks that
 *     server's publisher, which builds and swaps the site and records each stage.
 * - POST `{report: {status, message?, product_count?}}` with the header `x-publish-key:
 *   STOREFRONT_PUBLISH_REPORT_KEY`: a host's build says how the requested deploy ended.
 */
import { admit, callerId } from '../_shared/caller.ts';
import { timingSafeEqual } from '../_shared/constant-time.ts';
import type { PublishList, PublishRow, PublishTarget } from '../_shared/contracts/publishes.ts';
import { preflight } from '../_shared/cors.ts';
import { rpc } from '../_shared/database-error.ts';
import { isRecord, json, readJson } from '../_shared/http.ts';
import { callerClient, projectOf, serviceClient, type Client, type Project } from '../_shared/supabase.ts';
import {
  DEPLOY_REQUESTED,
  insertPublish,
  listPendingChanges,
  listPublishes,
  runningDeploy,
  updatePublish,
} from './publishes.ts';

const env = (name: string) => Deno.env.get(name)?.trim() || undefined;

const target = (): PublishTarget =>
  env('STOREFRONT_DEPLOY_HOOK_URL') ? 'deploy-hook' : env('STOREFRONT_PUBLISH_URL') ? 'local' : null;

const NO_TARGET =
  'Publishing needs `npm start`: its site server builds the storefront. On a hosted project, set ' +
  'STOREFRONT_DEPLOY_HOOK_URL to your static host’s deploy hook.';

/** Whether the caller holds a staff role they may use now (has_role checks their MFA level). */
async function isStaff(caller: Client): Promise<boolean> {
  const ask = (role: 'admin' | 'manager') => rpc(caller, 'has_role', { wanted: role }).catch(() => false);
  const [admin, manager] = await Promise.all([ask('admin'), ask('manager')]);
  return admin === true || manager === true;
}

/** Calls the host's deploy hook; the publish runs until the host's build reports back. */
async function requestDeploy(db: Client, hook: string, by: string | null): Promise<Response> {
  const running = await runningDeploy(db);
  if (running) return json(200, { publish: running, started: false });
  let publish: PublishRow | undefined = await insertPublish(db, {
    requested_by: by,
    status: 'running',
    stage: DEPLOY_REQUESTED,
  });
  const answer = await fetch(hook, { method: 'POST' }).catch((error: unknown) => String(error));
  if (typeof answer === 'string' || !answer.ok) {
    const why = typeof answer === 'string' ? answer : `${answer.status} ${answer.statusText}`;
    publish = await updatePublish(db, publish.id, {
      status: 'failed',
      message: `The deploy hook did not accept the request (${why}).`,
      finished_at: new Date().toISOString(),
    });
  }
  return json(202, { publish, started: true });
}

/** Asks the site server's publisher (npm start) for a publish. */
async function requestLocalPublish(project: Project, url: string, by: string | null): Promise<Response> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { apikey: project.secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requested_by: by }),
  });
  const body = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
  if (!answer.ok)
    return json(502, { error: `The site server could not publish: ${String(body?.error ?? answer.status)}` });
  return json(answer.status, body);
}

/** A host's build reporting how the requested deploy ended. */
async function report(db: Client, request: Request, body: Record<string, unknown>): Promise<Response> {
  const key = env('STOREFRONT_PUBLISH_REPORT_KEY');
  if (!key || !timingSafeEqual(request.headers.get('x-publish-key') ?? '', key))
    return json(403, { error: 'Reporting a deploy needs the publish report key.' });
  const result = isRecord(body.report) ? body.report : {};
  const status = result.status;
  if (status !== 'succeeded' && status !== 'failed')
    return json(400, { error: 'Report {"status": "succeeded"} or {"status": "failed"}.' });
  const running = await runningDeploy(db);
  if (!running) return json(404, { error: 'No deploy is waiting for a report.' });
  const count = Number(result.product_count);
  const publish = await updatePublish(db, running.id, {
    status,
    stage: status === 'succeeded' ? 'Done' : DEPLOY_REQUESTED,
    message: typeof result.message === 'string' ? result.message.slice(0, 2000) : null,
    ...(Number.isInteger(count) && count >= 0 ? { product_count: count } : {}),
    finished_at: new Date().toISOString(),
  });
  return json(200, { publish });
}

Deno.serve(async (request: Request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'GET' && request.method !== 'POST')
    return json(405, { error: 'GET lists the publishes; POST starts one.' });
  const project = projectOf(env);
  const db = serviceClient(project);
  const authorization = request.headers.get('Authorization');
  try {
    const body = request.method === 'POST' ? await readJson(request) : undefined;
    if (isRecord(body) && 'report' in body) return await report(db, request, body);
    const admitted = await admit(project, request, ['user']);
    if (admitted instanceof Response) return admitted;
    const caller = callerClient(project, authorization);
    if (!(await isStaff(caller))) return json(403, { error: 'Only staff can publish the storefront.' });
    if (request.method === 'GET') {
      const [publishes, pending] = await Promise.all([listPublishes(caller), listPendingChanges(caller)]);
      const list: PublishList = { publishes, target: target(), pending };
      return json(200, list);
    }
    const by = await callerId(project, authorization);
    const hook = env('STOREFRONT_DEPLOY_HOOK_URL');
    if (hook) return await requestDeploy(db, hook, by);
    const local = env('STOREFRONT_PUBLISH_URL');
    if (local) return await requestLocalPublish(project, local, by);
    return json(503, { error: NO_TARGET });
  } catch (error) {
    console.error('publish-storefront failed', error);
    return json(500, { error: 'The storefront could not be published just now. Please try again.' });
  }
});
