import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browser } from 'wxt/browser';
import { sendMessage } from '@/lib/messages';
import { accessRefusedMessage, type Settings, type SettingsView, type TokensUpdate } from '@/lib/settings';

const settingsViewKey = ['settings-view'] as const;

export function useSettings() {
  return useQuery({ queryKey: settingsViewKey, queryFn: () => sendMessage('getSettingsView') });
}

export interface SaveOptionsInput {
  settings: Settings;
  tokens: TokensUpdate;
  /** The host-permission answer, asked for in the click handler itself (see requestServiceAccess). */
  access: Promise<boolean>;
}

/** Saves settings, then tokens if any were typed; nothing is saved when access to the service was refused. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ settings, tokens, access }: SaveOptionsInput): Promise<SettingsView> => {
      if (!(await access.catch(() => false))) throw new Error(accessRefusedMessage(settings.serviceUrl));
      const view = await sendMessage('saveSettings', settings);
      return tokens.v2 !== undefined || tokens.v0 !== undefined ? sendMessage('saveTokens', tokens) : view;
    },
    onSuccess: (view) => queryClient.setQueryData(settingsViewKey, view),
  });
}

export function useRemoveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: 'v2' | 'v0') => sendMessage('saveTokens', { [name]: null }),
    onSuccess: (view) => queryClient.setQueryData(settingsViewKey, view),
  });
}

export function useTestConnection() {
  return useMutation({ mutationFn: () => sendMessage('testConnection') });
}

export function useShortcuts() {
  return useQuery({ queryKey: ['commands'], queryFn: () => browser.commands.getAll() });
}

/** Links to chrome:// pages do nothing from an extension page; a new tab opened by the extension works. */
export function openShortcutSettings(): void {
  // Firefox (137+) has its own call for its shortcut page; Chromium browsers have the chrome:// page.
  const commands = browser.commands as typeof browser.commands & { openShortcutSettings?: () => Promise<void> };
  if (commands.openShortcutSettings) void commands.openShortcutSettings();
  else void browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}
