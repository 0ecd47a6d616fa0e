// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { removeNotebookPrompts } from './remove-notebook-prompts';
import { htmlAfter } from './test-root';

describe('removeNotebookPrompts', () => {
  it("takes out a notebook's execution prompts, JupyterLab's and classic nbconvert's", () => {
    const html =
      '<div class="jp-InputPrompt">In&nbsp;[1]:</div><pre>x = 1</pre><div class="jp-OutputPrompt">Out[1]:</div>' +
      '<div class="prompt input_prompt">In [ ]:</div><div class="jp-OutputPrompt"></div><p>Done.</p>';
    expect(htmlAfter(removeNotebookPrompts, html)).toBe('<pre>x = 1</pre><p>Done.</p>');
  });

  it('leaves an element of that class that says something else', () => {
    const html = '<div class="output_prompt">Result of the survey</div>';
    expect(htmlAfter(removeNotebookPrompts, html)).toBe(html);
  });
});
