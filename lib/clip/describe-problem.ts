import type { SerializedApiError } from '../api';
import type { OutboxEntry } from '../outbox';

/** A failed clip in plain words: what happened, what to do, and what the clipper does meanwhile. */
export interface ProblemText {
  message: string;
  /** Show a link to the options page (token or service URL problems). */
  openOptions: boolean;
  /** The request field the service refused, when it said. */
  field?: string;
}

const fieldNames: Record<string, string> = {
  input: 'the clipped content',
  content: 'the note’s Markdown',
  add_to_collections: 'the collections',
  apply_template: 'the template',
  auto_format: 'auto-format',
  auto_organize: 'auto-organize',
  instructions: 'the instructions',
  context: 'the context',
  source_url: 'the source URL',
  timestamp: 'the time',
};

export function describeProblem(
  entry: Pick<OutboxEntry, 'request' | 'status' | 'nextAttemptAt'>,
  error: SerializedApiError,
  formatTime: (epochMs: number) => string,
): ProblemText {
  const token = entry.request.op === 'append-running-note' ? 'API token (v0)' : 'API token (v2)';
  const when = entry.nextAttemptAt != null ? formatTime(entry.nextAttemptAt) : undefined;
  switch (error.kind) {
    case 'unauthorized':
      // No status: the client refused before sending, because no token is set at all.
      if (error.status == null) {
        return {
          message: `No ${token} is set. Add it in the options; your clip is kept and is sent as soon as you save it.`,
          openOptions: true,
        };
      }
      return {
        message: `The note service did not accept your ${token}: ${error.message} Check the token in the options; your clip is kept and is sent as soon as you save it.`,
        openOptions: true,
      };
    case 'rate-limited':
      return {
        message: `The note service’s daily limit is reached. Your clip is kept and will be sent ${when ? `at ${when}` : 'when the limit resets'}.`,
        openOptions: false,
      };
    case 'bad-request': {
      const field = error.param ? (fieldNames[error.param] ?? error.param) : undefined;
      return {
        message: `The note service refused the clip${field ? ` because of ${field} (${error.param})` : ''}: ${error.message} Edit it in the Outbox and send it again.`,
        openOptions: false,
        ...(error.param ? { field: error.param } : {}),
      };
    }
    case 'network':
    case 'timeout':
    case 'server':
      return {
        message: `${error.message} Your clip is kept and will be sent ${when ? `at ${when}` : 'automatically'}. Check the service URL in the options if this goes on.`,
        openOptions: true,
      };
    default:
      return { message: `${error.message} Your clip is kept in the Outbox.`, openOptions: false };
  }
}
