import type { CreateNoteRequest } from '../api';
import { withTitleLine } from './note-markdown';

export interface CreateNoteChoice {
  /** The note's Markdown as the user left it; its first line is the title. */
  markdown: string;
  /** Used as the title line when the Markdown has none. */
  title: string;
  collections: string[];
  template: string;
  autoFormat: boolean | string;
  autoOrganize: boolean | string;
}

/** A Create Note body: the user's Markdown and choices; empty choices are left out so the service's defaults apply. */
export function buildCreateNoteRequest(choice: CreateNoteChoice): CreateNoteRequest {
  const collections = [...new Set(choice.collections.map((c) => c.trim()).filter(Boolean))];
  const template = choice.template.trim();
  return {
    content: withTitleLine(choice.markdown, choice.title),
    ...(collections.length ? { add_to_collections: collections } : {}),
    ...(template ? { apply_template: template } : {}),
    auto_format: switchValue(choice.autoFormat),
    auto_organize: switchValue(choice.autoOrganize),
  };
}

/** An instruction string that is blank means "on": there is nothing custom to say. */
function switchValue(value: boolean | string): boolean | string {
  if (typeof value === 'boolean') return value;
  return value.trim() || true;
}
