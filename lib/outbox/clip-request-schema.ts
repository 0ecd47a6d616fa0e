import { z } from 'zod';
import { captureRequestSchema, createNoteRequestSchema } from '../api';
import { mainText } from './clip-text';

/** A ClipRequest as the service will accept it; checked before anything is written to the outbox. */
const clipRequestShape = z.discriminatedUnion('op', [
  z.object({ op: z.literal('capture'), body: captureRequestSchema }),
  z.object({ op: z.literal('create-note'), body: createNoteRequestSchema }),
  z.object({ op: z.literal('append-running-note'), content: z.string() }),
]);

// An empty clip would only come back as a 400 later; refuse it while the user is still looking.
export const clipRequestSchema = clipRequestShape.refine((request) => mainText(request).trim() !== '', {
  message: 'The clip is empty: there is nothing to send.',
});

export const clipOriginSchema = z.enum(['popup', 'context-menu', 'shortcut']);

export const clipSourceSchema = z.object({ title: z.string(), url: z.string() });

export const enqueueInputSchema = z.object({
  origin: clipOriginSchema,
  source: clipSourceSchema,
  request: clipRequestSchema,
});
