import { all, isHiddenByMarkup } from '../markdown/dom';

/**
 * Shows every panel of a tab group, each headed by its tab's name, in place of the tab strip: docs give an install
 * command or an example once per package manager, language or platform, and the page hides all but the chosen one
 * with the `hidden` attribute, so a clip kept the first and a list of names ("npm", "Yarn", "pnpm") that led nowhere.
 * ARIA tab groups (Docusaurus, Starlight, Microsoft Learn, Bootstrap…: panels found by `aria-controls`, else in
 * order) that show one panel at a time — a panel hidden by attribute or inline style, or a tab marked unselected
 * (Bootstrap hides the other panels by a class) — and the radio-button tab sets of MkDocs Material and Sphinx Design,
 * hidden by their CSS alone. On a copy of the page.
 */
export function openTabPanels(doc: Document): void {
  for (const list of all(doc, '[role="tablist"]')) openAriaTabs(doc, list);
  for (const shape of RADIO_TAB_SETS) for (const set of all(doc, shape.set)) openRadioTabs(doc, set, shape);
}

function openAriaTabs(doc: Document, list: Element): void {
  const tabs = all(list, '[role="tab"]');
  const group = groupAround(list);
  if (tabs.length < 2 || !group) return;
  const inOrder = all(group, '[role="tabpanel"]').filter((panel) => !list.contains(panel));
  const panels = tabs.map((tab, i) => {
    // Starlight's tabs are links to their panels rather than naming them in aria-controls.
    const id = tab.getAttribute('aria-controls') || /^#(.+)$/.exec(tab.getAttribute('href') ?? '')?.[1];
    return (id && doc.getElementById(id)) || inOrder[i];
  });
  if (panels.some((panel) => !panel) || new Set(panels).size !== tabs.length) return;
  if (!panels.some(isHidden) && !showsOneAtATime(tabs)) return;
  tabs.forEach((tab, i) => {
    const panel = panels[i] as Element;
    panel.removeAttribute('hidden');
    panel.removeAttribute('aria-hidden');
    panel.removeAttribute('style');
    labelPanel(doc, panel, tab.textContent);
  });
  list.remove();
}

/** The nearest element around the tab strip that holds panels too (Starlight wraps the strip on its own). */
function groupAround(list: Element): Element | undefined {
  for (let el = list.parentElement, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
    if (el.querySelector('[role="tabpanel"]')) return el;
  }
  return list.parentElement ?? undefined;
}

/** Radio-button tab sets, which only CSS shows one panel at a time of: each label names the panel at its place. */
const RADIO_TAB_SETS = [
  // MkDocs Material
  {
    set: '.tabbed-set',
    labels: ':scope > .tabbed-labels > label',
    panels: ':scope > .tabbed-content > .tabbed-block',
    controls: ':scope > .tabbed-labels, :scope > input',
  },
  // Sphinx Design: a radio button, its label and its panel, in turn
  {
    set: '.sd-tab-set',
    labels: ':scope > .sd-tab-label',
    panels: ':scope > .sd-tab-content',
    controls: ':scope > .sd-tab-label, :scope > input',
  },
];

function openRadioTabs(doc: Document, set: Element, shape: (typeof RADIO_TAB_SETS)[number]): void {
  const labels = all(set, shape.labels);
  const panels = all(set, shape.panels);
  if (labels.length < 2 || labels.length !== panels.length) return;
  panels.forEach((panel, i) => {
    labelPanel(doc, panel, labels[i]?.textContent);
  });
  for (const control of all(set, shape.controls)) control.remove();
}

/** One tab selected and another not: the ARIA tabs pattern, whose unselected tabs' panels the page hides. */
function showsOneAtATime(tabs: readonly Element[]): boolean {
  const selected = tabs.map((tab) => tab.getAttribute('aria-selected'));
  return selected.includes('true') && selected.some((value) => value !== 'true');
}

function isHidden(panel: Element | undefined): boolean {
  return !!panel && (isHiddenByMarkup(panel) || panel.getAttribute('aria-hidden') === 'true');
}

function labelPanel(doc: Document, panel: Element, name: string | null | undefined): void {
  const text = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return;
  const label = doc.createElement('p');
  label.appendChild(doc.createElement('strong')).textContent = text;
  panel.prepend(label);
}
