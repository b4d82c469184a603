// `npm run db:reset`: starts the local database over. PGlite: deletes its data folder.
// PostgreSQL (DATABASE_URL): drops what the local server created. The next start migrates and seeds.
import { rmSync } from 'node:fs';
import { openDatabase } from './database.ts';
import { dataDirFromEnv } from './paths.ts';
import { resetDatabase } from './setup.ts';

const url = process.env.DATABASE_URL;
if (url) {
  const db = await openDatabase({ url, poolSize: 1 });
  await resetDatabase(db);
  await db.close();
  console.log('Reset the PostgreSQL database at DATABASE_URL; the next start migrates and seeds it.');
} else {
  const dir = dataDirFromEnv();
  rmSync(dir, { recursive: true, force: true });
  console.log(`Removed ${dir}; the next start migrates and seeds a new database.`);
}
