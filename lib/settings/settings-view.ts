import { type Settings, serviceOrigin, type TokenName, type Tokens } from './settings-schema';
import { maskToken } from './token-hint';

export interface TokenPresence {
  /** A token is saved for the configured service. */
  set: boolean;
  /** e.g. "••••1a2b"; absent when no token is saved. */
  hint?: string;
  /** The origin a saved token belongs to when that is not the configured service (so it is not used). */
  savedFor?: string;
}

/** What the options page may know: all settings, and of the tokens only whether each is set. */
export interface SettingsView {
  settings: Settings;
  tokens: Record<TokenName, TokenPresence>;
}

export function settingsViewOf(settings: Settings, stored: Tokens): SettingsView {
  const elsewhere =
    stored.origin !== undefined && stored.origin !== serviceOrigin(settings.serviceUrl) ? stored.origin : undefined;
  const presenceOf = (token: string | undefined): TokenPresence => {
    if (!token) return { set: false };
    if (elsewhere) return { set: false, hint: maskToken(token), savedFor: elsewhere };
    return { set: true, hint: maskToken(token) };
  };
  return { settings, tokens: { v2: presenceOf(stored.v2), v0: presenceOf(stored.v0) } };
}
