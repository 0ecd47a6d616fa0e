import { tokensItem } from '../storage';
import { type Tokens, type TokensUpdate, tokensSchema } from './settings-schema';

/** Background only: the tokens never leave it except in the Authorization header to the service. */
export async function loadTokens(): Promise<Tokens> {
  const parsed = tokensSchema.safeParse(await tokensItem.getValue());
  return parsed.success ? parsed.data : {};
}

/** Applies an update from the options page: a string sets, `null` removes, absent keeps. */
export async function updateTokens(update: TokensUpdate): Promise<Tokens> {
  const next: Tokens = { ...(await loadTokens()) };
  for (const name of ['v2', 'v0'] as const) {
    const value = update[name];
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  await tokensItem.setValue(next);
  return next;
}
