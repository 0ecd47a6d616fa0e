import type { Browser } from 'wxt/browser';
import { activeTab } from './active-tab';
import { clipTab } from './clip-tab';

export const QUICK_CAPTURE_COMMAND = 'quick-capture';

/** `quick-capture`: the selection if there is one, else the page, with the default action; no popup. */
export async function onClipCommand(command: string, tab: Browser.tabs.Tab | undefined): Promise<void> {
  if (command !== QUICK_CAPTURE_COMMAND) return;
  const target = tab ?? (await activeTab());
  if (target?.id == null) return;
  await clipTab({ id: target.id, url: target.url, title: target.title }, { origin: 'shortcut', prefer: 'selection' });
}
