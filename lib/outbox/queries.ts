import { historyItem, outboxItem } from '../storage';
import type { HistoryEntry, OutboxEntry } from './types';

/** Clips not yet delivered, oldest first. */
export function listOutbox(): Promise<OutboxEntry[]> {
  return outboxItem.getValue();
}

/** Delivered clips, newest first. */
export function listHistory(): Promise<HistoryEntry[]> {
  return historyItem.getValue();
}

/** Earlier deliveries of the same page (newest first), for the "clipped before" warning. */
export async function findClipsOfUrl(url: string): Promise<HistoryEntry[]> {
  return clipsOfUrl(await historyItem.getValue(), url);
}

export function clipsOfUrl(history: readonly HistoryEntry[], url: string): HistoryEntry[] {
  const key = sameResourceKey(url);
  if (!key) return [];
  return history.filter((entry) => sameResourceKey(entry.source.url) === key);
}

/** A page is the same page whatever its #fragment; other URL differences are kept (they can be different pages). */
function sameResourceKey(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return url || undefined;
  }
}
