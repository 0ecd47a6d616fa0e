// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInputKind } from '../../service/capture/detect-input-kind';

describe('detectInputKind', () => {
  it.each([
    ['a full HTML document', '<!DOCTYPE html><html><body>x</body></html>', 'html'],
    ['an HTML fragment with block tags', '<p>one</p><p>two</p>', 'html'],
    ['an email with headers', 'From: a@b.c\nSubject: Hi\n\nBody', 'email'],
    ['an email with a folded header', 'From: a@b.c\nSubject: A long\n subject\nDate: today\n\nBody', 'email'],
    ['a WEBVTT file', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello', 'transcript'],
    ['speaker lines', 'Ana: hi\nBo: hello\nAna: bye', 'transcript'],
    ['plain text', 'Buy milk\nand eggs', 'text'],
    ['text with one colon line', 'Note: remember this\nand also that\nand more', 'text'],
    ['headers without From', 'Subject: Hi\nTo: x\n\nBody', 'text'],
    ['text mentioning a tag once', 'Use the <p> tag for paragraphs', 'text'],
  ])('recognises %s', (_name, input, kind) => {
    expect(detectInputKind(input)).toBe(kind);
  });
});
