// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { geshiLineListsAsText } from './geshi-line-lists';
import { htmlAfter } from './test-root';

const geshi = (language: string, lines: string[]) =>
  `<ol class="${language}">${lines
    .map((line, i) => `<li class="li${(i % 2) + 1}"><div class="de${(i % 2) + 1}">${line}</div></li>`)
    .join('')}</ol>`;

const converted = (html: string) => htmlAfter(geshiLineListsAsText, html);

describe('geshiLineListsAsText', () => {
  it('makes a numbered paste of code one code block in the language its list names', () => {
    expect(converted(geshi('python', ['def greet():', '&nbsp;', '    print(&quot;hi &lt;3&quot;)']))).toBe(
      '<div><pre data-lang="python"><code>def greet():\n\n    print("hi &lt;3")</code></pre></div>',
    );
  });

  it('makes a paste of plain text paragraphs at its blank lines, each keeping its line breaks', () => {
    expect(converted(geshi('text', ['Roses are red,', 'violets are blue.', '&nbsp;', 'The end.']))).toBe(
      '<div><p>Roses are red,<br>violets are blue.</p><p>The end.</p></div>',
    );
  });

  it('leaves numbered lists that are not GeSHi lines', () => {
    const list = '<ol class="steps"><li>Mash the bananas.</li><li><div class="de1">Bake.</div><p>Cool.</p></li></ol>';
    expect(converted(list)).toBe(list);
  });
});
