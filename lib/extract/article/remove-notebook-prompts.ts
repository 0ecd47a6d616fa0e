import { all, oneLine } from '../markdown/dom';

const PROMPTS = '.jp-InputPrompt, .jp-OutputPrompt, .input_prompt, .output_prompt';
/** What a prompt says: "In [1]:", "Out[1]:", "[ ]:", or nothing for a cell not yet run. */
const PROMPT_TEXT = /^(?:in|out)?\s*\[\s*[\d*]*\s*\]:?$|^$/i;

/**
 * Takes out the execution prompts beside a Jupyter notebook's cells (JupyterLab's and classic nbconvert's pages): a
 * clip gave "Out[1\]:" before a cell's output, a counter that means nothing outside the notebook. On a copy of the
 * page.
 */
export function removeNotebookPrompts(doc: Document): void {
  for (const prompt of all(doc, PROMPTS)) {
    if (PROMPT_TEXT.test(oneLine(prompt.textContent))) prompt.remove();
  }
}
