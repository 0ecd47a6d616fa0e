import { codeLanguage } from '../markdown/code-blocks';
import { all, lineBefore } from '../markdown/dom';

/** A label that names a language: one word of letters, digits and `+#-` ("bash", "C#", "c++", "objective-c"). */
const LANGUAGE_LABEL = /^[a-z][\w+#-]{0,19}$/i;
/** A copy or run control drawn as text rather than as a button. */
const CONTROL_LABEL = /^(?:copy|copied!?|copy code|copy to clipboard|run)$/i;
/** Longer than this, or on more than one line, text over the code (or a code figure's caption) is not a label. */
export const MAX_LABEL_CHARS = 60;

/**
 * Takes out of a code block the labels a site draws over the code inside its `<pre>` (Tailwind and MDX blogs: `<pre>
 * <div class="absolute right-2 …">bash</div><code>…`): both libraries read them as the code's first line, so "bash"
 * ran into the first command ("bashls -la"). A language name becomes the block's `data-lang` when it names none; a file
 * name or title goes before the block as its own line; a copy control drawn as text goes. Only elements before the
 * `<code>` inside the `<pre>`, on one line, with a letter in them: a line-number gutter is the Markdown rules' to drop.
 */
export function liftCodeLabels(doc: Document): void {
  for (const pre of all(doc, 'pre')) {
    const code = pre.querySelector('code');
    if (!code) continue;
    for (const label of labelsBefore(pre, code)) {
      const text = (label.textContent ?? '').trim();
      label.remove();
      if (CONTROL_LABEL.test(text)) continue;
      if (!LANGUAGE_LABEL.test(text)) {
        lineBefore(pre, text);
      } else if (!codeLanguage(pre)) pre.setAttribute('data-lang', text.toLowerCase());
    }
  }
}

/** The `<pre>`'s element children before the one holding `code` that read as a label. */
function labelsBefore(pre: Element, code: Element): Element[] {
  const labels: Element[] = [];
  for (const child of Array.from(pre.children)) {
    if (child === code || child.contains(code)) break;
    const text = child.textContent ?? '';
    if (/\n/.test(text.trim()) || text.trim().length > MAX_LABEL_CHARS || !/\p{L}/u.test(text)) continue;
    labels.push(child);
  }
  return labels;
}
