import { type Browser, browser } from 'wxt/browser';

/** The active tab of the window the user last used: the shortcut's and the popup's default target. */
export async function activeTab(): Promise<Browser.tabs.Tab | undefined> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return tab;
}
