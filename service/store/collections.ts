import type { CollectionRef } from '../../lib/api';
import type { Db } from '../db/open-database';
import { newId } from './ids';

/**
 * Each entry names a collection by id or by title (case-insensitive); a title with no match creates
 * the collection (spec 4.1). Duplicates collapse, order is kept.
 */
export function resolveCollections(db: Db, refs: readonly string[], now: string): CollectionRef[] {
  const byIdOrTitle = db.prepare(
    'SELECT id, title FROM collections WHERE id = ? OR title = ? COLLATE NOCASE ORDER BY id = ? DESC LIMIT 1',
  );
  const insert = db.prepare('INSERT INTO collections (id, title, created_at) VALUES (?, ?, ?)');
  const resolved = new Map<string, CollectionRef>();
  for (const raw of refs) {
    const ref = raw.trim();
    let found = byIdOrTitle.get(ref, ref, ref) as CollectionRef | undefined;
    if (!found) {
      found = { id: newId(), title: ref };
      insert.run(found.id, found.title, now);
    }
    resolved.set(found.id, found);
  }
  return [...resolved.values()];
}

export function addToCollections(db: Db, noteId: string, collections: readonly CollectionRef[]): void {
  const link = db.prepare('INSERT OR IGNORE INTO note_collections (note_id, collection_id, position) VALUES (?, ?, ?)');
  collections.forEach((collection, position) => {
    link.run(noteId, collection.id, position);
  });
}

export function collectionsOf(db: Db, noteId: string): CollectionRef[] {
  return db
    .prepare(
      `SELECT c.id, c.title FROM note_collections nc JOIN collections c ON c.id = nc.collection_id
       WHERE nc.note_id = ? ORDER BY nc.position`,
    )
    .all(noteId) as CollectionRef[];
}
