import type { CreateNoteRequest, Note } from '../../lib/api';
import type { Db } from '../db/open-database';
import { HttpError } from '../http/http-error';
import { addToCollections, resolveCollections } from '../store/collections';
import { insertNote } from '../store/notes';
import { findTemplate } from '../store/templates';
import { applyTemplate } from './apply-template';

/**
 * Create Note (spec 4.1). auto_organize and auto_format are recorded as asked (true by default, or the
 * instructions given) but the reference service has no model to act on them: the content is kept as sent.
 */
export function createNote(db: Db, request: CreateNoteRequest, productUrl: string, now: string): Note {
  const template = request.apply_template == null ? undefined : findTemplate(db, request.apply_template);
  if (request.apply_template != null && !template) {
    throw HttpError.invalidParameter(
      'apply_template',
      `No template "${request.apply_template}". Known templates are listed in the README (Reference service).`,
    );
  }
  if (request.add_to_collections?.some((ref) => ref.trim() === '')) {
    throw HttpError.invalidParameter(
      'add_to_collections',
      '"add_to_collections" holds an empty collection title or id.',
    );
  }
  const createdAt = request.created_at ?? now;
  const updatedAt = request.updated_at ?? createdAt;
  return db.transaction(() => {
    const collections = resolveCollections(db, request.add_to_collections ?? [], now);
    const row = insertNote(
      db,
      {
        kind: 'note',
        content: template ? applyTemplate(template, request.content) : request.content,
        createdAt,
        updatedAt,
        autoOrganize: request.auto_organize ?? true,
        autoFormat: request.auto_format ?? true,
        templateId: template?.id,
      },
      productUrl,
    );
    addToCollections(db, row.id, collections);
    return {
      id: row.id,
      content: row.content,
      collections,
      created_at: row.created_at,
      updated_at: row.updated_at,
      url: row.url,
    };
  })();
}
