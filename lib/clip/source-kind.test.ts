import { describe, expect, it } from 'vitest';
import { sourceKindFor } from './source-kind';

describe('sourceKindFor', () => {
  it.each([
    ['https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJ', 'email'],
    ['https://outlook.live.com/mail/0/inbox/id/AQMk', 'email'],
    ['https://outlook.office.com/mail/inbox/id/AAQk', 'email'],
    ['https://mail.proton.me/u/0/inbox/abc', 'email'],
    ['mailto:someone@example.com', 'email'],
    ['https://outlook.office.com/calendar/item/AAMk', 'calendar'],
    ['https://calendar.google.com/calendar/u/0/r/eventedit/abc', 'calendar'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'transcript'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'transcript'],
    ['https://youtu.be/dQw4w9WgXcQ', 'transcript'],
    ['https://docs.google.com/document/d/1abc/edit', 'document'],
    ['https://www.notion.so/team/Roadmap-0123456789abcdef', 'document'],
    ['https://acme.notion.site/Handbook-1234', 'document'],
    ['https://app.slack.com/client/T0/C0', 'message'],
    ['https://acme.slack.com/archives/C0/p1700000000', 'message'],
    ['https://discord.com/channels/1/2/3', 'message'],
    ['https://teams.microsoft.com/l/message/19:abc/1700000000', 'message'],
    ['https://mail.google.com/chat/u/0/#chat/space/AAA', 'message'],
    ['https://github.com/acme/app/issues/42', 'task'],
    ['https://acme.atlassian.net/browse/APP-7', 'task'],
  ])('%s is a %s', (url, kind) => {
    expect(sourceKindFor(url)).toBe(kind);
  });

  it.each([
    'https://example.com/blog/post',
    'https://www.youtube.com/',
    'https://www.youtube.com/@channel',
    'https://docs.google.com/',
    'https://github.com/acme/app',
    'https://notmail.google.com.evil.example/mail',
    'not a url',
  ])('%s is a webpage', (url) => {
    expect(sourceKindFor(url)).toBe('webpage');
  });
});
