import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/open-database';

export interface Template {
  id: string;
  title: string;
  description: string;
  /** Markdown with placeholders: {{content}}, {{title}}, {{body}}, {{body_quoted}}. */
  body: string;
}

export const TEMPLATES_FILE = fileURLToPath(new URL('../templates.json', import.meta.url));

/** The templates file is the source of truth: every start brings the table in line with it. */
export function seedTemplates(db: Db, file: string = TEMPLATES_FILE): void {
  const templates = JSON.parse(readFileSync(file, 'utf8')) as Template[];
  const upsert = db.prepare(
    `INSERT INTO templates (id, title, description, body) VALUES (@id, @title, @description, @body)
     ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description, body = excluded.body`,
  );
  db.transaction(() => {
    for (const template of templates) upsert.run(template);
  })();
}

/** By id, else by title (case-insensitive). */
export function findTemplate(db: Db, ref: string): Template | undefined {
  return db
    .prepare('SELECT * FROM templates WHERE id = ? OR title = ? COLLATE NOCASE ORDER BY id = ? DESC LIMIT 1')
    .get(ref.trim(), ref.trim(), ref.trim()) as Template | undefined;
}
