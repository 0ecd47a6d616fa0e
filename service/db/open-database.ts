import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './schema';

export type Db = Database.Database;

export const DEFAULT_DB_PATH = 'data/service.db';

/** Opens (creating if needed) and migrates the service database; ':memory:' gives a throwaway one. */
export function openDatabase(path: string = DEFAULT_DB_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets `service export` read the file while a running service writes to it.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  // With WAL, NORMAL survives a crash of the service (not a power cut) and spares an fsync per note.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  for (let version = applied; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
