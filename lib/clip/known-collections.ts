import { knownCollectionsItem } from '../storage';

/** Enough suggestions for a chip picker; older ones fall off. */
export const KNOWN_COLLECTIONS_LIMIT = 100;

/** Newest first, each title once (compared without case), at most the limit. */
export function mergeKnownCollections(known: string[], seen: string[]): string[] {
  const merged: string[] = [];
  const keys = new Set<string>();
  for (const title of [...seen, ...known]) {
    const trimmed = title.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || keys.has(key)) continue;
    keys.add(key);
    merged.push(trimmed);
  }
  return merged.slice(0, KNOWN_COLLECTIONS_LIMIT);
}

export async function rememberCollections(seen: string[]): Promise<void> {
  if (seen.length === 0) return;
  await knownCollectionsItem.setValue(mergeKnownCollections(await knownCollectionsItem.getValue(), seen));
}
