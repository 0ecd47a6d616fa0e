import { z } from 'zod';
import { onMessageChecked } from '../messages';
import { settingsSchema, tokensUpdateSchema } from './settings-schema';
import { loadSettings, saveSettings } from './settings-store';
import { settingsViewOf } from './settings-view';
import { testConnection } from './test-connection';
import { loadTokens, updateTokens } from './token-store';
import { emitTokensSaved } from './tokens-saved';

const noData = z.undefined();

/** Background: answers the options page. Tokens come in; only their presence and hints go out. */
export function registerSettingsHandlers(): void {
  onMessageChecked('getSettingsView', noData, async () => settingsViewOf(await loadSettings(), await loadTokens()));

  onMessageChecked('saveSettings', settingsSchema, async (settings) =>
    settingsViewOf(await saveSettings(settings), await loadTokens()),
  );

  onMessageChecked('saveTokens', tokensUpdateSchema, async (update) => {
    const view = settingsViewOf(await loadSettings(), await updateTokens(update));
    emitTokensSaved(view.tokens);
    return view;
  });

  onMessageChecked('testConnection', noData, async () => testConnection(await loadSettings(), await loadTokens()));
}
