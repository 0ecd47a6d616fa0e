import type { Db } from '../db/open-database';

export interface Operation {
  id: string;
  input_kind: string;
  instructions: string | null;
  context: string | null;
  timestamp: string;
  summary: string;
  created_at: string;
}

export function insertOperation(db: Db, operation: Operation): void {
  db.prepare(
    `INSERT INTO operations (id, input_kind, instructions, context, timestamp, summary, created_at)
     VALUES (@id, @input_kind, @instructions, @context, @timestamp, @summary, @created_at)`,
  ).run(operation);
}

export function findOperation(db: Db, id: string): Operation | undefined {
  return db.prepare('SELECT * FROM operations WHERE id = ?').get(id) as Operation | undefined;
}

export function allOperations(db: Db): Operation[] {
  return db.prepare('SELECT * FROM operations ORDER BY rowid').all() as Operation[];
}
