import type { Settings, TokenName, Tokens } from './settings-schema';
import { maskToken } from './token-hint';

export interface TokenPresence {
  set: boolean;
  /** e.g. "••••1a2b"; absent when no token is set. */
  hint?: string;
}

/** What the options page may know: all settings, and of the tokens only whether each is set. */
export interface SettingsView {
  settings: Settings;
  tokens: Record<TokenName, TokenPresence>;
}

export function settingsViewOf(settings: Settings, tokens: Tokens): SettingsView {
  return { settings, tokens: { v2: presenceOf(tokens.v2), v0: presenceOf(tokens.v0) } };
}

function presenceOf(token: string | undefined): TokenPresence {
  return token ? { set: true, hint: maskToken(token) } : { set: false };
}
