// @vitest-environment node
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { taskBoxesAsText } from './task-boxes-as-text';

const page = (body: string) =>
  parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;

describe('taskBoxesAsText', () => {
  it('writes the box a task-list item opens with as [x] or [ ], as one text with the item (GitHub)', () => {
    const doc = page(`<ul class="contains-task-list">
      <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" checked disabled> Check the ropes</li>
      <li class="task-list-item"><p><input type="checkbox" disabled> Call the hut</p></li></ul>`);
    taskBoxesAsText(doc);
    expect(doc.querySelector('input')).toBeNull();
    const [first, second] = Array.from(doc.querySelectorAll('li'));
    expect(first?.childNodes.length).toBe(1);
    expect(first?.textContent).toBe('[x]  Check the ropes');
    expect(second?.textContent).toBe('[ ]  Call the hut');
  });

  it("writes Confluence's done and open tasks, told apart by a class, as [x] and [ ] (they read alike)", () => {
    const doc = page(
      '<ul class="inline-task-list"><li data-inline-task-id="1" class="checked">Tag the release</li><li data-inline-task-id="2">Announce it</li></ul>',
    );
    taskBoxesAsText(doc);
    expect(Array.from(doc.querySelectorAll('li'), (item) => item.innerHTML)).toEqual([
      '[x] Tag the release',
      '[ ] Announce it',
    ]);
  });

  it('leaves boxes that do not open a list item: a form in an item, a menu toggle', () => {
    const body = `<ul><li>I agree <input type="checkbox"></li></ul><input type="checkbox" id="menu-toggle"><label for="menu-toggle">Menu</label>`;
    const doc = page(body);
    taskBoxesAsText(doc);
    expect(doc.body.innerHTML).toBe(body);
  });
});
