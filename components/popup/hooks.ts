import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activeTabFacts, clipOutcome, readTab, type SnapshotDepth, type TabReading } from '@/lib/clip';
import { sendMessage } from '@/lib/messages';
import type { ClipRequest, ClipSource } from '@/lib/outbox';
import type { ClipAction } from '@/lib/settings';
import { loadSettings } from '@/lib/settings';
import { historyItem, knownCollectionsItem, outboxItem, popupPrefsItem } from '@/lib/storage';

/** The tab the popup clips: `?tabId=<n>` (tests open popup.html in a tab of its own), else the active tab. */
function targetTabId(): number | undefined {
  const raw = new URLSearchParams(location.search).get('tabId');
  return raw != null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function tabReadingQuery(depth: SnapshotDepth) {
  return {
    queryKey: ['tab-reading', depth],
    queryFn: async () => readTab(await activeTabFacts(targetTabId()), depth),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * `quick` (title, selection, clean HTML) renders the popup at once; `article` (the extracted main content) is what
 * Capture sends for the page; `full` (that and its Markdown) is read only when Create note needs it.
 */
export function useTabReading(depth: SnapshotDepth, enabled = true) {
  return useQuery({ ...tabReadingQuery(depth), enabled });
}

/**
 * Reads the extracted article ahead, while the form is being filled in, and returns how to wait for it: Capture of
 * the page sends it, and on a long page it may still be on its way when Capture is pressed.
 */
export function useArticleReading(enabled: boolean): () => Promise<TabReading> {
  const queryClient = useQueryClient();
  useTabReading('article', enabled);
  return () => queryClient.ensureQueryData(tabReadingQuery('article'));
}

/** Everything the forms start from: the options' defaults, the last action used, collections seen before. */
export function useClipDefaults() {
  return useQuery({
    queryKey: ['clip-defaults'],
    queryFn: async () => {
      const [settings, prefs, knownCollections] = await Promise.all([
        loadSettings(),
        popupPrefsItem.getValue(),
        knownCollectionsItem.getValue(),
      ]);
      return { settings, action: prefs.lastAction ?? settings.defaultAction, knownCollections };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface ClipToSend {
  source: ClipSource;
  request: ClipRequest;
  action?: ClipAction;
}

/**
 * Hands the clip to the background (which stores it before anything else) and remembers the action. The clip is
 * prepared inside the mutation, so that the button shows it pending while a slow page is still being read.
 */
export function useSendClip() {
  return useMutation({
    mutationFn: async (prepare: () => Promise<ClipToSend>) => {
      const clip = await prepare();
      const { clipId } = await sendMessage('sendClip', { source: clip.source, request: clip.request });
      if (clip.action) await popupPrefsItem.setValue({ lastAction: clip.action });
      return clipId;
    },
  });
}

/** Follows one clip through the outbox into history; storage changes refresh it at once. */
export function useClipOutcome(clipId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = ['clip-outcome', clipId];
  useEffect(() => {
    if (!clipId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['clip-outcome', clipId] });
    const unwatch = [outboxItem.watch(refresh), historyItem.watch(refresh)];
    return () => {
      for (const stop of unwatch) stop();
    };
  }, [clipId, queryClient]);
  return useQuery({
    queryKey,
    enabled: clipId != null,
    queryFn: async () => clipOutcome(clipId!, await outboxItem.getValue(), await historyItem.getValue()),
    // A change that lands between the first read and the watch being attached would be missed: poll as well.
    refetchInterval: (query) => (query.state.data?.state === 'sending' || !query.state.data ? 500 : false),
  });
}
