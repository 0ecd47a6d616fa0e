import { z } from 'zod';

/** ISO 8601 date-time, as the spec's timestamps; an offset other than Z is accepted. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** `true` lets the service decide; a string carries custom instructions (spec 4.1). */
const switchOrInstructions = z.union([z.boolean(), z.string()]);

// ---- Resources (spec section 2) ----

export const collectionRefSchema = z.object({
  id: z.string(),
  title: z.string(),
});

export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  collections: z.array(collectionRefSchema),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  url: z.string(),
});

export const createdNoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
});

export const captureResultSchema = z.object({
  operation_id: z.string().regex(/^svc-it-[0-9a-f-]{36}$/i),
  created_notes: z.array(createdNoteSchema),
  collections: z.array(collectionRefSchema),
  // "complete" is the only value the spec gives; others are tolerated so that a
  // newer service never turns a delivered clip into a "malformed" failure.
  status: z.string(),
  processing_summary: z.string(),
});

export const itemSchema = z.object({
  id: z.string(),
  url: z.string(),
});

// ---- Requests (spec section 4) ----

export const createNoteRequestSchema = z.object({
  content: z.string(),
  add_to_collections: z.array(z.string()).optional(),
  auto_organize: switchOrInstructions.optional(),
  apply_template: z.string().optional(),
  auto_format: switchOrInstructions.optional(),
  created_at: isoDateTime.optional(),
  updated_at: isoDateTime.optional(),
});

export const captureRequestSchema = z.object({
  input: z.string(),
  instructions: z.string().optional(),
  context: z.string().optional(),
  timestamp: isoDateTime.optional(),
  source_title: z.string().optional(),
  source_url: z.string().optional(),
  source_kind: z.string().optional(),
});

export const createItemRequestSchema = z.object({
  content: z.string(),
});

/** The spec shows the append body both as one object and as an array holding one. */
export const appendRequestSchema = z.union([createItemRequestSchema, z.tuple([createItemRequestSchema])]);

/**
 * Not shown by the spec; our choice: 200 OK with the item it appended to,
 * since nothing new is created.
 */
export const appendResponseSchema = itemSchema;

// ---- Errors (spec section 7) ----

/** `invalid_parameter` is the spec's; the others are ours, documented in the README. */
export const errorCodes = {
  invalidParameter: 'invalid_parameter',
  malformedJson: 'malformed_json',
  unsupportedContentType: 'unsupported_content_type',
  unauthorized: 'unauthorized',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  rateLimitExceeded: 'rate_limit_exceeded',
  internalError: 'internal_error',
} as const;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.string().optional(),
  }),
});

export type CollectionRef = z.infer<typeof collectionRefSchema>;
export type Note = z.infer<typeof noteSchema>;
export type CreatedNote = z.infer<typeof createdNoteSchema>;
export type CaptureResult = z.infer<typeof captureResultSchema>;
export type Item = z.infer<typeof itemSchema>;
export type CreateNoteRequest = z.infer<typeof createNoteRequestSchema>;
export type CaptureRequest = z.infer<typeof captureRequestSchema>;
export type CreateItemRequest = z.infer<typeof createItemRequestSchema>;
export type AppendRequest = z.infer<typeof appendRequestSchema>;
export type AppendResponse = z.infer<typeof appendResponseSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
