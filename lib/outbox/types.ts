import type { CaptureRequest, CollectionRef, CreateNoteRequest, SerializedApiError } from '../api';

/** Where a clip was made. */
export type ClipOrigin = 'popup' | 'context-menu' | 'shortcut';

/** What a clip asks the service to do. */
export type ClipRequest =
  | { op: 'capture'; body: CaptureRequest }
  | { op: 'create-note'; body: CreateNoteRequest }
  /** v0: create the running note the first time, append to it after that. */
  | { op: 'append-running-note'; content: string };

/** Shown in the outbox and history lists, and used for the "clipped before" warning. */
export interface ClipSource {
  title: string;
  url: string;
}

export type OutboxStatus =
  /** waiting for its next attempt (first send, or a retry after network/timeout/server errors) */
  | 'pending'
  /** a send is under way */
  | 'sending'
  /** held until a later time: rate limit, or no/bad token (resumed when a token is saved) */
  | 'held'
  /** not retried: bad request, not found, malformed response; the user edits and resends, or discards */
  | 'needs-attention';

export interface OutboxEntry {
  id: string;
  createdAt: string;
  origin: ClipOrigin;
  source: ClipSource;
  request: ClipRequest;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms of the next automatic attempt, when one is planned. */
  nextAttemptAt?: number;
  lastError?: SerializedApiError;
  /** A previous attempt may have reached the service (answer lost): a resend may duplicate it. */
  maybeDelivered?: boolean;
  /** Why a 'held' entry waits: the daily limit (until `nextAttemptAt`) or a missing/rejected token (until one is saved). */
  heldReason?: HeldReason;
  /** While 'sending': epoch ms after which the send counts as interrupted and the entry may be picked up again. */
  leaseUntil?: number;
  /** While 'sending': the service-worker instance that sends it; another instance finding it knows it was cut off. */
  leaseOwner?: string;
  /** Set when the content was cut to fit the service's request size limit. */
  cut?: ClipCut;
  /** Set when the user edited the clip after it failed. */
  editedAt?: string;
}

export type HeldReason = 'rate-limited' | 'unauthorized';

export interface ClipCut {
  originalBytes: number;
  keptBytes: number;
}

/** What the service made of a delivered clip. */
export interface DeliveredNote {
  title: string;
  url: string;
}

export interface HistoryEntry {
  id: string;
  clipId: string;
  deliveredAt: string;
  origin: ClipOrigin;
  source: ClipSource;
  op: ClipRequest['op'];
  notes: DeliveredNote[];
  collections: CollectionRef[];
  processingSummary?: string;
  /** Set when an earlier attempt may also have reached the service. */
  maybeDuplicate?: boolean;
}
