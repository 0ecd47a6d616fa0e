import { browser } from 'wxt/browser';

export const menuIds = {
  captureSelection: 'capture-selection',
  capturePage: 'capture-page',
  captureLink: 'capture-link',
  appendSelection: 'append-selection',
  newRunningNote: 'new-running-note',
} as const;

export type MenuId = (typeof menuIds)[keyof typeof menuIds];

type MenuContext = 'selection' | 'page' | 'link';

const menus: { id: MenuId; title: string; contexts: [MenuContext, ...MenuContext[]] }[] = [
  { id: menuIds.captureSelection, title: 'Clip selection', contexts: ['selection'] },
  { id: menuIds.capturePage, title: 'Clip this page', contexts: ['page'] },
  { id: menuIds.captureLink, title: 'Clip link', contexts: ['link'] },
  { id: menuIds.appendSelection, title: 'Append selection to running note', contexts: ['selection'] },
  { id: menuIds.newRunningNote, title: 'Start a new running note', contexts: ['selection', 'page'] },
];

/**
 * (Re)creates the context-menu items. Called on install and update: the browser keeps menus across
 * restarts, and creating an existing id fails, hence removeAll first. Touches nothing else.
 */
export async function createClipMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  for (const menu of menus) {
    await new Promise<void>((done) => {
      browser.contextMenus.create({ id: menu.id, title: menu.title, contexts: menu.contexts }, () => {
        // Reading lastError marks it handled; a failure here only loses one menu item.
        const error = browser.runtime.lastError;
        if (error) console.warn(`menu ${menu.id} not created: ${error.message}`);
        done();
      });
    });
  }
}
