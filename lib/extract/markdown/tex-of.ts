import { all } from './dom';

/** The TeX a math element carries: `data-latex`, `data-tex` or `alttext`, else a TeX `<annotation>` inside it. */
export function texOf(el: Element): string | undefined {
  const fromAttribute = el.getAttribute('data-latex') ?? el.getAttribute('data-tex') ?? el.getAttribute('alttext');
  if (fromAttribute?.trim()) return fromAttribute;
  const annotation = all(el, 'annotation').find((a) => /tex/i.test(a.getAttribute('encoding') ?? ''));
  return annotation?.textContent?.trim() ? annotation.textContent : undefined;
}
