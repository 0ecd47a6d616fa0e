import type { CaptureRequest, CaptureResult } from '../../lib/api';
import type { Db } from '../db/open-database';
import { attachChip, type Chip } from '../store/chips';
import { addToCollections, resolveCollections } from '../store/collections';
import { newId } from '../store/ids';
import { insertNote } from '../store/notes';
import { insertOperation } from '../store/operations';
import { chipIcon } from './chip-icon';
import type { InputKind } from './detect-input-kind';
import { inputToNote } from './input-to-note';

/** Every capture is filed in the collection for its kind of input, so captures are easy to find. */
export const CAPTURE_COLLECTIONS: Record<InputKind, string> = {
  html: 'Web clips',
  email: 'Emails',
  transcript: 'Transcripts',
  text: 'Captures',
};

const KIND_WORDS: Record<InputKind, string> = {
  html: 'HTML converted to Markdown',
  email: 'an email (title from its Subject)',
  transcript: 'a transcript',
  text: 'plain text',
};

/**
 * The reference service's Capture: one note per input, no model involved. The input's kind decides the
 * conversion and the collection; instructions, context and timestamp are stored with the operation.
 */
export function captureInput(db: Db, request: CaptureRequest, productUrl: string, now: string): CaptureResult {
  const operationId = `svc-it-${newId()}`;
  const draft = inputToNote(request.input, request.source_url);
  const chip = chipFrom(request);
  return db.transaction(() => {
    const collections = resolveCollections(db, [CAPTURE_COLLECTIONS[draft.kind]], now);
    const note = insertNote(
      db,
      { kind: 'note', content: draft.content, createdAt: now, updatedAt: now, operationId },
      productUrl,
    );
    addToCollections(db, note.id, collections);
    if (chip) attachChip(db, note.id, chip);
    const summary = summarize(draft.kind, draft.title, collections[0]!.title, chip, request);
    insertOperation(db, {
      id: operationId,
      input_kind: draft.kind,
      instructions: request.instructions ?? null,
      context: request.context ?? null,
      timestamp: request.timestamp ?? now,
      summary,
      created_at: now,
    });
    return {
      operation_id: operationId,
      created_notes: [{ id: note.id, title: draft.title, url: note.url }],
      collections,
      status: 'complete',
      processing_summary: summary,
    };
  })();
}

function chipFrom(request: CaptureRequest): Chip | undefined {
  const { source_title: title, source_url: url, source_kind: kind } = request;
  if (title == null && url == null && kind == null) return undefined;
  const label = title?.trim() || url?.trim() || kind?.trim() || 'Source';
  return { label, ...(url && { url }), ...(kind && { kind }), icon: chipIcon(kind) };
}

function summarize(
  kind: InputKind,
  title: string,
  collection: string,
  chip: Chip | undefined,
  request: CaptureRequest,
): string {
  const parts = [`Recognised ${KIND_WORDS[kind]}; created 1 note "${title}" in collection "${collection}".`];
  if (chip)
    parts.push(`Attached a ${chip.icon} source chip "${chip.label}"${chip.url ? ` linking to ${chip.url}` : ''}.`);
  const kept = (['instructions', 'context', 'timestamp'] as const).filter((field) => request[field] != null);
  if (kept.length) parts.push(`Stored ${kept.join(', ')} with the operation.`);
  return parts.join(' ');
}
