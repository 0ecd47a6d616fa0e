import { tokensItem } from '../storage';
import { serviceOrigin, type TokenName, type Tokens, type TokensUpdate, tokensSchema } from './settings-schema';
import { loadSettings } from './settings-store';

/** Background only: the tokens as stored, whatever service they belong to. */
export async function loadStoredTokens(): Promise<Tokens> {
  const parsed = tokensSchema.safeParse(await tokensItem.getValue());
  return parsed.success ? parsed.data : {};
}

/** Background only: the tokens that may be sent to the configured service. */
export async function loadTokens(): Promise<Tokens> {
  const [settings, stored] = await Promise.all([loadSettings(), loadStoredTokens()]);
  return tokensFor(stored, settings.serviceUrl);
}

/** Tokens saved for another origin are never sent to this one: a changed URL must not inherit them. */
export function tokensFor(stored: Tokens, serviceUrl: string): Pick<Tokens, TokenName> {
  if (stored.origin !== undefined && stored.origin !== serviceOrigin(serviceUrl)) return {};
  return { v2: stored.v2, v0: stored.v0 };
}

/**
 * Applies an update from the options page for the configured service: a string sets, `null` removes, absent
 * keeps. Tokens kept from another service are dropped, since they could never be sent again.
 */
export function updateTokens(update: TokensUpdate, serviceUrl: string): Promise<Tokens> {
  const run = pendingUpdate.then(async () => {
    const next: Tokens = { ...tokensFor(await loadStoredTokens(), serviceUrl), origin: serviceOrigin(serviceUrl) };
    for (const name of ['v2', 'v0'] as const) {
      const value = update[name];
      if (value === null || next[name] === undefined) delete next[name];
      if (typeof value === 'string') next[name] = value;
    }
    await tokensItem.setValue(next);
    return next;
  });
  pendingUpdate = run.catch(() => undefined);
  return run;
}

// Storage has no atomic update: two quick saves (say, removing both tokens) would each read the old value and
// the last write would bring back what the first removed. Only the background writes tokens, so a queue suffices.
let pendingUpdate: Promise<unknown> = Promise.resolve();
