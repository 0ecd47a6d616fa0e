import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type ClipRequest,
  clipsOfUrl,
  discardClip,
  editClip,
  type HistoryEntry,
  listHistory,
  listOutbox,
  type OutboxEntry,
  retryNow,
} from '@/lib/outbox';
import { historyItem, outboxItem } from '@/lib/storage';

const outboxKey = ['outbox'] as const;
const historyKey = ['outbox-history'] as const;

/** A query over one storage item that stays live: every change (from the background too) replaces the data. */
function useLiveItem<T>(key: QueryKey, read: () => Promise<T>, watch: (cb: (value: T) => void) => () => void) {
  const queryClient = useQueryClient();
  useEffect(() => watch((value) => queryClient.setQueryData(key, value)), [queryClient, key, watch]);
  return useQuery({ queryKey: key, queryFn: read });
}

const watchOutbox = (cb: (value: OutboxEntry[]) => void) => outboxItem.watch(cb);
const watchHistory = (cb: (value: HistoryEntry[]) => void) => historyItem.watch(cb);

/** Clips waiting to be delivered, oldest first, live. */
export function useOutbox() {
  return useLiveItem(outboxKey, listOutbox, watchOutbox);
}

/** Delivered clips, newest first, live. */
export function useHistory() {
  return useLiveItem(historyKey, listHistory, watchHistory);
}

/** Earlier deliveries of this page, newest first. */
export function useClipsOfUrl(url: string | undefined) {
  const history = useHistory();
  return { ...history, data: url && history.data ? clipsOfUrl(history.data, url) : [] };
}

/**
 * The popup changes the outbox in storage (under the shared lock); the background sees the change and sends.
 * The live query picks up the new state by itself.
 */
export function useOutboxActions() {
  return {
    retry: useMutation({ mutationFn: (id?: string) => retryNow(id) }),
    discard: useMutation({ mutationFn: (id: string) => discardClip(id) }),
    edit: useMutation({ mutationFn: ({ id, request }: { id: string; request: ClipRequest }) => editClip(id, request) }),
  };
}
