/**
 * The statement timeout an API request runs with, taken from its role as PostgREST 12 takes a
 * role's settings ("impersonated role settings"). `SET ROLE` does not apply a role's `ALTER ROLE …
 * SET` values, so PostgREST reads them once (`pg_roles.rolconfig`) and sets them in every
 * request's transaction with `set_config(…, true)`. Hosted Supabase sets `statement_timeout` this
 * way: anon 3 s, authenticated 8 s, and 8 s on `authenticator`, the role PostgREST connects as,
 * which is what a service_role request gets since that role sets none of its own. Of the roles'
 * settings only `statement_timeout` is applied here: it is the one Supabase gives the API roles,
 * and one `set_config` keeps each request's setup as cheap as before.
 */
import {
  API_ROLES,
  type ApiRole,
  type Queryable,
  type RequestContext,
  type StatementTimeouts,
} from './database-types.ts';

/** What one role's requests run with. */
export interface RoleSettings {
  /** The `statement_timeout` to set, or '' to keep the connection's. */
  statementTimeout: string;
  /** The same in milliseconds; 0 means none. */
  timeoutMs: number;
}

const ROLE_CONFIG_SQL = `select rolname as role, rolconfig as config from pg_catalog.pg_roles
  where rolname = any($1::text[])`;

const UNITS_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * A `statement_timeout` value in milliseconds, read as PostgreSQL reads it: a bare number is
 * milliseconds, a unit may follow (`'3s'`, `'1min'`, `'250 ms'`). Unreadable values count as none.
 * @example timeoutMs('3s') // 3000
 */
export function timeoutMs(value: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value ?? '');
  if (!match) return 0;
  return Math.round(Number(match[1]) * UNITS_MS[match[2] ?? 'ms']!);
}

function statementTimeoutOf(config: string[] | null | undefined): string | undefined {
  const entry = config?.find((setting) => setting.startsWith('statement_timeout='));
  return entry?.slice('statement_timeout='.length);
}

/**
 * Reads the API roles' statement timeouts when first needed and keeps them, as PostgREST keeps
 * them until its config is reloaded; `invalidate` drops them (after migrations, which may alter
 * roles). `overrides` replaces them (tests use short ones).
 */
export function roleSettingsCache(db: Queryable, overrides: StatementTimeouts = {}) {
  let loading: Promise<Map<ApiRole, RoleSettings>> | undefined;

  async function load(): Promise<Map<ApiRole, RoleSettings>> {
    const { rows } = await db.query<{ role: string; config: string[] | null }>(ROLE_CONFIG_SQL, [
      ['authenticator', ...API_ROLES],
    ]);
    const configOf = (role: string) => rows.find((row) => row.role === role)?.config;
    // The connection role's timeout holds unless the impersonated role sets its own.
    const connection = statementTimeoutOf(configOf('authenticator'));
    const byRole = new Map<ApiRole, RoleSettings>();
    for (const role of API_ROLES) {
      const override = overrides[role];
      const value =
        override === undefined ? (statementTimeoutOf(configOf(role)) ?? connection ?? '') : `${override}ms`;
      byRole.set(role, { statementTimeout: value, timeoutMs: timeoutMs(value) });
    }
    return byRole;
  }

  return {
    async forRole(role: ApiRole): Promise<RoleSettings> {
      if (!API_ROLES.includes(role)) throw new Error(`Unknown API role ${String(role)}`);
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).get(role)!;
    },
    invalidate() {
      loading = undefined;
    },
  };
}

export type RoleSettingsCache = ReturnType<typeof roleSettingsCache>;

/** The parameters of ROLE_SETUP_SQL for a request under its role's settings. */
export function roleSetupValues(context: RequestContext, settings: RoleSettings): string[] {
  return [
    context.role,
    JSON.stringify(context.claims),
    context.method ?? '',
    context.path ?? '',
    settings.statementTimeout,
    JSON.stringify(context.headers ?? {}),
  ];
}
