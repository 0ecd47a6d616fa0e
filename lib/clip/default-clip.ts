import type { ClipAction, Settings } from '../settings';
import { buildCaptureRequest } from './capture-request';
import { type ClipTarget, clipSourceOf } from './clip-target';
import { defaultNoteMarkdown } from './note-markdown';
import { buildCreateNoteRequest } from './note-request';
import type { PreparedClip } from './prepared-clip';

type ClipDefaults = Pick<
  Settings,
  'defaultInstructions' | 'defaultCollections' | 'defaultTemplate' | 'autoFormat' | 'autoOrganize'
>;

/** The clip the menu and the shortcut send: no popup, so every choice is the user's default. */
export function defaultClip(target: ClipTarget, action: ClipAction, defaults: ClipDefaults, now: Date): PreparedClip {
  const source = clipSourceOf(target);
  if (action === 'capture') {
    return {
      source,
      request: {
        op: 'capture',
        body: buildCaptureRequest(target, { instructions: defaults.defaultInstructions }, now),
      },
    };
  }
  return {
    source,
    request: {
      op: 'create-note',
      body: buildCreateNoteRequest({
        markdown: defaultNoteMarkdown(target),
        title: source.title,
        collections: defaults.defaultCollections,
        template: defaults.defaultTemplate,
        autoFormat: defaults.autoFormat,
        autoOrganize: defaults.autoOrganize,
      }),
    },
  };
}
