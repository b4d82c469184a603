/**
 * Foreign keys seen through views, as PostgREST's schema cache finds them and postgres-meta types
 * them: a view that shows every column of a key (directly or through other views) takes part in
 * that key's relationship, on the referencing side, the referenced side or both.
 */
import type { Queryable } from '../database.ts';
import type { Relationship } from './catalog.ts';
import { parseNodeTree, type Node } from './node-tree.ts';

interface ViewColumnOrigin {
  viewId: number;
  viewName: string;
  viewColumn: string;
  tableId: number;
  tableColumn: number;
}

interface KeyColumns {
  relationId: number;
  name: string;
  /** The key's columns (attribute numbers) in key order. */
  columns: number[];
}

/** Relationships of the schema's views that follow from the foreign keys `tableRelationships`. */
export async function viewKeyRelationships(
  db: Queryable,
  schema: string,
  tableRelationships: Relationship[],
): Promise<Relationship[]> {
  const origins = await viewColumnOrigins(db, schema);
  if (origins.length === 0) return [];
  const { rows: keys } = await db.query<{
    name: string;
    relation_id: string;
    columns: number[];
    referenced_id: string;
    referenced_columns: number[];
  }>(
    `select conname as name, conrelid::int8 as relation_id, conkey::int4[] as columns,
       confrelid::int8 as referenced_id, confkey::int4[] as referenced_columns
     from pg_constraint where contype = 'f' and connamespace = $1::regnamespace`,
    [schema],
  );
  const { rows: relationNames } = await db.query<{ id: string; name: string }>(
    `select oid::int8 as id, relname as name from pg_class where relnamespace = $1::regnamespace`,
    [schema],
  );
  const nameOf = new Map(relationNames.map((row) => [Number(row.id), row.name]));
  const result: Relationship[] = [];
  for (const relationship of tableRelationships) {
    const key = keys.find(
      (k) =>
        k.name === relationship.foreignKeyName && nameOf.get(Number(k.relation_id)) === relationship.relation,
    );
    if (!key) continue;
    const referencing = viewsShowing(origins, {
      relationId: Number(key.relation_id),
      name: key.name,
      columns: key.columns.map(Number),
    });
    const referenced =
      relationship.referencedSchema === schema
        ? viewsShowing(origins, {
            relationId: Number(key.referenced_id),
            name: key.name,
            columns: key.referenced_columns.map(Number),
          })
        : [];
    for (const view of referencing)
      result.push({ ...relationship, relation: view.viewName, columns: view.columns });
    for (const view of referenced)
      result.push({ ...relationship, referencedRelation: view.viewName, referencedColumns: view.columns });
    for (const from of referencing)
      for (const to of referenced)
        result.push({
          ...relationship,
          relation: from.viewName,
          columns: from.columns,
          referencedRelation: to.viewName,
          referencedColumns: to.columns,
        });
  }
  return result;
}

/**
 * The views showing every column of `key`, once per way of choosing view columns for it (a table
 * column shown twice in one view gives two relationships, as PostgREST lists them).
 */
function viewsShowing(
  origins: ViewColumnOrigin[],
  key: KeyColumns,
): { viewName: string; columns: string[] }[] {
  const byView = new Map<number, ViewColumnOrigin[]>();
  for (const origin of origins)
    if (origin.tableId === key.relationId && key.columns.includes(origin.tableColumn))
      byView.set(origin.viewId, [...(byView.get(origin.viewId) ?? []), origin]);
  const found: { viewName: string; columns: string[] }[] = [];
  for (const shown of byView.values()) {
    const choices = key.columns.map((column) =>
      shown.filter((origin) => origin.tableColumn === column).map((origin) => origin.viewColumn),
    );
    if (choices.some((names) => names.length === 0)) continue;
    for (const columns of cartesian(choices)) found.push({ viewName: shown[0]!.viewName, columns });
  }
  return found;
}

function cartesian(choices: string[][]): string[][] {
  return choices.reduce<string[][]>(
    (rows, names) => rows.flatMap((row) => names.map((name) => [...row, name])),
    [[]],
  );
}

/**
 * Where each column of each view comes from: the table column its select list names, followed
 * through views built on views. Columns computed from expressions have no origin.
 */
async function viewColumnOrigins(db: Queryable, schema: string): Promise<ViewColumnOrigin[]> {
  const { rows } = await db.query<{ id: string; name: string; in_schema: boolean; action: string }>(
    `select c.oid::int8 as id, c.relname as name, c.relnamespace = $1::regnamespace as in_schema,
       r.ev_action::text as action
     from pg_class c join pg_rewrite r on r.ev_class = c.oid
     where c.relkind in ('v', 'm') and c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`,
    [schema],
  );
  const direct = new Map<string, { tableId: number; tableColumn: number }>();
  const views = rows.map((row) => ({ id: Number(row.id), name: row.name, inSchema: row.in_schema }));
  const columnsOf = new Map<
    number,
    { position: number; name: string; tableId: number; tableColumn: number }[]
  >();
  for (const row of rows) {
    const entries = topLevelTargets(row.action);
    columnsOf.set(Number(row.id), entries);
    for (const entry of entries) direct.set(`${row.id}:${entry.position}`, entry);
  }
  const viewIds = new Set(views.map((view) => view.id));
  const origins: ViewColumnOrigin[] = [];
  for (const view of views) {
    if (!view.inSchema) continue;
    for (const entry of columnsOf.get(view.id) ?? []) {
      // Follow a column through the views it is read from, stopping at a table (or a cycle).
      let origin: { tableId: number; tableColumn: number } | undefined = entry;
      const seen = new Set<number>([view.id]);
      while (origin && viewIds.has(origin.tableId) && !seen.has(origin.tableId)) {
        seen.add(origin.tableId);
        origin = direct.get(`${origin.tableId}:${origin.tableColumn}`);
      }
      if (!origin || viewIds.has(origin.tableId)) continue;
      origins.push({ viewId: view.id, viewName: view.name, viewColumn: entry.name, ...origin });
    }
  }
  return origins;
}

/** The select list of a view's rule: position, name and originating column of each entry. */
function topLevelTargets(
  action: string,
): { position: number; name: string; tableId: number; tableColumn: number }[] {
  const tree = parseNodeTree(action);
  const query = Array.isArray(tree) ? tree[0] : tree;
  const list = query && typeof query === 'object' && !Array.isArray(query) ? query.targetList : null;
  const targets = (Array.isArray(list) ? list : []).filter(isRecord);
  return targets
    .filter((entry) => entry.resjunk !== 'true' && Number(entry.resorigtbl) > 0)
    .map((entry) => ({
      position: Number(entry.resno),
      name: String(entry.resname),
      tableId: Number(entry.resorigtbl),
      tableColumn: Number(entry.resorigcol),
    }));
}

function isRecord(node: Node): node is { [field: string]: Node } {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}
