import type { Browser } from 'wxt/browser';
import { loadSettings } from '../settings';
import { runningNoteItem } from '../storage';
import { menuIds } from './clip-menus';
import { notifyMessage } from './clip-notifications';
import { clipTab } from './clip-tab';
import { defaultClip } from './default-clip';
import { deliverFromBackground } from './deliver-from-background';
import { linkTextInFrame } from './link-text';
import type { TabFacts } from './read-tab';

type MenuClick = Browser.contextMenus.OnClickData;
type Tab = Browser.tabs.Tab;

export async function onClipMenuClick(info: MenuClick, tab: Tab | undefined): Promise<void> {
  const facts: TabFacts = { id: tab?.id ?? -1, url: tab?.url ?? info.pageUrl, title: tab?.title };
  const origin = 'context-menu';
  switch (info.menuItemId) {
    case menuIds.captureSelection:
      return clipTab(facts, { origin, prefer: 'selection', selectionText: info.selectionText });
    case menuIds.capturePage:
      return clipTab(facts, { origin, prefer: 'page' });
    case menuIds.appendSelection:
      return clipTab(facts, { origin, prefer: 'selection', selectionText: info.selectionText, into: 'running-note' });
    case menuIds.captureLink:
      return clipLink(info, facts);
    case menuIds.newRunningNote:
      await runningNoteItem.setValue(null);
      return notifyMessage(
        'New running note',
        'The next “Append selection to running note” starts a new running note.',
      );
  }
}

async function clipLink(info: MenuClick, tab: TabFacts): Promise<void> {
  const url = info.linkUrl;
  if (!url) return;
  // Firefox gives the link's text with the click; Chrome does not, so the frame is asked.
  const given = (info as MenuClick & { linkText?: string }).linkText?.trim() || info.selectionText?.trim();
  const text = given || (await linkTextInFrame(tab.id, info.frameId, url)) || url;
  const page = { url: tab.url ?? info.pageUrl ?? '', title: tab.title ?? '' };
  const settings = await loadSettings();
  const clip = defaultClip({ kind: 'link', url, text, page }, settings.defaultAction, settings, new Date());
  await deliverFromBackground(clip, 'context-menu', tab.id);
}
