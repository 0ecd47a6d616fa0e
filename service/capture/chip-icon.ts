/** Icon names and the words that lead to them; the spec's common kinds come first in each list. */
const ICONS: Record<string, string[]> = {
  globe: ['webpage', 'web', 'page', 'website', 'site', 'url', 'link', 'article', 'blog', 'bookmark', 'html'],
  mail: ['email', 'mail', 'e-mail', 'gmail', 'outlook', 'inbox', 'newsletter'],
  mic: ['transcript', 'meeting', 'call', 'audio', 'voice', 'podcast', 'recording', 'video', 'youtube', 'zoom'],
  document: ['document', 'doc', 'docx', 'pdf', 'file', 'paper', 'report', 'book', 'slides', 'spreadsheet'],
  message: ['message', 'chat', 'slack', 'sms', 'dm', 'teams', 'discord', 'whatsapp', 'tweet', 'post', 'comment'],
  note: ['note', 'memo', 'journal', 'snippet', 'highlight', 'quote'],
  calendar: ['calendar', 'event', 'invite', 'appointment', 'schedule'],
  task: ['task', 'todo', 'to-do', 'issue', 'ticket', 'reminder', 'checklist'],
};

export const GENERIC_ICON = 'source';

/** What the pages show for each icon name (emoji: no image requests, nothing to load). */
export const ICON_GLYPHS: Record<string, string> = {
  globe: '🌐',
  mail: '✉️',
  mic: '🎙️',
  document: '📄',
  message: '💬',
  note: '📝',
  calendar: '📅',
  task: '☑️',
  [GENERIC_ICON]: '🔗',
};

/**
 * Maps any source_kind to an icon (spec 4.2): the whole kind, then each word of it ("Slack message" →
 * message, "google-calendar" → calendar), then a word that starts with a known one ("emails" → mail);
 * nothing matches → the generic source icon.
 */
export function chipIcon(kind: string | undefined): string {
  if (!kind) return GENERIC_ICON;
  const normalized = kind.trim().toLowerCase();
  const words = normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const candidate of [normalized, ...words]) {
    const icon = iconFor((word) => word === candidate);
    if (icon) return icon;
  }
  for (const word of words) {
    const icon = iconFor((known) => known.length >= 3 && word.startsWith(known));
    if (icon) return icon;
  }
  return GENERIC_ICON;
}

function iconFor(matches: (word: string) => boolean): string | undefined {
  return Object.entries(ICONS).find(([, words]) => words.some(matches))?.[0];
}
