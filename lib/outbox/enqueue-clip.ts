import { enqueueInputSchema } from './clip-request-schema';
import { cutOversize } from './cut-oversize';
import { kickDelivery } from './kick-delivery';
import { updateOutbox } from './outbox-store';
import type { ClipOrigin, ClipRequest, ClipSource, OutboxEntry } from './types';

export interface EnqueueInput {
  origin: ClipOrigin;
  source: ClipSource;
  request: ClipRequest;
}

/** Thrown (before anything is stored) for a clip the service would refuse anyway. */
export class InvalidClipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidClipError';
  }
}

/**
 * Stores the clip durably, then starts delivery without waiting for it. When this resolves the clip is safe:
 * it survives the worker being stopped, a browser restart and an extension update.
 */
export async function enqueueClip(input: EnqueueInput): Promise<OutboxEntry> {
  const { origin, source, request } = validateClip(input);
  const { request: fitted, cut } = cutOversize(request);
  const entry: OutboxEntry = {
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    origin,
    source,
    request: fitted,
    status: 'pending',
    attempts: 0,
    ...(cut ? { cut } : {}),
  };
  await updateOutbox((entries) => ({ entries: [...entries, entry], result: undefined }));
  kickDelivery();
  return entry;
}

export function validateClip(input: EnqueueInput): EnqueueInput {
  const parsed = enqueueInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.');
    throw new InvalidClipError(`The clip was not saved: ${issue?.message ?? 'invalid'}${where ? ` (${where})` : ''}.`);
  }
  return parsed.data as EnqueueInput;
}
