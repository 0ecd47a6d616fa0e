export type InputKind = 'html' | 'email' | 'transcript' | 'text';

const HTML_START = /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;
const HTML_BLOCK_TAG =
  /<(p|div|h[1-6]|article|section|ul|ol|li|table|blockquote|pre|main|span|a|br|img)(\s[^>]*)?\/?>/gi;
const HEADER_LINE = /^([A-Za-z][A-Za-z-]{1,40}):[ \t]*(.*)$/;
const EMAIL_HEADERS = new Set(['from', 'to', 'cc', 'subject', 'date', 'reply-to', 'message-id', 'sender']);
const SPEAKER_LINE =
  /^\s*(\[?\(?\d{1,2}:\d{2}(:\d{2})?([.,]\d+)?\)?\]?\s*)?(-\s*)?[\p{Lu}][\p{L}\p{N} .'_-]{0,40}:\s+\S/u;
const CUE_TIMING = /^\s*\d{1,2}:\d{2}(:\d{2})?[.,]\d{3}\s+-->\s+/;

/**
 * Recognises what the Capture input is, deterministically, in this order:
 * 1. html — starts with a doctype/<html>/<head>/<body>, or contains at least two HTML block tags;
 * 2. email — opens with a header block (lines `Name: value` up to the first blank line) holding `From:` and at
 *    least one of `Subject:`/`To:`/`Date:`;
 * 3. transcript — a WEBVTT file, cue timings, or at least two lines and at least half of the non-empty lines
 *    in `Speaker: words` form (optionally behind a `[00:12]` time; email header names are not speakers);
 * 4. text — anything else.
 */
export function detectInputKind(input: string): InputKind {
  if (HTML_START.test(input) || (input.match(HTML_BLOCK_TAG)?.length ?? 0) >= 2) return 'html';
  if (isEmail(input)) return 'email';
  if (isTranscript(input)) return 'transcript';
  return 'text';
}

export function emailHeaderBlock(input: string): Map<string, string> | undefined {
  const lines = input.replace(/^\s*\n/, '').split(/\r?\n/);
  const headers = new Map<string, string>();
  let last: string | undefined;
  for (const line of lines) {
    if (line.trim() === '') break;
    const header = HEADER_LINE.exec(line);
    if (header) {
      last = header[1]!.toLowerCase();
      headers.set(last, header[2]!.trim());
    } else if (/^[ \t]/.test(line) && last) {
      // A folded header continues on an indented line (RFC 5322 §2.2.3).
      headers.set(last, `${headers.get(last)} ${line.trim()}`);
    } else {
      return undefined;
    }
  }
  return headers;
}

function isEmail(input: string): boolean {
  const headers = emailHeaderBlock(input);
  if (!headers?.has('from')) return false;
  return [...headers.keys()].filter((name) => EMAIL_HEADERS.has(name) && name !== 'from').length >= 1;
}

function isTranscript(input: string): boolean {
  const lines = input.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (/^WEBVTT\b/.test(lines[0] ?? '')) return true;
  if (lines.some((line) => CUE_TIMING.test(line))) return true;
  const speakerLines = lines.filter((line) => SPEAKER_LINE.test(line) && !isEmailHeaderLine(line)).length;
  return speakerLines >= 2 && speakerLines * 2 >= lines.length;
}

function isEmailHeaderLine(line: string): boolean {
  const name = HEADER_LINE.exec(line)?.[1]?.toLowerCase();
  return name != null && EMAIL_HEADERS.has(name);
}
