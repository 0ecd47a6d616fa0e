// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { openTabPanels } from './open-tab-panels';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
const squeeze = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('openTabPanels', () => {
  it('shows every hidden panel of a tab group under its tab name, in place of the tab strip (Docusaurus)', () => {
    const doc = page(`<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">npm</li>
      <li role="tab">Yarn</li></ul><div><div role="tabpanel"><pre>npm install glacier</pre></div>
      <div role="tabpanel" hidden><pre>yarn add glacier</pre></div></div></div>`);
    openTabPanels(doc);
    expect(squeeze(doc.body.innerHTML)).toBe(
      '<div class="tabs-container"><div><div role="tabpanel"><p><strong>npm</strong></p><pre>npm install glacier</pre></div>' +
        '<div role="tabpanel"><p><strong>Yarn</strong></p><pre>yarn add glacier</pre></div></div></div>',
    );
  });

  it('finds the panels by aria-controls, whatever their order, and opens those hidden by style or aria-hidden', () => {
    const doc = page(`<div role="tablist"><button role="tab" aria-controls="p-mac">macOS</button>
      <button role="tab" aria-controls="p-win">Windows</button></div>
      <div id="p-win" role="tabpanel" style="display: none">winget install glacier</div>
      <div id="p-mac" role="tabpanel" aria-hidden="true">brew install glacier</div>`);
    openTabPanels(doc);
    expect(doc.querySelector('[role="tablist"]')).toBeNull();
    expect(doc.getElementById('p-mac')?.outerHTML).toBe(
      '<div id="p-mac" role="tabpanel"><p><strong>macOS</strong></p>brew install glacier</div>',
    );
    expect(doc.getElementById('p-win')?.textContent).toBe('Windowswinget install glacier');
  });

  it("opens Starlight's tabs: links to their panels, the strip wrapped apart from the panels (only the first was kept)", () => {
    const doc = page(`<starlight-tabs><div class="tablist-wrapper"><ul role="tablist">
      <li role="presentation"><a role="tab" href="#tab-panel-0" aria-selected="true">npm</a></li>
      <li role="presentation"><a role="tab" href="#tab-panel-1" aria-selected="false">pnpm</a></li></ul></div>
      <div id="tab-panel-0" role="tabpanel"><pre>npm install</pre></div>
      <div id="tab-panel-1" role="tabpanel" hidden><pre>pnpm add</pre></div></starlight-tabs>`);
    openTabPanels(doc);
    expect(squeeze(doc.body.innerHTML)).toBe(
      '<starlight-tabs><div class="tablist-wrapper"></div><div id="tab-panel-0" role="tabpanel"><p><strong>npm</strong></p>' +
        '<pre>npm install</pre></div><div id="tab-panel-1" role="tabpanel"><p><strong>pnpm</strong></p><pre>pnpm add</pre></div>' +
        '</starlight-tabs>',
    );
  });

  it('leaves tab groups whose panels are all shown, or whose panels it cannot pair with their tabs', () => {
    const shown = `<ul role="tablist"><li role="tab">Themes</li><li role="tab">Add-ons</li></ul>
      <section role="tabpanel" class="active">Themes text</section><section role="tabpanel">Add-ons text</section>`;
    const unpaired = `<ul role="tablist"><li role="tab">One</li><li role="tab">Two</li></ul>
      <div role="tabpanel" hidden>Only one panel</div>`;
    for (const body of [shown, unpaired]) {
      const doc = page(body);
      openTabPanels(doc);
      expect(doc.body.innerHTML).toBe(body);
    }
  });

  it("heads each block of an MkDocs Material tabbed set with its label, and drops the set's controls", () => {
    const doc = page(`<div class="tabbed-set" data-tabs="1:2"><input checked id="t1" name="t" type="radio">
      <input id="t2" name="t" type="radio"><div class="tabbed-labels"><label for="t1">C</label><label for="t2">C++</label></div>
      <div class="tabbed-content"><div class="tabbed-block"><pre>printf("hi");</pre></div>
      <div class="tabbed-block"><pre>std::cout &lt;&lt; "hi";</pre></div></div></div>`);
    openTabPanels(doc);
    expect(doc.querySelector('input, .tabbed-labels')).toBeNull();
    expect(Array.from(doc.querySelectorAll('.tabbed-block'), (block) => block.textContent)).toEqual([
      'Cprintf("hi");',
      'C++std::cout << "hi";',
    ]);
  });

  it('opens the panels of a tab group whose tabs say which is selected, when the page hides the others by a class (Bootstrap)', () => {
    const doc = page(`<ul class="nav nav-tabs" role="tablist">
      <li><a role="tab" href="#brew" aria-controls="brew" aria-selected="true">Homebrew</a></li>
      <li><a role="tab" href="#apt" aria-controls="apt" aria-selected="false">APT</a></li></ul>
      <div class="tab-content"><div class="tab-pane active" id="brew" role="tabpanel"><pre>brew install frost</pre></div>
      <div class="tab-pane" id="apt" role="tabpanel"><pre>sudo apt install frost</pre></div></div>`);
    openTabPanels(doc);
    expect(doc.querySelector('[role="tablist"]')).toBeNull();
    expect(Array.from(doc.querySelectorAll('.tab-pane'), (pane) => pane.textContent)).toEqual([
      'Homebrewbrew install frost',
      'APTsudo apt install frost',
    ]);
  });

  it("heads each panel of a Sphinx Design tab set with its label, and drops the set's radio buttons and labels", () => {
    const doc = page(`<div class="sd-tab-set docutils">
      <input checked id="sd-tab-item-0" name="sd-tab-set-0" type="radio"><label class="sd-tab-label" for="sd-tab-item-0">Python</label>
      <div class="sd-tab-content docutils"><pre>pip install glacier</pre></div>
      <input id="sd-tab-item-1" name="sd-tab-set-0" type="radio"><label class="sd-tab-label" for="sd-tab-item-1">JavaScript</label>
      <div class="sd-tab-content docutils"><pre>npm install glacier</pre></div></div>`);
    openTabPanels(doc);
    expect(doc.querySelector('input, label')).toBeNull();
    expect(Array.from(doc.querySelectorAll('.sd-tab-content'), (panel) => panel.textContent)).toEqual([
      'Pythonpip install glacier',
      'JavaScriptnpm install glacier',
    ]);
  });
});
