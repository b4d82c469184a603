// Storage's guard against deleting its rows with SQL, as hosted Supabase has it: a delete from
// storage.objects or storage.buckets fails with 42501 (the object's bytes would be orphaned), while
// the Storage API, which sets storage.allow_delete_query in its own transaction, still deletes. On
// PGlite, or on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { imageFile, pngBytes } from '../storage/storage-helpers.ts';

const REFUSED = /Direct deletion from storage tables is not allowed\. Use the Storage API instead\./;
let server: TestServer;

const objectCount = async (name: string) =>
  (
    await server.api.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'scratch' and name = $1`,
      [name],
    )
  ).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  await server.api.db.query(
    `insert into storage.buckets (id, name, public) values ('scratch', 'scratch', true)`,
  );
  const upload = await server
    .service()
    .storage.from('scratch')
    .upload('kept.png', imageFile(pngBytes(64, 1), 'image/png'));
  expect(upload.error).toBeNull();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe(`deleting Storage's rows (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('with SQL is refused, for objects and for buckets, and removes nothing', async () => {
    const attempts = [
      `delete from storage.objects where bucket_id = 'scratch' and name = 'kept.png'`,
      `delete from storage.buckets where id = 'scratch'`,
    ];
    for (const sql of attempts) {
      const refusal = await server.api.db.query(sql).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ message: expect.stringMatching(REFUSED), code: '42501' });
    }
    expect(await objectCount('kept.png')).toBe(1);
  });

  it('goes through the Storage API, which removes the row and its bytes', async () => {
    const { data, error } = await server.service().storage.from('scratch').remove(['kept.png']);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name)).toEqual(['kept.png']);
    expect(await objectCount('kept.png')).toBe(0);
    const orphans = await server.api.db.query(
      `select 1 from storage_local.blobs b left join storage.objects o on o.id = b.object_id where o.id is null`,
    );
    expect(orphans.rowCount).toBe(0);
  });

  it('is allowed with SQL in a transaction that sets storage.allow_delete_query, as Storage does', async () => {
    const upload = await server
      .service()
      .storage.from('scratch')
      .upload('swept.png', imageFile(pngBytes(64, 2), 'image/png'));
    expect(upload.error).toBeNull();
    await server.api.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      await tx.query(`delete from storage.objects where bucket_id = 'scratch' and name = 'swept.png'`);
    });
    expect(await objectCount('swept.png')).toBe(0);
  });
});
