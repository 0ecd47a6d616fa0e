import { type Browser, browser } from 'wxt/browser';
import type { TabFacts } from './read-tab';

/** The active tab of the current window (the popup's own; for the worker, the last focused one). */
export async function activeTab(): Promise<Browser.tabs.Tab | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab;
}

/** The given tab, or the active one, as far as the browser lets the extension see it. */
export async function activeTabFacts(tabId?: number): Promise<TabFacts> {
  const tab = tabId != null ? await browser.tabs.get(tabId) : await activeTab();
  if (tab?.id == null) throw new Error('There is no tab to clip. Click into a page and try again.');
  return { id: tab.id, url: tab.url ?? tab.pendingUrl, title: tab.title };
}
