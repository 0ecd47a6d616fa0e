import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activeTabFacts, clipOutcome, readTab } from '@/lib/clip';
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

/**
 * `quick` (title, selection, clean HTML) renders the popup and feeds Capture; `full` (extraction and Markdown,
 * slower on big pages) is read only when Create note needs it.
 */
export function useTabReading(depth: 'quick' | 'full', enabled = true) {
  return useQuery({
    queryKey: ['tab-reading', depth],
    queryFn: async () => readTab(await activeTabFacts(targetTabId()), depth),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
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

/** Hands the clip to the background (which stores it before anything else) and remembers the action. */
export function useSendClip() {
  return useMutation({
    mutationFn: async (clip: { source: ClipSource; request: ClipRequest; action?: ClipAction }) => {
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
