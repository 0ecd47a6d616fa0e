import type { CollectionRef } from '../lib/api';
import type { Db } from './db/open-database';
import { type Chip, chipsOf } from './store/chips';
import { collectionsOf } from './store/collections';
import { allNotes, type NoteRow, titleOf } from './store/notes';
import { findOperation } from './store/operations';

export interface ExportedNote {
  id: string;
  title: string;
  content: string;
  collections: CollectionRef[];
  created_at: string;
  updated_at: string;
  url: string;
  chips: Chip[];
  /** What the creator asked for (Create Note): kept even though the reference service does not act on it. */
  requested?: { auto_organize?: boolean | string; auto_format?: boolean | string; template_id?: string };
  /** The Capture operation that created the note, with what came with it. */
  operation?: { id: string; input_kind: string; instructions?: string; context?: string; timestamp: string };
}

export interface ExportData {
  notes: ExportedNote[];
  items: ExportedNote[];
}

/** Everything a user stored, as `npm run -s service -- export` prints it: notes and v0 items, oldest first. */
export function exportData(db: Db): ExportData {
  const rows = allNotes(db);
  return {
    notes: rows.filter((row) => row.kind === 'note').map((row) => exportNote(db, row)),
    items: rows.filter((row) => row.kind === 'item').map((row) => exportNote(db, row)),
  };
}

function exportNote(db: Db, row: NoteRow): ExportedNote {
  const operation = row.operation_id ? findOperation(db, row.operation_id) : undefined;
  const requested = {
    ...(row.auto_organize != null && { auto_organize: JSON.parse(row.auto_organize) as boolean | string }),
    ...(row.auto_format != null && { auto_format: JSON.parse(row.auto_format) as boolean | string }),
    ...(row.template_id != null && { template_id: row.template_id }),
  };
  return {
    id: row.id,
    title: titleOf(row.content),
    content: row.content,
    collections: collectionsOf(db, row.id),
    created_at: row.created_at,
    updated_at: row.updated_at,
    url: row.url,
    chips: chipsOf(db, row.id),
    ...(Object.keys(requested).length > 0 && { requested }),
    ...(operation && {
      operation: {
        id: operation.id,
        input_kind: operation.input_kind,
        ...(operation.instructions != null && { instructions: operation.instructions }),
        ...(operation.context != null && { context: operation.context }),
        timestamp: operation.timestamp,
      },
    }),
  };
}
