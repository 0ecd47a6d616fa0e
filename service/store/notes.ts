import type { Db } from '../db/open-database';
import { newId, newUrlId } from './ids';

export type NoteKind = 'note' | 'item';

export interface NoteRow {
  seq: number;
  id: string;
  url_id: string;
  url: string;
  kind: NoteKind;
  content: string;
  created_at: string;
  updated_at: string;
  /** JSON of what the caller asked for (true or instructions), kept even though nothing acts on it. */
  auto_organize: string | null;
  auto_format: string | null;
  template_id: string | null;
  operation_id: string | null;
}

export interface NewNote {
  kind: NoteKind;
  content: string;
  createdAt: string;
  updatedAt: string;
  autoOrganize?: boolean | string;
  autoFormat?: boolean | string;
  templateId?: string;
  operationId?: string;
}

/** `productUrl` is the service's own origin: the note is viewable at `<productUrl>/m/<url_id>`. */
export function insertNote(db: Db, note: NewNote, productUrl: string): NoteRow {
  const id = newId();
  const urlId = newUrlId();
  const row = {
    id,
    url_id: urlId,
    url: `${productUrl}/m/${urlId}`,
    kind: note.kind,
    content: note.content,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    auto_organize: note.autoOrganize === undefined ? null : JSON.stringify(note.autoOrganize),
    auto_format: note.autoFormat === undefined ? null : JSON.stringify(note.autoFormat),
    template_id: note.templateId ?? null,
    operation_id: note.operationId ?? null,
  };
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notes (id, url_id, url, kind, content, created_at, updated_at, auto_organize, auto_format, template_id, operation_id)
       VALUES (@id, @url_id, @url, @kind, @content, @created_at, @updated_at, @auto_organize, @auto_format, @template_id, @operation_id)`,
    )
    .run(row);
  return { seq: Number(lastInsertRowid), ...row };
}

export function findNoteByUrlId(db: Db, urlId: string): NoteRow | undefined {
  return db.prepare('SELECT * FROM notes WHERE url_id = ?').get(urlId) as NoteRow | undefined;
}

export function findItem(db: Db, id: string): NoteRow | undefined {
  return db.prepare("SELECT * FROM notes WHERE id = ? AND kind = 'item'").get(id) as NoteRow | undefined;
}

/** Appends after a blank line so the new text starts its own Markdown paragraph; nothing is ever replaced. */
export function appendToItem(db: Db, id: string, text: string, now: string): NoteRow | undefined {
  db.prepare(
    `UPDATE notes SET content = CASE WHEN content = '' THEN ? ELSE content || char(10) || char(10) || ? END,
     updated_at = ? WHERE id = ? AND kind = 'item'`,
  ).run(text, text, now, id);
  return findItem(db, id);
}

export function recentNotes(db: Db, limit: number): NoteRow[] {
  return db.prepare('SELECT * FROM notes ORDER BY seq DESC LIMIT ?').all(limit) as NoteRow[];
}

export function allNotes(db: Db): NoteRow[] {
  return db.prepare('SELECT * FROM notes ORDER BY seq').all() as NoteRow[];
}

/** The first line of the content, without Markdown heading marks: the spec's title. */
export function titleOf(content: string): string {
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.replace(/^\s{0,3}#{1,6}\s+/, '').trim();
}
