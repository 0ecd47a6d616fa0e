import { storage } from 'wxt/utils/storage';
// Deep import on purpose: lib/settings reads these items, so importing its index here would be a cycle.
import { defaultSettings, type Settings, type Tokens } from '../settings/settings-schema';

/**
 * Every `storage.defineItem` of the extension lives in this file, so that keys and versions are seen together.
 * Add new items below (additive edits only). Bump an item's `version` and add a migration whenever the stored
 * shape changes; migrations run when the item is first used after an update.
 */

/** What the user set on the options page, except the tokens. Not secret. */
export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: defaultSettings,
  version: 1,
  // Version 1 is the first stored shape; a v2 adds `2: (v1) => v2` here.
  migrations: {},
});

/** API tokens. Read and written only by the background (lib/settings/token-store.ts). */
export const tokensItem = storage.defineItem<Tokens>('local:tokens', {
  fallback: {},
  version: 1,
  migrations: {},
});
