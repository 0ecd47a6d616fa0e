import type { ClipAction, Settings, TokensUpdate } from '@/lib/settings';
import { settingsSchema } from '@/lib/settings';

export type SwitchMode = 'on' | 'off' | 'custom';

/** On/off/custom as the form holds it: the instructions survive switching to On and back. */
export interface SwitchDraft {
  mode: SwitchMode;
  instructions: string;
}

/** The options form's fields, as typed. Token fields are empty unless the user is replacing a token. */
export interface OptionsDraft {
  serviceUrl: string;
  v2Token: string;
  v0Token: string;
  defaultAction: ClipAction;
  defaultInstructions: string;
  /** Comma-separated collection titles or ids. */
  defaultCollections: string;
  defaultTemplate: string;
  autoFormat: SwitchDraft;
  autoOrganize: SwitchDraft;
}

export type DraftErrors = Partial<Record<keyof OptionsDraft, string>>;

export type ReadDraft = { ok: true; settings: Settings; tokens: TokensUpdate } | { ok: false; errors: DraftErrors };

export function draftOf(settings: Settings): OptionsDraft {
  return {
    serviceUrl: settings.serviceUrl,
    v2Token: '',
    v0Token: '',
    defaultAction: settings.defaultAction,
    defaultInstructions: settings.defaultInstructions,
    defaultCollections: settings.defaultCollections.join(', '),
    defaultTemplate: settings.defaultTemplate,
    autoFormat: switchDraftOf(settings.autoFormat),
    autoOrganize: switchDraftOf(settings.autoOrganize),
  };
}

/** Turns the form into settings and a tokens update, or says what is wrong with which field. */
export function readDraft(draft: OptionsDraft): ReadDraft {
  const errors: DraftErrors = {};
  const autoFormat = switchValueOf(draft.autoFormat);
  const autoOrganize = switchValueOf(draft.autoOrganize);
  if (autoFormat === undefined) errors.autoFormat = 'Write the formatting instructions, or choose On or Off.';
  if (autoOrganize === undefined) errors.autoOrganize = 'Write the organizing instructions, or choose On or Off.';

  const parsed = settingsSchema.safeParse({
    serviceUrl: draft.serviceUrl.trim(),
    defaultAction: draft.defaultAction,
    defaultInstructions: draft.defaultInstructions.trim(),
    defaultCollections: draft.defaultCollections
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    defaultTemplate: draft.defaultTemplate.trim(),
    autoFormat: autoFormat ?? true,
    autoOrganize: autoOrganize ?? true,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof OptionsDraft;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const tokens: TokensUpdate = {};
  if (draft.v2Token.trim()) tokens.v2 = draft.v2Token.trim();
  if (draft.v0Token.trim()) tokens.v0 = draft.v0Token.trim();
  return { ok: true, settings: parsed.data, tokens };
}

/** True when saving would change something. */
export function isDirty(draft: OptionsDraft, saved: Settings): boolean {
  if (draft.v2Token.trim() || draft.v0Token.trim()) return true;
  const read = readDraft(draft);
  return !read.ok || JSON.stringify(read.settings) !== JSON.stringify(saved);
}

function switchDraftOf(value: boolean | string): SwitchDraft {
  if (typeof value === 'string') return { mode: 'custom', instructions: value };
  return { mode: value ? 'on' : 'off', instructions: '' };
}

/** undefined: custom mode without instructions. */
function switchValueOf(draft: SwitchDraft): boolean | string | undefined {
  if (draft.mode === 'on') return true;
  if (draft.mode === 'off') return false;
  return draft.instructions.trim() || undefined;
}
