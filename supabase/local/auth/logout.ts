/**
 * POST /logout?scope=global|local|others: deletes sessions (their refresh tokens go with them),
 * after which the access tokens of those sessions are refused everywhere.
 */
import type { ApiRequest, ApiResponse } from '../http.ts';
import type { AuthContext } from './context.ts';
import { badRequest } from './errors.ts';
import { authenticate } from './session-auth.ts';

export async function logout(ctx: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const { user, session } = await authenticate(ctx, request);
  const scope = request.url.searchParams.get('scope') ?? '';
  if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1', [session.id]);
  else if (scope === 'others')
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
  else if (scope === '' || scope === 'global')
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  else throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  return { status: 204, headers: {}, body: '' };
}
