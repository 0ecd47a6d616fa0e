import type { ConnectionReport, Settings, SettingsView, TokensUpdate } from '../settings';

/** Options page → background. Tokens go in, only their presence and a masked hint come back. */
export interface SettingsProtocol {
  getSettingsView(): SettingsView;
  /** Refused (rejects with the field's message) when the settings do not pass `settingsSchema`. */
  saveSettings(settings: Settings): SettingsView;
  saveTokens(update: TokensUpdate): SettingsView;
  /** Probes the saved service with the saved tokens; creates nothing, but counts as requests. */
  testConnection(): ConnectionReport;
}
