import type { ClipRequest } from './types';

/** The field that carries the clipped content: the one cut when a clip is too large, and the one the user edits. */
export function mainText(request: ClipRequest): string {
  if (request.op === 'capture') return request.body.input;
  if (request.op === 'create-note') return request.body.content;
  return request.content;
}

export function withMainText(request: ClipRequest, text: string): ClipRequest {
  if (request.op === 'capture') return { ...request, body: { ...request.body, input: text } };
  if (request.op === 'create-note') return { ...request, body: { ...request.body, content: text } };
  return { ...request, content: text };
}
