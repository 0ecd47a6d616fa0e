import { all } from '../markdown/dom';

/**
 * Shows every panel of a tab group, each headed by its tab's name, in place of the tab strip: docs give an install
 * command or an example once per package manager, language or platform, and the page hides all but the chosen one
 * with the `hidden` attribute, so a clip kept the first and a list of names ("npm", "Yarn", "pnpm") that led nowhere.
 * ARIA tab groups (Docusaurus, Starlight, Microsoft Learn…: panels found by `aria-controls`, else in order) where a
 * panel is hidden by attribute or inline style, and MkDocs Material's tabbed sets (hidden by its CSS alone). On a
 * copy of the page.
 */
export function openTabPanels(doc: Document): void {
  for (const list of all(doc, '[role="tablist"]')) openAriaTabs(doc, list);
  for (const set of all(doc, '.tabbed-set')) openTabbedSet(doc, set);
}

function openAriaTabs(doc: Document, list: Element): void {
  const tabs = all(list, '[role="tab"]');
  if (tabs.length < 2 || !list.parentElement) return;
  const inOrder = all(list.parentElement, '[role="tabpanel"]').filter((panel) => !list.contains(panel));
  const panels = tabs.map((tab, i) => {
    const id = tab.getAttribute('aria-controls');
    return (id && doc.getElementById(id)) || inOrder[i];
  });
  if (panels.some((panel) => !panel) || new Set(panels).size !== tabs.length || !panels.some(isHidden)) return;
  tabs.forEach((tab, i) => {
    const panel = panels[i] as Element;
    panel.removeAttribute('hidden');
    panel.removeAttribute('aria-hidden');
    panel.removeAttribute('style');
    labelPanel(doc, panel, tab.textContent);
  });
  list.remove();
}

function openTabbedSet(doc: Document, set: Element): void {
  const labels = all(set, ':scope > .tabbed-labels > label');
  const blocks = all(set, ':scope > .tabbed-content > .tabbed-block');
  if (labels.length < 2 || labels.length !== blocks.length) return;
  blocks.forEach((block, i) => {
    labelPanel(doc, block, labels[i]?.textContent);
  });
  for (const control of all(set, ':scope > .tabbed-labels, :scope > input')) control.remove();
}

function isHidden(panel: Element | undefined): boolean {
  if (!panel) return false;
  const style = (panel.getAttribute('style') ?? '').replace(/\s+/g, '');
  return panel.hasAttribute('hidden') || panel.getAttribute('aria-hidden') === 'true' || /display:none/i.test(style);
}

function labelPanel(doc: Document, panel: Element, name: string | null | undefined): void {
  const text = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return;
  const label = doc.createElement('p');
  label.appendChild(doc.createElement('strong')).textContent = text;
  panel.prepend(label);
}
