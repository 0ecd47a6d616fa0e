import { storage } from 'wxt/utils/storage';
// Deep import on purpose: lib/settings reads these items, so importing its index here would be a cycle.
import type { HistoryEntry, OutboxEntry } from '../outbox/types';
import {
  type ClipAction,
  defaultSettings,
  type Settings,
  serviceOrigin,
  type Tokens,
} from '../settings/settings-schema';

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

/**
 * API tokens. Read and written only by the background (lib/settings/token-store.ts).
 * Marked pure so that bundles which never use it (popup, options) drop it: defining an item reads its value
 * for the migration check, and pages must not read tokens at all.
 */
export const tokensItem = /* @__PURE__ */ storage.defineItem<Tokens>('local:tokens', {
  fallback: {},
  version: 2,
  migrations: {
    // v1 held only { v2?, v0? }; v2 binds them to the service they were saved for, which was the configured one.
    2: async (v1: Tokens): Promise<Tokens> => ({
      ...v1,
      origin: serviceOrigin((await settingsItem.getValue()).serviceUrl),
    }),
  },
});

// ---- Outbox (lib/outbox) ----

/** Clips not yet delivered, oldest first. Written before the first send; an entry leaves only after a 2xx or a discard. */
export const outboxItem = storage.defineItem<OutboxEntry[]>('local:outbox', {
  fallback: [],
  version: 1,
  migrations: {},
});

/** Delivered clips, newest first, at most HISTORY_LIMIT (lib/outbox). */
export const historyItem = storage.defineItem<HistoryEntry[]>('local:history', {
  fallback: [],
  version: 1,
  migrations: {},
});

/** The v0 item that `append-running-note` clips go to; created by the first such clip. */
export const runningNoteItem = storage.defineItem<RunningNote | null>('local:runningNote', {
  fallback: null,
  version: 1,
  migrations: {},
});

/** What the user was already told, so that a daily-limit or token problem is announced once, not per clip. */
export const outboxNoticesItem = storage.defineItem<OutboxNotices>('local:outboxNotices', {
  fallback: {},
  version: 1,
  migrations: {},
});

/** Test-only override of the client timeout (ms), so fault tests need not wait 30 s. No UI sets it. */
export const clientTimeoutOverrideItem = storage.defineItem<number | null>('local:clientTimeoutOverrideMs', {
  fallback: null,
});

export interface RunningNote {
  id: string;
  url: string;
  /** The service it lives on: a different service URL starts a new running note. */
  serviceUrl: string;
}

export interface OutboxNotices {
  /** The user was told the daily limit is reached, until this time (epoch ms). */
  rateLimitedUntil?: number;
  /** The user was told the token is missing or rejected (cleared when a token is saved or a clip goes through). */
  unauthorized?: boolean;
  /** The user was told the service is unreachable (cleared when a clip goes through). */
  serviceDown?: boolean;
}

// ---- Clipping (lib/clip) ----

/** What the popup remembers between uses: the last action sent (Capture or Create note). */
export const popupPrefsItem = storage.defineItem<PopupPrefs>('local:popupPrefs', {
  fallback: { lastAction: null },
  version: 1,
  migrations: {},
});

/**
 * Collection titles seen in the service's answers, newest first: the API has no list call, so these are
 * the popup's suggestions for "add to collections".
 */
export const knownCollectionsItem = storage.defineItem<string[]>('local:knownCollections', {
  fallback: [],
  version: 1,
  migrations: {},
});

export interface PopupPrefs {
  /** null until the popup has sent once; the settings' default action applies until then. */
  lastAction: ClipAction | null;
}
