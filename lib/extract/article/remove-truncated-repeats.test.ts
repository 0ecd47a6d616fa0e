import { describe, expect, it } from 'vitest';
import { removeTruncatedRepeats } from './remove-truncated-repeats';

function root(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('removeTruncatedRepeats', () => {
  it("removes a 'Show more' expander's collapsed snippet kept beside the full description", () => {
    const content = root(
      `<div id="expanded"><span>Current description &amp; details of the video, with its links.</span></div>
       <div id="snippet"><span>Current description &amp; details…</span></div><button>Show more</button>`,
    );
    expect(removeTruncatedRepeats(content)).toBe(1);
    expect(content.querySelector('#snippet')).toBeNull();
    expect(content.querySelector('#expanded')).not.toBeNull();
  });

  it('removes a cut-short paragraph that comes before its full text, ended by three dots', () => {
    const content = root(
      '<p>The council voted on the new library...</p><p>The council voted on the new library plan.</p>',
    );
    removeTruncatedRepeats(content);
    expect(content.innerHTML).toBe('<p>The council voted on the new library plan.</p>');
  });

  it('keeps a paragraph that trails off into a different one', () => {
    const html = '<p>The council voted on the plan and then...</p><p>Nobody expected what came next.</p>';
    const content = root(html);
    expect(removeTruncatedRepeats(content)).toBe(0);
    expect(content.innerHTML).toBe(html);
  });

  it('keeps a short start, which a following sentence may share by chance', () => {
    expect(removeTruncatedRepeats(root('<ul><li>See also...</li><li>See also the appendix</li></ul>'))).toBe(0);
  });
});
