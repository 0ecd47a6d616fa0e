import { afterEach, describe, expect, it } from 'vitest';
import { copyOfPage, INERT_STYLE_TYPE } from './copy-of-page';

function host(html: string, shadow: string, mode: 'open' | 'closed' = 'open'): Element {
  const element = document.createElement('glacier-card');
  element.innerHTML = html;
  element.attachShadow({ mode }).innerHTML = shadow;
  return element;
}

const hostHtml = (doc: Document) => doc.querySelector('glacier-card')?.innerHTML;

afterEach(() => {
  document.body.replaceChildren();
});

describe('copyOfPage', () => {
  it('writes what an open shadow root shows into its host', () => {
    document.body.append(host('', '<section><h2>Aletsch</h2><p>Twenty kilometres of ice.</p></section>'));
    expect(hostHtml(copyOfPage(document))).toBe('<section><h2>Aletsch</h2><p>Twenty kilometres of ice.</p></section>');
  });

  it('puts light children where the named and default slots take them, and drops those no slot takes', () => {
    document.body.append(
      host(
        '<span slot="name">Aletsch</span><em>in the Alps</em><span slot="unused">Hidden</span>',
        '<h2>Glacier <slot name="name"></slot></h2><p><slot></slot></p>',
      ),
    );
    expect(hostHtml(copyOfPage(document))).toBe(
      '<h2>Glacier <span slot="name">Aletsch</span></h2><p><em>in the Alps</em></p>',
    );
  });

  it("keeps a slot's fallback content when no light child goes there", () => {
    document.body.append(host('', '<p><slot name="name">An unnamed glacier</slot></p>'));
    expect(hostHtml(copyOfPage(document))).toBe('<p>An unnamed glacier</p>');
  });

  it('flattens shadow roots inside shadow trees and inside slotted children', () => {
    const outer = host('', '<div><slot></slot></div>');
    const inner = document.createElement('ice-fact');
    inner.attachShadow({ mode: 'open' }).innerHTML = '<p>Inner fact</p>';
    outer.append(inner);
    outer.shadowRoot?.querySelector('div')?.append(host('', '<p>Nested card</p>'));
    document.body.append(outer);
    expect(hostHtml(copyOfPage(document))).toBe(
      '<div><ice-fact><p>Inner fact</p></ice-fact><glacier-card><p>Nested card</p></glacier-card></div>',
    );
  });

  it('leaves out the style sheets of shadow trees', () => {
    document.body.append(host('', '<style>p { color: blue }</style><p>Blue ice</p>'));
    expect(hostHtml(copyOfPage(document))).toBe('<p>Blue ice</p>');
  });

  it("reads a closed shadow root through the extension's API (Chrome's chrome.dom), which pages do not have", () => {
    const element = document.createElement('glacier-card');
    element.innerHTML = '<p>Light text</p>';
    const closed = element.attachShadow({ mode: 'closed' });
    closed.innerHTML = '<p>Closed text</p>';
    document.body.append(element);
    const chrome = { dom: { openOrClosedShadowRoot: (target: Element) => (target === element ? closed : null) } };
    Object.assign(globalThis, { chrome });
    try {
      expect(hostHtml(copyOfPage(document))).toBe('<p>Closed text</p>');
    } finally {
      Reflect.deleteProperty(globalThis, 'chrome');
    }
  });

  it('without that API, cannot read a closed shadow root, and keeps the light children as they are', () => {
    document.body.append(host('<p>Light text</p>', '<p>Closed text</p>', 'closed'));
    expect(hostHtml(copyOfPage(document))).toBe('<p>Light text</p>');
  });

  it('does not modify the page', () => {
    document.body.append(host('<span slot="name">Aletsch</span>', '<h2><slot name="name"></slot></h2>'));
    const before = document.body.innerHTML;
    copyOfPage(document);
    expect(document.body.innerHTML).toBe(before);
    expect(document.querySelector('glacier-card')?.shadowRoot?.innerHTML).toBe('<h2><slot name="name"></slot></h2>');
  });

  it("keeps the page's style elements as text that makes no style sheets (parsing them again was most of a copy's cost)", () => {
    const css = '.lede { font-style: italic; } @media (max-width: 600px) { .wide { display: none; } }';
    document.head.innerHTML = `<style>${css}</style>`;
    document.body.innerHTML = '<style>circle { fill: teal; }</style><p class="lede">Ice.</p>';
    const styles = Array.from(copyOfPage(document).querySelectorAll('style'));
    expect(styles.map((style) => [style.getAttribute('type'), style.textContent])).toEqual([
      [INERT_STYLE_TYPE, css],
      [INERT_STYLE_TYPE, 'circle { fill: teal; }'],
    ]);
    expect(document.querySelector('style')?.hasAttribute('type')).toBe(false);
    document.head.replaceChildren();
  });

  it("is a document at the page's address, with its doctype, language and text", () => {
    document.documentElement.lang = 'de';
    document.body.innerHTML = '<h1>Aletsch</h1>';
    const copy = copyOfPage(document);
    expect(copy).not.toBe(document);
    expect(copy.URL).toBe(document.URL);
    expect(copy.doctype?.name).toBe(document.doctype?.name);
    expect(copy.documentElement.lang).toBe('de');
    expect(copy.body.innerHTML).toBe('<h1>Aletsch</h1>');
    expect(copy.querySelector('h1')?.ownerDocument).toBe(copy);
    document.documentElement.removeAttribute('lang');
  });
});
