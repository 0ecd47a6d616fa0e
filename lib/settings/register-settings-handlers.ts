import { z } from 'zod';
import { onMessageChecked } from '../messages';
import { hasServiceAccess } from './host-permission';
import { settingsSchema, tokensUpdateSchema } from './settings-schema';
import { loadSettings, saveSettings } from './settings-store';
import { settingsViewOf } from './settings-view';
import { testConnection } from './test-connection';
import { loadStoredTokens, updateTokens } from './token-store';
import { emitTokensSaved } from './tokens-saved';

const noData = z.undefined();

/** Background: answers the options page. Tokens come in; only their presence and hints go out. */
export function registerSettingsHandlers(): void {
  onMessageChecked('getSettingsView', noData, async () =>
    settingsViewOf(await loadSettings(), await loadStoredTokens()),
  );

  onMessageChecked('saveSettings', settingsSchema, async (settings) =>
    settingsViewOf(await saveSettings(settings), await loadStoredTokens()),
  );

  onMessageChecked('saveTokens', tokensUpdateSchema, async (update) => {
    const settings = await loadSettings();
    const view = settingsViewOf(settings, await updateTokens(update, settings.serviceUrl));
    emitTokensSaved(view.tokens);
    return view;
  });

  onMessageChecked('testConnection', noData, async () => {
    const settings = await loadSettings();
    const hasAccess = await hasServiceAccess(settings.serviceUrl);
    return testConnection(settings, await loadStoredTokens(), { hasAccess });
  });
}
