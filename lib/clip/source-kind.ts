/** The `source_kind` values the service knows icons for (spec 4.2); any other string gets a generic icon. */
export type SourceKind = 'webpage' | 'email' | 'transcript' | 'document' | 'message' | 'note' | 'calendar' | 'task';

interface SourceKindRule {
  kind: SourceKind;
  /** The host itself or any subdomain of it. */
  hosts: string[];
  /** Matched against pathname + search + hash; absent means any page of the host. */
  path?: RegExp;
}

/**
 * Well-known pages whose kind is not "webpage". Order matters: the first match wins, so the
 * calendar of a mail suite comes before its mail.
 */
export const sourceKindRules: readonly SourceKindRule[] = [
  { kind: 'calendar', hosts: ['calendar.google.com', 'calendar.proton.me', 'calendar.yahoo.com'] },
  {
    kind: 'calendar',
    hosts: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com'],
    path: /^\/calendar\//,
  },
  { kind: 'message', hosts: ['mail.google.com'], path: /^\/chat\b/ },
  {
    kind: 'email',
    hosts: [
      'mail.google.com',
      'outlook.live.com',
      'outlook.office.com',
      'outlook.office365.com',
      'mail.yahoo.com',
      'mail.proton.me',
      'app.fastmail.com',
    ],
  },
  { kind: 'email', hosts: ['icloud.com'], path: /^\/mail\b/ },
  { kind: 'transcript', hosts: ['youtube.com', 'youtube-nocookie.com'], path: /^\/(watch\b|shorts\/|live\/)/ },
  { kind: 'transcript', hosts: ['youtu.be'], path: /^\/./ },
  { kind: 'transcript', hosts: ['vimeo.com'], path: /^\/\d+/ },
  { kind: 'transcript', hosts: ['ted.com'], path: /^\/talks\// },
  { kind: 'document', hosts: ['docs.google.com'], path: /^\/(document|spreadsheets|presentation)\// },
  {
    kind: 'document',
    hosts: ['notion.so', 'notion.site', 'coda.io', 'quip.com', 'paper.dropbox.com', 'word.cloud.microsoft'],
  },
  { kind: 'document', hosts: ['onedrive.live.com', 'sharepoint.com'], path: /\.(docx?|xlsx?|pptx?)\b/i },
  {
    kind: 'message',
    hosts: [
      'app.slack.com',
      'slack.com',
      'discord.com',
      'teams.microsoft.com',
      'teams.live.com',
      'web.whatsapp.com',
      'web.telegram.org',
      'messenger.com',
      'chat.google.com',
    ],
  },
  { kind: 'task', hosts: ['trello.com'], path: /^\/c\// },
  { kind: 'task', hosts: ['linear.app'], path: /\/issue\// },
  { kind: 'task', hosts: ['atlassian.net'], path: /^\/browse\// },
  { kind: 'task', hosts: ['github.com', 'gitlab.com'], path: /\/(issues|pull|merge_requests)\/\d+/ },
];

/** What kind of source a page is, for the chip icon on the notes made from it. */
export function sourceKindFor(href: string): SourceKind {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'webpage';
  }
  if (url.protocol === 'mailto:') return 'email';
  const host = url.hostname.toLowerCase();
  const rest = `${url.pathname}${url.search}${url.hash}`;
  const rule = sourceKindRules.find(
    (r) => r.hosts.some((h) => host === h || host.endsWith(`.${h}`)) && (!r.path || r.path.test(rest)),
  );
  return rule?.kind ?? 'webpage';
}
