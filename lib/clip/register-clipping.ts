import { browser } from 'wxt/browser';
import { createClipMenus } from './clip-menus';
import { listenToClipNotifications } from './clip-notifications';
import { confirmClips } from './confirm-clips';
import { onClipCommand } from './on-command';
import { onClipMenuClick } from './on-menu-click';
import { registerClipHandlers } from './register-clip-handlers';

/**
 * Wires the three ways to clip into the background. Call synchronously at the top of its main():
 * a stopped worker is woken only for listeners registered in its first turn.
 */
export function registerClipping(): void {
  // Menus persist in the browser; they are (re)made on install/update only. Nothing stored is touched here.
  browser.runtime.onInstalled.addListener(() => void createClipMenus());
  browser.contextMenus.onClicked.addListener((info, tab) => void logFailure(onClipMenuClick(info, tab)));
  browser.commands.onCommand.addListener((command, tab) => void logFailure(onClipCommand(command, tab)));
  listenToClipNotifications();
  confirmClips();
  registerClipHandlers();
}

function logFailure(work: Promise<void>): Promise<void> {
  return work.catch((error) => console.error('clipping failed', error));
}
