import type { TokenPresence } from './settings-view';

type TokensSavedListener = (tokens: Record<'v2' | 'v0', TokenPresence>) => void;

const listeners = new Set<TokensSavedListener>();

/**
 * Background only: called after the user saved or removed a token, e.g. so that clips held for a missing
 * or rejected token are sent again. Returns a function that removes the listener.
 */
export function onTokensSaved(listener: TokensSavedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitTokensSaved(tokens: Record<'v2' | 'v0', TokenPresence>): void {
  for (const listener of listeners) {
    try {
      listener(tokens);
    } catch (error) {
      // One failing listener must not keep the others from hearing about the new token.
      console.error('A tokens-saved listener failed', error);
    }
  }
}
