import { z } from 'zod';
import { onMessageChecked } from '../messages';
import { clipRequestSchema, enqueueClip } from '../outbox';

const sendClipSchema = z.object({
  source: z.object({ title: z.string(), url: z.string() }),
  request: clipRequestSchema,
});

/** Background: takes the popup's clips into the outbox. */
export function registerClipHandlers(): void {
  onMessageChecked('sendClip', sendClipSchema, async (clip) => {
    const entry = await enqueueClip({ origin: 'popup', source: clip.source, request: clip.request });
    return { clipId: entry.id };
  });
}
