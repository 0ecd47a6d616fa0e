import { ApiError, type CollectionRef, type NoteServiceClient } from '../api';
import { runningNoteItem } from '../storage';
import type { ClipRequest, DeliveredNote } from './types';

export interface SentClip {
  notes: DeliveredNote[];
  collections: CollectionRef[];
  processingSummary?: string;
}

export const RUNNING_NOTE_TITLE = 'Running note';

/** One attempt to deliver a clip. Throws ApiError on any failure. */
export async function sendClip(client: NoteServiceClient, request: ClipRequest, serviceUrl: string): Promise<SentClip> {
  if (request.op === 'capture') {
    const result = await client.capture(request.body);
    return {
      notes: result.created_notes.map(({ title, url }) => ({ title, url })),
      collections: result.collections,
      processingSummary: result.processing_summary,
    };
  }
  if (request.op === 'create-note') {
    const note = await client.createNote(request.body);
    return { notes: [{ title: firstLine(note.content), url: note.url }], collections: note.collections };
  }
  return appendToRunningNote(client, request.content, serviceUrl);
}

/** v0 has no "find my item": the first append creates the item and its id is kept for the next ones. */
async function appendToRunningNote(client: NoteServiceClient, content: string, serviceUrl: string): Promise<SentClip> {
  const running = await runningNoteItem.getValue();
  if (running && running.serviceUrl === serviceUrl) {
    try {
      const item = await client.appendToItem(running.id, { content });
      return { notes: [{ title: RUNNING_NOTE_TITLE, url: item.url }], collections: [] };
    } catch (error) {
      // The item was deleted on the service: forget it, so that a resend starts a new running note.
      if (error instanceof ApiError && error.kind === 'not-found') await runningNoteItem.setValue(null);
      throw error;
    }
  }
  const item = await client.createItem({ content });
  await runningNoteItem.setValue({ id: item.id, url: item.url, serviceUrl });
  return { notes: [{ title: RUNNING_NOTE_TITLE, url: item.url }], collections: [] };
}

function firstLine(markdown: string): string {
  const line = markdown.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(/^#+\s*/, '').trim() || 'Untitled note';
}
