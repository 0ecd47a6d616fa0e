// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restoreTrimmedTables } from './restore-trimmed-tables';
import { testRoot } from './test-root';

const header = '<tr class="header"><th>Measure</th><th>Group A</th></tr>';
const body = '<tr class="odd"><td>Mean</td><td>12.4</td></tr><tr class="even"><td>Median</td><td>11.0</td></tr>';

describe('restoreTrimmedTables', () => {
  it('puts back the header row Defuddle dropped from a pandoc table, from Readability’s copy', () => {
    const root = testRoot(`<p>Scores.</p><table><tbody>${body}</tbody></table>`);
    const reference = testRoot(`<p>Scores.</p><table><thead>${header}</thead><tbody>${body}</tbody></table>`);
    expect(restoreTrimmedTables(root, reference)).toBe(1);
    expect(root.querySelector('th')?.textContent).toBe('Measure');
    expect(root.querySelectorAll('tr')).toHaveLength(3);
  });

  it('leaves a table alone when the reference has no fuller copy of it', () => {
    const root = testRoot(`<table><tbody>${body}</tbody></table>`);
    const reference = testRoot(
      '<table><tr><td>Another</td><td>table</td></tr><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>',
    );
    expect(restoreTrimmedTables(root, reference)).toBe(0);
    expect(root.querySelectorAll('tr')).toHaveLength(2);
  });
});
