import { MAX_REQUEST_BYTES } from '../api';
import { mainText, withMainText } from './clip-text';
import type { ClipCut, ClipRequest } from './types';

/**
 * The largest JSON body a clip may become: the service's limit less room for headers of the body we do not
 * count exactly. Above it the clipped content is cut (with a note saying so) instead of failing with 413.
 */
export const CLIP_BODY_LIMIT_BYTES = MAX_REQUEST_BYTES - 64 * 1024;

const MB = 1024 * 1024;

/** Cuts the clip's main text so that its JSON body fits `limitBytes`, appending a visible note. */
export function cutOversize(
  request: ClipRequest,
  limitBytes: number = CLIP_BODY_LIMIT_BYTES,
): { request: ClipRequest; cut?: ClipCut } {
  const total = jsonBytes(JSON.stringify(bodyOf(request)));
  if (total <= limitBytes) return { request };

  const text = mainText(request);
  const textBytes = jsonStringBytes(text);
  const note = `\n\n… clip cut at ${formatSize(limitBytes)} (the original was ${formatSize(total)}).`;
  const budget = limitBytes - (total - textBytes) - jsonStringBytes(note);
  const kept = text.slice(0, prefixLengthWithin(text, Math.max(0, budget)));
  return {
    request: withMainText(request, kept + note),
    cut: { originalBytes: total, keptBytes: limitBytes },
  };
}

function bodyOf(request: ClipRequest): unknown {
  return request.op === 'append-running-note' ? { content: request.content } : request.body;
}

function formatSize(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

function jsonBytes(json: string): number {
  return new TextEncoder().encode(json).length;
}

/** UTF-8 bytes of `text` once JSON-escaped, quotes included, without building the escaped copy. */
export function jsonStringBytes(text: string): number {
  return prefixCost(text, text.length) + 2;
}

/** The longest prefix (in UTF-16 units, never splitting a surrogate pair) whose JSON-escaped size fits `budget`. */
function prefixLengthWithin(text: string, budget: number): number {
  let used = 2;
  let i = 0;
  while (i < text.length) {
    const step = charCost(text, i);
    if (used + step.bytes > budget) break;
    used += step.bytes;
    i += step.units;
  }
  return i;
}

function prefixCost(text: string, length: number): number {
  let used = 0;
  for (let i = 0; i < length; ) {
    const step = charCost(text, i);
    used += step.bytes;
    i += step.units;
  }
  return used;
}

function charCost(text: string, i: number): { bytes: number; units: number } {
  const code = text.charCodeAt(i);
  if (code === 0x22 || code === 0x5c) return { bytes: 2, units: 1 };
  if (code < 0x20)
    return { bytes: code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 2 : 6, units: 1 };
  if (code < 0x80) return { bytes: 1, units: 1 };
  if (code < 0x800) return { bytes: 2, units: 1 };
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return { bytes: 4, units: 2 };
    return { bytes: 6, units: 1 };
  }
  if (code >= 0xdc00 && code <= 0xdfff) return { bytes: 6, units: 1 };
  return { bytes: 3, units: 1 };
}
