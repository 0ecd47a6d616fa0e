import type { Db } from '../db/open-database';

export interface Chip {
  label: string;
  url?: string;
  /** The source_kind as given. */
  kind?: string;
  /** Icon name chosen from the kind (see capture/chip-icon.ts). */
  icon: string;
}

export function attachChip(db: Db, noteId: string, chip: Chip): void {
  db.prepare('INSERT INTO chips (note_id, label, url, kind, icon) VALUES (?, ?, ?, ?, ?)').run(
    noteId,
    chip.label,
    chip.url ?? null,
    chip.kind ?? null,
    chip.icon,
  );
}

export function chipsOf(db: Db, noteId: string): Chip[] {
  const rows = db.prepare('SELECT label, url, kind, icon FROM chips WHERE note_id = ? ORDER BY rowid').all(noteId) as {
    label: string;
    url: string | null;
    kind: string | null;
    icon: string;
  }[];
  return rows.map((row) => ({
    label: row.label,
    ...(row.url != null && { url: row.url }),
    ...(row.kind != null && { kind: row.kind }),
    icon: row.icon,
  }));
}
